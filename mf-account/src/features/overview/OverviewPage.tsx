// /account: who the member is, tier, points (and what expires soon), cards, and shortcuts.
import { Link } from 'shared-contracts';
import { Skeleton, countBadges, isVerified, photoUrl, useGetBadgesByCategoryQuery, useGetPointQuery, useGetUserQuery, useRemoteProps } from 'shared-contracts';
import { Card, PageHeading, formatPoints } from 'shared-kit';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { useGetPointExpiredQuery } from '../../api/pointsApi';
import { expiryText, nextExpiry } from '../../common/pointText';
import { MembershipWallet } from './MembershipWallet';
import { TierCard } from './TierCard';
import styles from './overview.module.css';

const SHORTCUTS = [
  { to: '/account/card', label: 'Kartu Saya' },
  { to: '/account/poin', label: 'Poin Saya' },
  { to: '/account/badge', label: 'Koleksi Badge' },
  { to: '/account/voucher', label: 'Voucher Saya' },
  { to: '/account/history', label: 'Riwayat Aktivitas' },
  { to: '/account/referral', label: 'Kode Referral' },
  { to: '/account/setting', label: 'Pengaturan Profil' },
];

export function OverviewPage() {
  const { siteConfig } = useRemoteProps();
  const user = useGetUserQuery();
  const point = useGetPointQuery();
  const expired = useGetPointExpiredQuery();
  const badges = useGetBadgesByCategoryQuery();
  const soonest = nextExpiry(expired.data);
  const badgeTally = countBadges(badges.data);

  return (
    <>
      <PageHeading>Akun Saya</PageHeading>
      {user.isLoading ? (
        <div className={styles.profile}>
          <Skeleton width={72} height={72} />
          <Skeleton width={200} height={48} />
        </div>
      ) : user.error || !user.data ? (
        <QueryError error={user.error} onRetry={user.refetch} title="Gagal memuat profil." />
      ) : (
        <div className={styles.profile}>
          <img
            className={styles.avatar}
            src={user.data.photo ? photoUrl(user.data.photo, siteConfig.storageBase) : user.data.avatar}
            alt={`Foto profil ${user.data.fullName}`}
            width={72}
            height={72}
          />
          <div>
            <p className={styles.name} data-testid="account-name">
              {user.data.fullName}
            </p>
            <p className={common.muted}>Value ID: {user.data.valueID}</p>
            <p className={isVerified(user.data) ? styles.verified : styles.unverified}>
              {isVerified(user.data) ? 'Akun terverifikasi' : 'Akun belum terverifikasi'}
            </p>
            {!isVerified(user.data) ? (
              <Link to="/account/setting">Verifikasi email atau nomor handphone</Link>
            ) : null}
          </div>
        </div>
      )}

      <div className={styles.panels}>
        <TierCard />
        <Card className={styles.panel}>
          <h2 className={common.sectionTitle}>Poin Saya</h2>
          {point.isLoading ? (
            <Skeleton height={40} />
          ) : point.error ? (
            <QueryError error={point.error} onRetry={point.refetch} />
          ) : (
            <p className={styles.points} data-testid="overview-points">
              {formatPoints(point.data?.point ?? 0)} <span>Poin</span>
            </p>
          )}
          {soonest ? <p className={styles.expiry}>{expiryText(soonest.point, soonest.expiredDate)}</p> : null}
          <Link to="/account/poin">Lihat riwayat poin</Link>
        </Card>
      </div>

      {user.data ? <MembershipWallet cards={user.data.userMembership} /> : null}

      <nav aria-label="Pintasan akun" className={common.section}>
        <h2 className={common.sectionTitle}>Pintasan</h2>
        <ul className={styles.shortcuts}>
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>
                {s.label}
                {s.to === '/account/badge' && badgeTally.total > 0 ? (
                  <span className={common.muted}> ({badgeTally.obtained} dari {badgeTally.total})</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
