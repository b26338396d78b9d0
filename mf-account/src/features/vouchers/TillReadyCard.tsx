// An active voucher or ticket ready to show at the till: code and QR (drawn locally); a tap
// opens it full-screen, big enough for the cashier's scanner. The full-screen view is drawn
// from the item already on the page (nothing is fetched), so it works with no connection.
import 'shared-contracts/wallet/till.css';
import { Link } from 'shared-contracts';
import { Button, Card, QrCode, SafeHtml } from 'shared-contracts';
import { Countdown } from './Countdown';
import { FullscreenDialog } from './FullscreenDialog';
import { useCodeInHistory } from './useCodeInHistory';
import type { VoucherItem } from './items';
import styles from './vouchers.module.css';

export const TILL_BRIGHTNESS_HINT = 'Naikkan kecerahan layar agar kode mudah dipindai kasir.';

function SunIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

/** Under a code on the full screen: turn the brightness up. */
export function BrightnessHint() {
  return (
    <p className={styles.brightness}>
      <SunIcon />
      {TILL_BRIGHTNESS_HINT}
    </p>
  );
}

export function TillReadyCard({ item }: { item: VoucherItem }) {
  const { open, show, close } = useCodeInHistory(item.code);
  return (
    <Card className={styles.item}>
      <div className={styles.itemHead}>
        <img src={item.image} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />
        <div>
          <h3 className={styles.itemTitle}>
            <Link to={item.href}>{item.title}</Link>
          </h3>
          <p className={styles.subtitle}>{item.subtitle}</p>
          {item.when ? <p className={styles.subtitle}>{item.when}</p> : null}
        </div>
      </div>
      <button
        type="button"
        className={styles.codeButton}
        onClick={show}
        aria-label={`Tampilkan kode ${item.code} layar penuh`}
      >
        <QrCode value={item.qrValue} label={`Kode QR ${item.code}`} size={96} />
        <span className={styles.code}>{item.code}</span>
      </button>
      {item.redeemTo ? <Countdown redeemTo={item.redeemTo} /> : null}
      {item.terms ? (
        <details className={styles.terms}>
          <summary>Syarat &amp; Ketentuan</summary>
          <SafeHtml html={item.terms} />
        </details>
      ) : null}
      <Button variant="secondary" onClick={show}>
        Tampilkan Kode
      </Button>
      <FullscreenDialog open={open} title={item.title} onClose={close}>
        <p className={styles.subtitle}>{item.subtitle} · Tunjukkan kode ini ke kasir.</p>
        <div className="mv-till-qr" data-testid="fullscreen-qr">
          <QrCode value={item.qrValue} label={`Kode QR ${item.code}`} size="100%" />
        </div>
        <p className="mv-till-number" data-testid="fullscreen-code">
          {item.code}
        </p>
        <div className={styles.tillTime}>
          {item.redeemTo ? <Countdown redeemTo={item.redeemTo} /> : item.when ? <p>{item.when}</p> : null}
        </div>
        <BrightnessHint />
      </FullscreenDialog>
    </Card>
  );
}
