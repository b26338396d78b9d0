// The member's offline wallet (issue 29): what the till needs when there is no signal: the
// member card (name, tier, Value ID) and the active vouchers and tickets with their codes,
// validity and terms. It lives in the member's own browser storage (localStorage, this
// origin only), never in a cache a URL can reach. The account remote writes it from the
// data it renders (WalletKeeper); the shell's offline page reads it; the shell erases it at
// logout, when the session ends or another member signs in, and whenever a page is served
// with no session (a visitor's browser holds no member data). See docs/architecture.md §11.
// zod/mini, not the classic API: the account remote writes the wallet on its first page,
// and the classic API's method chains cannot be tree-shaken (20 kB of the page's scripts).
import '../zodJitless';
import * as z from 'zod/mini';
import { defaultWalletStorage, eraseWallet, WALLET_STORAGE_KEY, type WalletStorage } from './storage';

export { eraseWallet, eraseWalletUnlessOf, WALLET_STORAGE_KEY } from './storage';
/** Bumped when the stored shape changes: an older wallet is then dropped, never misread. */
export const WALLET_FORMAT = 1;
/** Terms are kept as plain text, cut to this length (the full terms are on the promo page). */
export const WALLET_TERMS_MAX = 1200;
/** At most this many vouchers and as many tickets are kept (the first pages of 'Voucher Saya'). */
export const WALLET_ITEMS_MAX = 30;

const IsoSchema = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'ISO date'));
const text = (max: number) => z.string().check(z.maxLength(max));
const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const WalletItemSchema = z.object({
  key: nonEmpty(40),
  kind: z.enum(['promo', 'event']),
  title: text(300),
  /** Merchant name or the event's venue. */
  subtitle: text(300),
  code: nonEmpty(200),
  qrValue: nonEmpty(500),
  /** When the code stops being valid: a voucher's redeemTo, a ticket's event end. */
  validUntil: IsoSchema,
  /** What the member reads about validity: 'Berlaku hingga …' or the event's dates. */
  validityText: text(200),
  terms: text(WALLET_TERMS_MAX),
  /** The promo's or event's page on the site: a path of this site, never another host ('//…'). */
  href: z.string().check(z.regex(/^\/(?!\/)/), z.maxLength(300)),
});
export type WalletItem = z.infer<typeof WalletItemSchema>;

export const WalletCardSchema = z.object({
  name: text(200),
  /** Null while the tier has not loaded yet. */
  tierName: z.nullable(text(40)),
  valueId: nonEmpty(64),
});
export type WalletCard = z.infer<typeof WalletCardSchema>;

const items = z.nullable(z.array(WalletItemSchema).check(z.maxLength(WALLET_ITEMS_MAX)));

export const WalletSchema = z.object({
  format: z.literal(WALLET_FORMAT),
  /** Whose wallet: the member's Value ID. */
  memberId: nonEmpty(64),
  card: WalletCardSchema,
  /** Null until 'Voucher Saya' data has been seen once. */
  vouchers: items,
  tickets: items,
  /** When the codes were last written from the network's data ('Terakhir diperbarui'); the card alone does not move it. */
  updatedAt: IsoSchema,
  /** Seconds since the epoch when the session ends at the latest (its refresh token's expiry), if known. */
  sessionEndsAt: z.nullable(z.int()),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** The wallet kept in this browser, or null (none, unreadable, or of an older format: then it is removed). */
export function readWallet(storage: WalletStorage | null = defaultWalletStorage()): Wallet | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(WALLET_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = WalletSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  eraseWallet(storage);
  return null;
}

export interface WalletUpdate {
  memberId: string;
  card: WalletCard;
  sessionEndsAt: number | null;
  /** Only what was seen: an absent list keeps the one kept before. */
  vouchers?: WalletItem[];
  tickets?: WalletItem[];
}

/**
 * Writes what the member's pages have just shown. Another member's wallet is replaced, not
 * merged. Returns false when nothing could be stored (full or blocked storage): the pages
 * work as before, only offline use is lost.
 */
export function keepInWallet(update: WalletUpdate, now: Date, storage: WalletStorage | null = defaultWalletStorage()): boolean {
  if (!storage) return false;
  const before = readWallet(storage);
  const mine = before?.memberId === update.memberId ? before : null;
  const wallet: Wallet = {
    format: WALLET_FORMAT,
    memberId: update.memberId,
    card: update.card,
    vouchers: (update.vouchers ?? mine?.vouchers ?? null)?.slice(0, WALLET_ITEMS_MAX) ?? null,
    tickets: (update.tickets ?? mine?.tickets ?? null)?.slice(0, WALLET_ITEMS_MAX) ?? null,
    // The codes are what the till needs: a newer tier does not make older codes newer.
    updatedAt: update.vouchers || update.tickets || !mine ? now.toISOString() : mine.updatedAt,
    sessionEndsAt: update.sessionEndsAt,
  };
  const checked = WalletSchema.safeParse(wallet);
  if (!checked.success) return false;
  try {
    storage.setItem(WALLET_STORAGE_KEY, JSON.stringify(checked.data));
    return true;
  } catch {
    return false;
  }
}

/** Whether an item's code has stopped being valid (it may have expired while offline). */
export const isWalletItemExpired = (item: WalletItem, now: Date): boolean => Date.parse(item.validUntil) <= now.getTime();

/** Whether the session the wallet was written in has certainly ended by now. */
export const isWalletSessionOver = (wallet: Wallet, now: Date): boolean =>
  wallet.sessionEndsAt !== null && wallet.sessionEndsAt * 1000 <= now.getTime();
