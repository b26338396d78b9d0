// A Code 128 barcode drawn locally (bwip-js, shared-contracts/barcodes) as inline SVG, black
// on white at the width it is given; server and browser draw the same markup, so hydration
// keeps it. The number is printed by the caller, large, for the cashier to type. Its rule,
// .mv-barcode, is in shared-contracts/wallet/till.css (the page that shows it imports it).
import { useMemo } from 'react';
import { code128Svg } from 'shared-contracts/barcodes';

export function Code128({ value, label, className }: { value: string; label: string; className?: string }) {
  const svg = useMemo(() => code128Svg(value), [value]);
  if (!svg) return null;
  return (
    <div
      role="img"
      aria-label={label}
      data-barcode-value={value}
      className={['mv-barcode', className].filter(Boolean).join(' ')}
      // The SVG is bwip-js's own drawing of the member's id, not user HTML.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
