// An active voucher or ticket ready to show at the till: code and QR (drawn locally); a tap
// opens it full-screen, big enough for the cashier's scanner. The full-screen view is drawn
// from the item already on the page (nothing is fetched), so it works with no connection.
import 'shared-contracts/wallet/till.css';
import { Link } from 'shared-contracts';
import { useRemoteProps } from 'shared-contracts';
import { Button, Card, QrCode, SafeHtml } from 'shared-kit';
import { ReminderButton } from '../../common/ReminderButton';
import { voucherEndIcs } from '../../common/reminderCalendar';
import { Countdown } from './Countdown';
import { BrightnessHint } from '../../common/BrightnessHint';
import { FullscreenDialog } from '../../common/FullscreenDialog';
import { useCodeInHistory } from '../../common/useCodeInHistory';
import type { VoucherItem } from '../../common/voucherItems';
import styles from './vouchers.module.css';

export function TillReadyCard({ item }: { item: VoucherItem }) {
  const { open, show, close } = useCodeInHistory(item.code);
  const { siteConfig } = useRemoteProps();
  const redeemTo = item.redeemTo;
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
      {redeemTo ? (
        <ReminderButton
          fileName={`pengingat-${item.key}`}
          label={`Ingatkan Saya sebelum voucher ${item.title} berakhir`}
          ics={() => voucherEndIcs({ ...item, redeemTo }, siteConfig.publicUrl)}
        />
      ) : null}
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
