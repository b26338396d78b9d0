// The offline wallet's texts (the wallet's stored shape is the contract's,
// shared-contracts/wallet): the account remote writes validUntilText into each item, the
// shell's offline page shows lastUpdatedText. Words and date forms are the kit's, so a
// change of wording ships with the app that writes or shows it.
import type { Wallet } from 'shared-contracts/wallet';
import { formatDate, formatTime } from './date';

/** 'Terakhir diperbarui 27 Nov 2026 19.05 WIB'. */
export function lastUpdatedText(wallet: Pick<Wallet, 'updatedAt'>): string {
  return `Terakhir diperbarui ${formatDate(wallet.updatedAt)} ${formatTime(wallet.updatedAt)}`;
}

/** 'Berlaku hingga 30 Nov 2026 23.59 WIB'. */
export function validUntilText(iso: string): string {
  return `Berlaku hingga ${formatDate(iso)} ${formatTime(iso)}`;
}
