// /account/card, 'Kartu Saya': the member's card for the till: name, tier, and the Value ID as
// a QR code and a Code 128 barcode with the number large beneath (a cashier types it when a
// scan fails). Full screen: the code on white at full width, the screen kept on, Back closes
// it. The same card opens offline from the wallet (the shell's offline page), drawn with the
// same rules (shared-contracts/wallet/till.css).
import 'shared-contracts/wallet/till.css';
import { Skeleton, useGetTierQuery, useRemoteProps } from 'shared-contracts';
import { Button, PageHeading, QrCode } from 'shared-kit';
import { FullscreenDialog } from '../../common/FullscreenDialog';
import { BrightnessHint } from '../../common/BrightnessHint';
import { useCodeInHistory } from '../../common/useCodeInHistory';
import { Code128 } from './Code128';
import { MEMBER_CARD_TEXT as T, groupedId } from './memberCardText';
import styles from './wallet.module.css';

function TierChip() {
  const tier = useGetTierQuery();
  if (tier.isLoading) return <Skeleton width={80} height={24} />;
  if (!tier.data) return null;
  return <span className="mv-member-card__tier">Tier {tier.data.tierName}</span>;
}

export function MemberCardPage() {
  const { session } = useRemoteProps();
  const user = session.user;
  const { open, show, close } = useCodeInHistory(user ? `card:${user.valueId}` : 'card');
  if (!user) return null;
  const codes = (size: 'card' | 'till') => (
    <>
      <div className={size === 'till' ? 'mv-till-qr' : 'mv-member-card__qr'} data-testid={size === 'till' ? 'fullscreen-qr' : 'card-qr'}>
        <QrCode value={user.valueId} label={`Kode QR ${T.valueId} ${user.valueId}`} size="100%" />
      </div>
      <Code128 value={user.valueId} label={`Barcode ${T.valueId} ${user.valueId}`} />
      <p className="mv-till-number" data-testid={size === 'till' ? 'fullscreen-code' : 'card-number'}>
        <span className="mv-visually-hidden">{T.valueId} </span>
        {groupedId(user.valueId)}
      </p>
    </>
  );
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <div className="mv-member-card">
        <div className="mv-member-card__head">
          <p className="mv-member-card__brand">MyValue</p>
          <p className="mv-member-card__name" data-testid="card-name">
            {user.fullName}
          </p>
          <TierChip />
        </div>
        <button type="button" className="mv-member-card__codes" onClick={show} aria-label={`${T.fullscreen}: ${T.valueId} ${user.valueId}`}>
          {codes('card')}
        </button>
        <Button onClick={show}>{T.fullscreen}</Button>
        <p className="mv-member-card__hint">{T.hint}</p>
      </div>
      <p className={styles.offline}>{T.offline}</p>
      <FullscreenDialog open={open} title={T.title} onClose={close}>
        <p className={styles.tillSub}>
          {user.fullName} · {T.hint}
        </p>
        {codes('till')}
        <BrightnessHint />
      </FullscreenDialog>
    </>
  );
}
