// Where the offline wallet is kept, and erasing it: all the shell needs on every page (at
// logout, when the session ends, another member signs in, or a page is served with no
// session). Kept apart from the wallet's schema (wallet.ts, zod) so that every visitor's
// start-up scripts do not carry zod for a removeItem.

/** The localStorage key. One wallet per browser: the member signed in on it. */
export const WALLET_STORAGE_KEY = 'mv-wallet';

/** The storage the wallet uses: localStorage in a page; any Storage in tests. */
export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultWalletStorage(): WalletStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (privacy settings): there is simply no offline wallet.
    return null;
  }
}

/** Removes the wallet. Safe to call at any time (nothing kept, storage blocked). */
export function eraseWallet(storage: WalletStorage | null = defaultWalletStorage()): void {
  try {
    storage?.removeItem(WALLET_STORAGE_KEY);
  } catch {
    // nothing to erase where nothing can be stored
  }
}

/**
 * Erases a wallet that belongs to anyone but this member (another member signed in on this
 * browser). Only the owner is looked at: a wallet that is not even readable is erased too
 * (readWallet would drop it anyway), and a readable one of this member is left to readWallet's
 * full check.
 */
export function eraseWalletUnlessOf(memberId: string, storage: WalletStorage | null = defaultWalletStorage()): void {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(WALLET_STORAGE_KEY) ?? null;
  } catch {
    return;
  }
  if (raw === null) return;
  let owner: unknown;
  try {
    const parsed: unknown = JSON.parse(raw);
    owner = parsed && typeof parsed === 'object' ? (parsed as { memberId?: unknown }).memberId : undefined;
  } catch {
    owner = undefined;
  }
  if (owner !== memberId) eraseWallet(storage);
}
