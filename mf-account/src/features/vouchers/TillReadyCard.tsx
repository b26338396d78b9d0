// An active voucher or ticket ready to show at the till: code and QR (drawn locally); a tap
// opens it full-screen, big enough for the cashier's scanner.
import { useState } from 'react';
import { Link } from 'shared-contracts';
import { Button, Card, QrCode } from 'shared-contracts';
import { Countdown } from './Countdown';
import { FullscreenDialog } from './FullscreenDialog';
import type { VoucherItem } from './items';
import styles from './vouchers.module.css';

export function TillReadyCard({ item }: { item: VoucherItem }) {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
        aria-label={`Tampilkan kode ${item.code} layar penuh`}
      >
        <QrCode value={item.qrValue} label={`Kode QR ${item.code}`} size={96} />
        <span className={styles.code}>{item.code}</span>
      </button>
      {item.redeemTo ? <Countdown redeemTo={item.redeemTo} /> : null}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Tampilkan Kode
      </Button>
      <FullscreenDialog open={open} title={item.title} onClose={() => setOpen(false)}>
        <p className={styles.subtitle}>Tunjukkan kode ini ke kasir.</p>
        <QrCode value={item.qrValue} label={`Kode QR ${item.code}`} size={260} />
        <p className={styles.bigCode} data-testid="fullscreen-code">
          {item.code}
        </p>
        {item.redeemTo ? <Countdown redeemTo={item.redeemTo} /> : item.when ? <p>{item.when}</p> : null}
      </FullscreenDialog>
    </Card>
  );
}
