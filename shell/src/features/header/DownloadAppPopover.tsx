// Desktop top bar: a popover with a QR code (generated locally) of the app-download link.
import { STRINGS } from 'shared-contracts';
import { QrCode } from 'shared-kit';
import { PhoneIcon } from '../icons/icons';
import { Popover } from './Popover';
import { StoreBadges } from '../appLinks/StoreBadges';
import { useAppLinks } from '../appLinks/useAppLinks';
import styles from './Header.module.css';

export const DOWNLOAD_TEXT = {
  trigger: STRINGS.downloadAppMyValue,
  title: STRINGS.downloadAppMyValue,
  hint: 'Pindai kode QR ini dengan kamera ponselmu untuk mengunduh aplikasi MyValue.',
  qrLabel: 'Kode QR untuk mengunduh aplikasi MyValue',
} as const;

export function DownloadAppPopover() {
  const { appDownloadPage } = useAppLinks();
  return (
    <Popover
      panelLabel={DOWNLOAD_TEXT.title}
      triggerClassName={styles.topLink}
      panelClassName={styles.downloadPanel}
      trigger={
        <>
          <PhoneIcon /> {DOWNLOAD_TEXT.trigger}
        </>
      }
    >
      <p className={styles.panelTitle}>{DOWNLOAD_TEXT.title}</p>
      <QrCode value={appDownloadPage} label={DOWNLOAD_TEXT.qrLabel} size={160} />
      <p className={styles.panelHint}>{DOWNLOAD_TEXT.hint}</p>
      <StoreBadges />
    </Popover>
  );
}
