// A QR code generated locally (no external service) as an inline SVG: black modules on
// white, whatever the page around it, so a scanner reads it. The encoder is its own chunk:
// no page's first paint needs it in the browser. The server renderer loads it before its
// first render (like the sanitiser), so a member's codes are in the server paint, drawn,
// and hydration keeps them; pages that show codes load it ahead (loadQrEncoder, shared-contracts), so a
// code still opens full-screen when the connection has dropped.
import { useEffect, useMemo, useState } from 'react';
// The encoder's loader and cache are the contract's (shared-contracts/src/drawing.ts): the
// server renderer loads the one copy every kit version reads.
import { loadedQrEncoder, loadQrEncoder } from 'shared-contracts';
import { qrSvgWith } from 'shared-contracts/barcodes/qr';
import styles from './ui.module.css';

export interface QrCodeProps {
  value: string;
  /** Accessible description, e.g. 'Kode QR voucher ABC123'. */
  label: string;
  /** Pixels, or a CSS length such as 'min(80vw, 360px)'. */
  size?: number | string;
  className?: string;
}

/** The code's SVG, drawn now if the encoder is loaded; null otherwise or on bad input. */
const svgNow = (value: string): string | null => {
  const encoder = loadedQrEncoder();
  return encoder ? qrSvgWith(encoder, value) : null;
};

export function QrCode({ value, label, size = 180, className }: QrCodeProps) {
  const [encoderReady, setEncoderReady] = useState(loadedQrEncoder() !== null);
  useEffect(() => {
    if (encoderReady) return undefined;
    let live = true;
    loadQrEncoder().then(
      () => live && setEncoderReady(true),
      // The box stays empty (the code is printed beside it); another code tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [encoderReady, value]);
  const svg = useMemo(() => (encoderReady ? svgNow(value) : null), [encoderReady, value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      className={[styles.qr, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      // The SVG comes from the qrcode library's own serializer, not from user input. Before
      // the encoder is there on a hydrating page, '' keeps the server's drawing (React does
      // not touch innerHTML while hydrating).
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: svg ?? '' }}
    />
  );
}
