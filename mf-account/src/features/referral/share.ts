// The WhatsApp invitation: wa.me with the text URL-encoded (no phone: the member picks a chat).
import { formatPoints } from 'shared-kit';

export function invitationText(code: string, publicUrl: string, refereeReward?: number | null): string {
  const reward = refereeReward ? ` dan dapatkan ${formatPoints(refereeReward)} poin` : '';
  const link = `${publicUrl.replace(/\/+$/, '')}/referral`;
  return `Yuk gabung MyValue, kumpulkan poin dan tukarkan dengan voucher menarik! Pakai kode referral ${code.toUpperCase()} saat daftar${reward}. ${link}`;
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
