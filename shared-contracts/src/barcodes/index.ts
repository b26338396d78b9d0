// Barcodes for the till: the QR rule and Code 128. Not part of the shared singleton: only
// the pages that show codes bundle them.
export * from './qr';
export * from './code128';
