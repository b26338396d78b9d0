// A QR code generated locally (no external service) as an inline SVG. The encoder loads
// when a code is first shown (it is not needed for any page's first paint).
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** Accessible description, e.g. 'Kode QR voucher ABC123'. */
  label: string;
  size?: number;
}

export function QrCode({ value, label, size = 180 }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
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
      style={{ width: size, height: size }}
      // The SVG comes from the qrcode library's own serializer, not from user input.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
