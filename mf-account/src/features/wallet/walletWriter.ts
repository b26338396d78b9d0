// Writes the offline wallet: the member card, and vouchers and tickets as the wallet keeps
// them: only what the till needs (code, what it is, until when, the terms as plain text) and
// nothing more of the member's. Loaded after the page (WalletKeeper), with the wallet's
// validation.
import { type SessionUser } from 'shared-contracts';
import { htmlToText } from 'shared-kit';
import type { Voucher, VoucherTicket } from 'shared-contracts/schemas';
import { WALLET_TERMS_MAX, keepInWallet, type WalletItem } from 'shared-contracts/wallet';
import { validUntilText } from 'shared-kit';
import { fromTicket, fromVoucher, type VoucherItem } from '../../common/voucherItems';

function termsText(html: string): string {
  const text = htmlToText(html);
  return text.length <= WALLET_TERMS_MAX ? text : `${text.slice(0, WALLET_TERMS_MAX - 1)}…`;
}

function toWalletItem(item: VoucherItem, validUntil: string, validityText: string): WalletItem {
  return {
    key: item.key,
    kind: item.kind,
    title: item.title,
    subtitle: item.subtitle,
    code: item.code,
    qrValue: item.qrValue,
    validUntil,
    validityText,
    terms: termsText(item.terms),
    href: item.href,
  };
}

export function walletVoucher(v: Voucher): WalletItem {
  return toWalletItem(fromVoucher(v), v.redeemTo, validUntilText(v.redeemTo));
}

/** A ticket's code is good until its event ends. */
export function walletTicket(t: VoucherTicket): WalletItem {
  const item = fromTicket(t);
  return toWalletItem(item, t.event.endDate, item.when ?? validUntilText(t.event.endDate));
}

export interface MemberWalletData {
  user: SessionUser;
  endsAt: number | null;
  tierName: string | null;
  /** Undefined when not (freshly) loaded: the wallet keeps what it had. */
  vouchers: Voucher[] | undefined;
  tickets: VoucherTicket[] | undefined;
  /** When the network gave the newest of these answers. */
  at: Date;
}

/** Writes the member's wallet from their pages' data: only active codes. */
export function writeMemberWallet({ user, endsAt, tierName, vouchers, tickets, at }: MemberWalletData): boolean {
  return keepInWallet(
    {
      memberId: user.valueId,
      card: { name: user.fullName, tierName, valueId: user.valueId },
      sessionEndsAt: endsAt,
      vouchers: vouchers?.filter((v) => v.status === 'ACTIVE').map(walletVoucher),
      tickets: tickets?.filter((t) => t.status === 'ACTIVE').map(walletTicket),
    },
    at,
  );
}
