// The signed-in member's menu (spec §2): name and avatar opening a panel with tier,
// points, badges, vouchers, memberships, the referral code (copy, or create one) and
// Logout. Its own chunk: a visitor's first load does not carry it (lazyMemberMenu.ts).
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MEMBER_CARD_PATH, Skeleton, STRINGS, TRACK_EVENTS, useCreateReferralCodeMutation, type SessionUser } from 'shared-contracts';
import { formatNumber, formatPoints, useCopyToClipboard } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { CheckIcon, ChevronDownIcon, CopyIcon } from '../icons/icons';
import { LogoutDialog } from '../session/LogoutDialog';
import { Popover, type PopoverHandle } from './Popover';
import { useMemberHeaderData, type Loadable } from './useHeaderData';
import { MENU_TEXT } from './menuText';
import styles from './UserMenu.module.css';

function Value<T>({ data, render }: { data: Loadable<T>; render: (v: T) => string }) {
  if (data.value !== undefined) return <>{render(data.value)}</>;
  if (data.failed) return <span className={styles.muted}>{MENU_TEXT.unavailable}</span>;
  return <Skeleton width={56} height={14} />;
}

function ReferralRow({ code }: { code: Loadable<string | null> }) {
  const { track } = useShell();
  const { copy, status } = useCopyToClipboard();
  const [create, creation] = useCreateReferralCodeMutation();
  const [createFailed, setCreateFailed] = useState(false);

  const onCopy = async (value: string) => {
    if (await copy(value)) track(TRACK_EVENTS.copyReferral);
  };
  const onCreate = async () => {
    setCreateFailed(false);
    try {
      await create().unwrap();
      track(TRACK_EVENTS.createReferral);
    } catch {
      setCreateFailed(true);
    }
  };

  const message = status === 'copied' ? STRINGS.referralCopied : status === 'failed' ? STRINGS.referralCopyFailed : null;
  return (
    <li className={styles.row}>
      <span className={styles.label}>{MENU_TEXT.referral}</span>
      {code.value === undefined ? (
        <Value data={code} render={String} />
      ) : code.value === null ? (
        <button type="button" className={styles.linkButton} onClick={() => void onCreate()} disabled={creation.isLoading}>
          {creation.isLoading ? MENU_TEXT.creating : STRINGS.createReferralCode}
        </button>
      ) : (
        <span className={styles.code}>
          <strong data-testid="referral-code">{code.value}</strong>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void onCopy(code.value as string)}
            aria-label={status === 'copied' ? MENU_TEXT.copied : MENU_TEXT.copy}
            data-state={status}
          >
            {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
          </button>
        </span>
      )}
      <span role="status" aria-live="polite" className={status === 'failed' ? styles.fail : styles.ok}>
        {message}
      </span>
      {createFailed ? (
        <span role="alert" className={styles.fail}>
          {MENU_TEXT.createFailed}
        </span>
      ) : null}
    </li>
  );
}

export function MemberMenu({ user }: { user: SessionUser }) {
  const { config } = useShell();
  const location = useLocation();
  const data = useMemberHeaderData();
  const popover = useRef<PopoverHandle>(null);
  const [logout, setLogout] = useState<{ fromHome: boolean } | null>(null);
  const name = user.fullName || user.firstName;
  const sso = config.ssoPublicUrl.replace(/\/+$/, '');

  const openLogout = () => {
    // Close the panel and park focus on the trigger so the dialog hands it back there.
    popover.current?.close({ restoreFocus: true });
    setLogout({ fromHome: location.pathname === '/' });
  };

  return (
    <>
      <Popover
        handleRef={popover}
        // A tap opens it before the scripts run: its links work as they are, and its
        // buttons (copy, Logout) are tapped again once the page handles them.
        opensBeforeScripts
        align="end"
        panelLabel={MENU_TEXT.panel}
        triggerClassName={styles.trigger}
        panelClassName={styles.panel}
        trigger={
          <>
            <img src={user.photo} alt="" width={32} height={32} className={styles.avatar} />
            <span className={styles.name}>{name}</span>
            <ChevronDownIcon />
          </>
        }
      >
        <div className={styles.profile}>
          <img src={user.photo} alt="" width={48} height={48} className={styles.avatar} />
          <div>
            <p className={styles.profileName}>{name}</p>
            {user.valueId ? <p className={styles.muted}>Value ID {user.valueId}</p> : null}
          </div>
        </div>
        <ul className={styles.list}>
          <li className={styles.row}>
            <span className={styles.label}>{MENU_TEXT.tier}</span>
            <strong data-testid="menu-tier">
              <Value data={data.tierName} render={String} />
            </strong>
            <a className={styles.small} href={`${sso}/authorize/tnc_tiers`}>
              {MENU_TEXT.tierTerms}
            </a>
          </li>
          <li>
            <Link to="/account/poin" className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.points}</span>
              <strong data-testid="menu-points">
                <Value data={data.point} render={formatPoints} />
              </strong>
            </Link>
          </li>
          <li>
            <Link to="/account/badge" className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.badges}</span>
              <strong data-testid="menu-badges">
                <Value data={data.badgesObtained} render={formatNumber} />
              </strong>
            </Link>
          </li>
          <li>
            <Link to={MEMBER_CARD_PATH} className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.card}</span>
            </Link>
          </li>
          <li>
            <Link to="/account/voucher" className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.vouchers}</span>
            </Link>
          </li>
          <li>
            <Link to="/account/history" className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.history}</span>
            </Link>
          </li>
          <li>
            {/* The site's own cards page (issue 28), no longer the account service's. */}
            <Link to="/account/membership" className={styles.linkRow}>
              <span className={styles.label}>{MENU_TEXT.membership}</span>
              <strong data-testid="menu-cards">
                <Value data={data.cardCount} render={(n) => `${formatNumber(n)} Kartu`} />
              </strong>
            </Link>
          </li>
          <ReferralRow code={data.referralCode} />
        </ul>
        <button type="button" className={styles.logout} onClick={openLogout}>
          {MENU_TEXT.logout}
        </button>
      </Popover>
      <LogoutDialog open={logout !== null} fromHome={logout?.fromHome ?? false} onClose={() => setLogout(null)} />
    </>
  );
}

