// The site's Indonesian forms of numbers, dates, HTML as text, promo labels and the wallet's
// texts: framework-free (no React, no CSS), so servers and scripts import them as
// 'shared-kit/format'. Phone numbers are a contract rule (normalizePhone, formatPhone in
// shared-contracts/core): the schemas store their normalised form.
export * from './number';
export * from './date';
export * from './htmlText';
export * from './promoLabels';
export * from './walletText';
