// The WhatsApp invitation: wa.me with the text URL-encoded (no phone: the member picks a chat).
// Its link is the site's /referral carrying the code (issue 41 item 3), whose 'Daftar dengan
// kode …' starts sign-up with the code filled in: the friend need not copy it by hand.
import { referralInviteUrl } from 'shared-contracts';
import { formatPoints } from 'shared-kit';

export function invitationText(code: string, publicUrl: string, refereeReward?: number | null): string {
  const reward = refereeReward ? ` dan dapatkan ${formatPoints(refereeReward)} poin` : '';
  return `Yuk gabung MyValue, kumpulkan poin dan tukarkan dengan voucher menarik! Pakai kode referral ${code.toUpperCase()} saat daftar${reward}. ${referralInviteUrl(publicUrl, code)}`;
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
