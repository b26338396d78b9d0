// Spec §2: the header's extra block, only on home: a greeting and quick category links.
// A member is greeted with their tier and points and has the till one tap away ('Kartu
// Saya', 'Voucher Saya'; issue 29), server-rendered: the header's member data (tier,
// point) is prefetched with every member page.
import { Link } from 'react-router';
import { MEMBER_CARD_PATH, MEMBER_VOUCHERS_PATH, selectSession, Skeleton, STRINGS, useAppSelector } from 'shared-contracts';
import { formatPoints } from 'shared-kit';
import { useHeaderCategories, useMemberHeaderData, type Loadable } from './useHeaderData';
import styles from './Header.module.css';

const QUICK_CATEGORIES = 8;

export function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hai, ${firstName}!` : 'Hai, selamat datang di MyValue!';
}

function Figure<T>({ data, render, width }: { data: Loadable<T>; render: (v: T) => string; width: number }) {
  if (data.value !== undefined) return <>{render(data.value)}</>;
  if (data.loading) return <Skeleton width={width} height={16} />;
  return <>–</>;
}

function MemberSummary() {
  const data = useMemberHeaderData();
  return (
    <>
      <p className={styles.tagline} data-testid="home-member-figures">
        <span>
          Tier <Figure data={data.tierName} render={String} width={48} />
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          <Figure data={data.point} render={(p) => `${formatPoints(p)} Poin`} width={72} />
        </span>
      </p>
      <div className={styles.tillLinks}>
        <Link to={MEMBER_CARD_PATH} className={styles.tillPrimary}>
          {STRINGS.myCard}
        </Link>
        <Link to={MEMBER_VOUCHERS_PATH} className={styles.tillSecondary}>
          Voucher Saya
        </Link>
      </div>
    </>
  );
}

export function HomeHeaderBlock() {
  const session = useAppSelector(selectSession);
  const { items, loading } = useHeaderCategories();
  return (
    <div className={styles.homeBlock} data-testid="home-header-block">
      <div className={styles.homeInner}>
        <p className={styles.greeting}>{greeting(session.status === 'member' ? session.user?.firstName : null)}</p>
        {session.status === 'member' ? (
          <MemberSummary />
        ) : (
          <p className={styles.tagline}>Temukan promo, voucher, dan event dari merchant partner MyValue.</p>
        )}
        {loading ? (
          <div className={`${styles.chips} mv-finger-row`} role="status" aria-live="polite">
            <span className="mv-visually-hidden">{STRINGS.loading}</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} width={96} height={32} />
            ))}
          </div>
        ) : items.length > 0 ? (
          <nav aria-label="Kategori populer">
            <ul className={`${styles.chips} mv-finger-row`}>
              {items.slice(0, QUICK_CATEGORIES).map((c) => (
                <li key={c.to}>
                  <Link to={c.to} className={styles.chip}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
