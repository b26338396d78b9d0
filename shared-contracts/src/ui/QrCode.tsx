// A QR code generated locally (no external service) as an inline SVG: black modules on
// white, whatever the page around it, so a scanner reads it. The encoder is its own chunk:
// no page's first paint needs it; pages that show codes load it ahead (loadQrEncoder), so
// a code still opens when the connection has dropped.
import { useEffect, useState } from 'react';
import styles from './ui.module.css';

export interface QrCodeProps {
  value: string;
  /** Accessible description, e.g. 'Kode QR voucher ABC123'. */
  label: string;
  /** Pixels, or a CSS length such as 'min(80vw, 360px)'. */
  size?: number | string;
  className?: string;
}

export const QR_COLOURS = { dark: '#000000', light: '#ffffff' } as const;

type QrEncoder = typeof import('qrcode');
let encoder: Promise<QrEncoder> | null = null;

/** The QR encoder, loaded once (a failed load is tried again next time). */
export function loadQrEncoder(): Promise<QrEncoder> {
  encoder ??= import('qrcode').then((m) => m.default, (error: unknown) => {
    encoder = null;
    throw error;
  });
  return encoder;
}

export function QrCode({ value, label, size = 180, className }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadQrEncoder()
      .then((encoder) => encoder.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: QR_COLOURS }))
      .then(
      (out) => live && setSvg(out),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      className={[styles.qr, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      // The SVG comes from the qrcode library's own serializer, not from user input.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
