// A Code 128 barcode as SVG markup, drawn by bwip-js (only its Code 128 encoder and SVG
// drawing are bundled). Cashiers' hand scanners read 1-D codes that many cannot read from a
// QR; the number is printed beneath by the page, large, for typing when a scan fails.
import { code128, drawingSVG } from 'bwip-js/browser';

/** Bars on white with a quiet zone of 10 modules each side; no text (the page prints the number). */
export function code128Svg(value: string): string | null {
  try {
    return code128(
      { bcid: 'code128', text: value, scale: 2, height: 14, includetext: false, paddingwidth: 10, paddingheight: 2, backgroundcolor: 'FFFFFF' },
      drawingSVG(),
    );
  } catch {
    // bwip-js throws on text Code 128 cannot carry: no bars then; the number stays printed.
    return null;
  }
}
