// How the site draws a QR code, one rule for every place that draws one (the QrCode
// component, the offline page): black modules on white whatever the page around it, a
// quiet zone, medium error correction. The `qrcode` library encodes; callers pass it in,
// so each loads it as suits it (the pages lazily, the offline page with itself).
import type * as QRCode from 'qrcode';

export const QR_COLOURS = { dark: '#000000', light: '#ffffff' } as const;

const QR_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: QR_COLOURS } as const;

type QrEncoder = Pick<typeof QRCode, 'toString'>;

/** The code's SVG markup (the library's callback form runs synchronously), or null on input it cannot encode. */
export function qrSvgWith(encoder: QrEncoder, value: string): string | null {
  let svg: string | null = null;
  encoder.toString(value, QR_OPTIONS, (error, out) => {
    svg = error ? null : out;
  });
  return svg;
}
