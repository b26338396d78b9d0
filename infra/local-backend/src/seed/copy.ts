// Long-form Indonesian HTML built around each seeded item's title.
import { escapeHtml as e } from '../html';

/**
 * A promo's copy. An INFO promo costs no points and is never exchanged ('Gratis – tidak perlu
 * ditukar' on its page): its copy says to show the page at the till, never to press 'Tukar Poin'.
 */
export function promoCopy(title: string, merchant: string, promoType: 'VOUCHER' | 'INFO' = 'VOUCHER'): { content: string; tnc: string; howToUse: string } {
  if (promoType === 'INFO') {
    return {
      content: `<p>Nikmati <strong>${e(title)}</strong> di ${e(merchant)} khusus untuk member MyValue.</p><p>Promo ini gratis dan tidak perlu ditukar dengan poin: cukup tunjukkan halaman ini di gerai ${e(merchant)} yang berpartisipasi di seluruh Indonesia.</p>`,
      tnc: `<ol><li>Promo berlaku untuk member MyValue selama periode promo.</li><li>Promo tidak dapat diuangkan atau digabung dengan promo lain.</li><li>Promo berlaku selama persediaan masih ada.</li><li>${e(merchant)} berhak membatalkan promo yang disalahgunakan.</li></ol>`,
      howToUse: `<ol><li>Buka halaman promo ini di aplikasi atau situs MyValue.</li><li>Tunjukkan halaman ini kepada kasir ${e(merchant)} sebelum membayar.</li><li>Kasir menerapkan promo pada transaksimu.</li></ol>`,
    };
  }
  return {
    content: `<p>Nikmati <strong>${e(title)}</strong> di ${e(merchant)} khusus untuk member MyValue.</p><p>Tukarkan poinmu sekarang dan gunakan voucher di gerai ${e(merchant)} yang berpartisipasi di seluruh Indonesia.</p>`,
    tnc: `<ol><li>Voucher hanya berlaku untuk member MyValue yang sudah terverifikasi.</li><li>Voucher berlaku 30 hari sejak ditukar dan tidak dapat diperpanjang.</li><li>Voucher tidak dapat diuangkan atau digabung dengan promo lain.</li><li>Satu voucher untuk satu kali transaksi.</li><li>${e(merchant)} berhak membatalkan voucher yang disalahgunakan.</li></ol>`,
    howToUse: `<ol><li>Pilih promo lalu tekan <strong>Tukar Poin</strong>.</li><li>Buka menu <strong>Voucher Saya</strong> di akunmu.</li><li>Tunjukkan kode voucher atau kode QR kepada kasir ${e(merchant)}.</li><li>Kasir memindai kode dan potongan langsung diterapkan.</li></ol>`,
  };
}

export function eventCopy(title: string, organizer: string, venue: string, city: string): { description: string; tnc: string } {
  return {
    description: `<p><strong>${e(title)}</strong> diselenggarakan oleh ${e(organizer)} di ${e(venue)}, ${e(city)}.</p><p>Acara terbuka untuk member MyValue. Daftarkan dirimu dan teman-temanmu, lalu tunjukkan e-tiket di meja registrasi.</p><ul><li>Sesi utama bersama narasumber</li><li>Tanya jawab dan sesi foto</li><li>Hadiah menarik untuk peserta beruntung</li></ul>`,
    tnc: `<ol><li>Satu e-tiket berlaku untuk satu orang.</li><li>Poin yang sudah digunakan tidak dapat dikembalikan.</li><li>Peserta wajib hadir 30 menit sebelum acara dimulai.</li><li>Panitia berhak mengubah jadwal dengan pemberitahuan sebelumnya.</li></ol>`,
  };
}

export function campaignCopy(title: string, subtitle: string): string {
  return `<p><strong>${e(title)}</strong>: ${e(subtitle)}.</p><p>Temukan promo pilihan dari mitra MyValue dan ikuti acara seru selama kampanye berlangsung. Tukar poinmu sebelum kuota habis!</p>`;
}
