// 'Tukar Poin' and what replaces it (sold out, ended, already redeemed, not enough points,
// sign in first), with the points cost: a bar that sticks to the bottom of a phone's screen
// and the side card on desktop. Visitors are told they need an account before leaving;
// members confirm (cost, balance after) and redeem once; the new voucher is shown with its
// code and QR. The dialogs are the bar's siblings, never inside the sticky bar.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'shared-contracts';
import { TRACK_EVENTS, newIdempotencyKey, useRemoteProps } from 'shared-contracts';
import { Button, Dialog, QrCode, buttonClass, formatDate, formatPoints, formatTime, priceLabel } from 'shared-kit';
import type { Promo, PromoBuyResponse } from 'shared-contracts/schemas';
import { useMemberBalance } from '../../common/session';
import { SignInDialog } from '../../common/SignInDialog';
import { useCatalogRedeemPromoMutation } from '../../api/promoApi';
import { REDEEM_COPY, redeemErrorCode, redeemErrorMessage } from './redeemErrors';
import { redeemState, type RedeemState } from './redeemState';
import styles from '../../common/promo.module.css';

export const REDEEM_LABEL = 'Tukar Poin';
export { redeemBlocker } from './redeemState';

export function RedeemPanel({ promo }: { promo: Promo }) {
  const { track, session } = useRemoteProps();
  const { isMember, balance } = useMemberBalance();
  const offer = redeemState(promo, { session: session.status, balance });
  const [open, setOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [result, setResult] = useState<PromoBuyResponse | null>(null);
  const [redeem, state] = useCatalogRedeemPromoMutation();
  // One key per confirmation: a retried or double-fired request is redeemed once.
  const key = useRef<string>('');
  const inFlight = useRef(false);

  // After a redemption the promo refetches (quota may now be gone): the dialog with the
  // new voucher stays open regardless.
  const close = useCallback(() => {
    if (inFlight.current) return;
    setOpen(false);
    setResult(null);
    state.reset();
  }, [state]);

  const start = () => {
    if (!isMember) {
      // A visitor is told why first; 'Masuk' signs in and comes back to this promo.
      setSignInOpen(true);
      return;
    }
    key.current = newIdempotencyKey('mv');
    state.reset();
    setResult(null);
    setOpen(true);
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const response = await redeem({ promoId: promo.id, idempotencyKey: key.current });
      if ('data' in response && response.data) {
        setResult(response.data);
        track(TRACK_EVENTS.redeemPromo, { promoId: promo.id, slug: promo.slug, price: promo.price, status: 'success' });
      } else {
        track(TRACK_EVENTS.redeemPromo, {
          promoId: promo.id,
          slug: promo.slug,
          price: promo.price,
          status: 'failed',
          errorCode: redeemErrorCode(response.error),
        });
      }
    } finally {
      inFlight.current = false;
    }
  };

  const known = balance !== undefined;
  const after = known ? balance - promo.price : undefined;
  const short = after !== undefined && after < 0;

  return (
    <>
      <section className={styles.buyBar} aria-label="Tukar promo">
        <div className={styles.buyInfo}>
          <p className={styles.bigPrice}>{priceLabel(promo.price)}</p>
          <p className={`${styles.buyValidity} ${styles.desktopOnly}`}>
            Berlaku hingga {formatDate(promo.validTo)} {formatTime(promo.validTo)}
          </p>
          <BarStatus state={offer} balance={balance} />
        </div>
        <div className={styles.buyAction}>
          <BarAction state={offer} promo={promo} onRedeem={start} />
        </div>
      </section>
      <SignInDialog open={signInOpen} reason={REDEEM_COPY.signInReason} onClose={() => setSignInOpen(false)} />
      <Dialog
        open={open}
        onClose={close}
        title={result ? 'Voucher Berhasil Ditukar' : 'Tukar Poin'}
        actions={
          result ? (
            <>
              <Button variant="secondary" onClick={close}>
                Tutup
              </Button>
              <Link to="/account/voucher" className={buttonClass('primary')}>
                Lihat Voucher Saya
              </Link>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={state.isLoading}>
                Batal
              </Button>
              <Button onClick={() => void confirm()} disabled={state.isLoading || !known || short} aria-busy={state.isLoading}>
                {state.isLoading ? 'Memproses…' : 'Tukar Sekarang'}
              </Button>
            </>
          )
        }
      >
        {result ? (
          <div className={styles.voucher} aria-live="polite">
            <p>{promo.title}</p>
            <QrCode value={result.voucher.qrCode} label={`Kode QR voucher ${result.voucher.code}`} />
            <p className={styles.code} aria-label={`Kode voucher ${result.voucher.code}`}>
              {result.voucher.code}
            </p>
            <p>Berlaku hingga {formatDate(result.voucher.redeemTo)}</p>
            <p>Sisa poin kamu: {formatPoints(result.point)} Poin</p>
          </div>
        ) : (
          <div>
            <p>{promo.title}</p>
            <dl className={styles.facts}>
              <dt>Harga</dt>
              <dd className={styles.figure}>{priceLabel(promo.price)}</dd>
              <dt>Poin kamu</dt>
              <dd className={styles.figure}>{known ? `${formatPoints(balance)} Poin` : 'Memuat…'}</dd>
              {after !== undefined && !short ? (
                <>
                  <dt>Sisa poin setelah ditukar</dt>
                  <dd className={styles.figure}>{formatPoints(after)} Poin</dd>
                </>
              ) : null}
            </dl>
            <div aria-live="assertive">
              {short ? (
                <p className={styles.alert} role="alert">
                  {REDEEM_COPY.insufficient} Kamu butuh {formatPoints(-after)} poin lagi.
                </p>
              ) : null}
              {state.isError ? (
                <p className={styles.alert} role="alert">
                  {redeemErrorMessage(state.error)}
                </p>
              ) : null}
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** The line under the price: the member's balance, or why 'Tukar Poin' is not offered. */
function BarStatus({ state, balance }: { state: RedeemState; balance: number | undefined }) {
  switch (state.kind) {
    case 'blocked':
      return (
        <p className={styles.buyStatus} role="note">
          {state.soldOut ? REDEEM_COPY.quotaGoneShort : state.reason}
        </p>
      );
    case 'redeemed':
      return (
        <p className={styles.buyStatus} role="note">
          {REDEEM_COPY.alreadyRedeemed}
        </p>
      );
    case 'insufficient':
      return (
        <p className={`${styles.buyStatus} ${styles.buyShort}`} role="note">
          {REDEEM_COPY.short(formatPoints(state.missing))}
        </p>
      );
    case 'signIn':
      return <p className={styles.buyStatus}>{REDEEM_COPY.signInFirst}</p>;
    case 'available':
      return balance !== undefined ? <p className={styles.buyStatus}>{REDEEM_COPY.balance(formatPoints(balance))}</p> : null;
    case 'checking':
      return null;
  }
}

function BarAction({ state, promo, onRedeem }: { state: RedeemState; promo: Promo; onRedeem: () => void }) {
  switch (state.kind) {
    case 'available':
    case 'signIn':
      return (
        <Button className={styles.buyButton} onClick={onRedeem}>
          {REDEEM_LABEL}
        </Button>
      );
    case 'redeemed':
      return (
        <Link to="/account/voucher" className={`${buttonClass('primary')} ${styles.buyButton}`}>
          Lihat Voucher Saya
        </Link>
      );
    case 'blocked':
      // An INFO promo has nothing to redeem: no button at all.
      return promo.promoType === 'VOUCHER' ? (
        <Button className={styles.buyButton} disabled>
          {state.soldOut ? 'Kuota Habis' : REDEEM_LABEL}
        </Button>
      ) : null;
    case 'insufficient':
    case 'checking':
      return (
        <Button className={styles.buyButton} disabled>
          {REDEEM_LABEL}
        </Button>
      );
  }
}
