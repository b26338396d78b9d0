// 'Tukar Poin': visitors go to sign-in and come back; members confirm (cost, balance
// after) and redeem once; the new voucher is shown with its code and QR.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'shared-contracts';
import {
  Button,
  Dialog,
  QrCode,
  TRACK_EVENTS,
  buttonClass,
  formatDate,
  formatPoints,
  useRemoteProps,
} from 'shared-contracts';
import type { Promo, PromoBuyResponse } from 'shared-contracts/schemas';
import { useLoginHere, useMemberBalance } from '../../common/session';
import { newIdempotencyKey } from './idempotencyKey';
import { useCatalogRedeemPromoMutation } from './promoApi';
import { priceLabel } from './promoLabels';
import { REDEEM_COPY, redeemErrorCode, redeemErrorMessage } from './redeemErrors';
import styles from './promo.module.css';

export const REDEEM_LABEL = 'Tukar Poin';

/** Why this promo cannot be redeemed at all right now, or null. */
export function redeemBlocker(promo: Pick<Promo, 'promoType' | 'isExpired' | 'isQuotaAvailable' | 'validFrom'>, now = Date.now()): string | null {
  if (promo.promoType === 'INFO') return REDEEM_COPY.notRedeemable;
  if (promo.isExpired) return REDEEM_COPY.expired;
  if (!promo.isQuotaAvailable) return REDEEM_COPY.quotaGone;
  if (Date.parse(promo.validFrom) > now) return REDEEM_COPY.notStarted;
  return null;
}

export function RedeemPanel({ promo }: { promo: Promo }) {
  const { track } = useRemoteProps();
  const login = useLoginHere();
  const { isMember, balance } = useMemberBalance();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<PromoBuyResponse | null>(null);
  const [redeem, state] = useCatalogRedeemPromoMutation();
  // One key per confirmation: a retried or double-fired request is redeemed once.
  const key = useRef<string>('');
  const inFlight = useRef(false);

  // After a redemption the promo refetches (quota may now be gone): the dialog with the
  // new voucher stays open regardless.
  const blocker = redeemBlocker(promo);
  const close = useCallback(() => {
    if (inFlight.current) return;
    setOpen(false);
    setResult(null);
    state.reset();
  }, [state]);

  const start = () => {
    if (!isMember) {
      // Visitors (and a session not yet known) sign in and come back to this promo.
      login();
      return;
    }
    key.current = newIdempotencyKey();
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
    <div>
      {blocker ? (
        <>
          {promo.promoType === 'VOUCHER' ? (
            <Button className={styles.fullWidth} disabled>
              {REDEEM_LABEL}
            </Button>
          ) : null}
          <p className={styles.notice} role="note">
            {blocker}
          </p>
        </>
      ) : (
        <Button className={styles.fullWidth} onClick={start}>
          {REDEEM_LABEL}
        </Button>
      )}
      {promo.isAlreadyPurchased ? (
        <p className={styles.notice}>
          Kamu sudah pernah menukar voucher ini. <Link to="/account/voucher">Lihat Voucher Saya</Link>
        </p>
      ) : null}
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
              <dd>{priceLabel(promo.price)}</dd>
              <dt>Poin kamu</dt>
              <dd>{known ? `${formatPoints(balance)} Poin` : 'Memuat…'}</dd>
              {after !== undefined && !short ? (
                <>
                  <dt>Sisa poin setelah ditukar</dt>
                  <dd>{formatPoints(after)} Poin</dd>
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
    </div>
  );
}
