// Seed copy for events, campaigns, articles, banners, pages and configuration.
import type { IndonesianTimeZone } from 'shared-contracts/schemas';

export interface EventSeed {
  slug: string;
  title: string;
  category: [slug: string, title: string];
  organizer: string;
  venue: string;
  address: string;
  city: string;
  timezone: IndonesianTimeZone;
  /** Days from seed day; negative = past. */
  day: number;
  /** Local start hour at the venue, and duration in hours. */
  hour: number;
  hours: number;
  price: number;
  quota: number;
  /** Seats already taken by people outside the seed's member list. */
  taken: number;
  /** Registration window relative to the start, in days (open: -open..-close before start). */
  regOpenDaysBefore: number;
  regCloseDaysBefore: number;
}

export const EVENTS: EventSeed[] = [
  { slug: 'festival-literasi-jakarta', title: 'Festival Literasi Jakarta', category: ['festival', 'Festival'], organizer: 'Gramedia', venue: 'Gramedia Matraman', address: 'Jl. Matraman Raya No. 46-50', city: 'Jakarta', timezone: 'Asia/Jakarta', day: 9, hour: 10, hours: 8, price: 0, quota: 300, taken: 120, regOpenDaysBefore: 30, regCloseDaysBefore: 1 },
  { slug: 'workshop-menulis-cerpen-bandung', title: 'Workshop Menulis Cerpen Bersama Penulis', category: ['workshop', 'Workshop'], organizer: 'Gramedia Pustaka Utama', venue: 'Gramedia Jalan Merdeka', address: 'Jl. Merdeka No. 43', city: 'Bandung', timezone: 'Asia/Jakarta', day: 14, hour: 13, hours: 3, price: 500, quota: 40, taken: 18, regOpenDaysBefore: 30, regCloseDaysBefore: 2 },
  { slug: 'talkshow-investasi-surabaya', title: 'Talkshow Investasi untuk Pemula', category: ['seminar', 'Seminar'], organizer: 'Kontan', venue: 'Hotel Santika Pandegiling', address: 'Jl. Pandegiling No. 45', city: 'Surabaya', timezone: 'Asia/Jakarta', day: 6, hour: 9, hours: 4, price: 1000, quota: 2, taken: 2, regOpenDaysBefore: 20, regCloseDaysBefore: 1 },
  { slug: 'malam-puisi-bentara-budaya', title: 'Malam Puisi Bentara Budaya', category: ['pertunjukan', 'Pertunjukan'], organizer: 'Bentara Budaya', venue: 'Bentara Budaya Yogyakarta', address: 'Jl. Suroto No. 2, Kotabaru', city: 'Yogyakarta', timezone: 'Asia/Jakarta', day: 21, hour: 19, hours: 3, price: 0, quota: 150, taken: 40, regOpenDaysBefore: 25, regCloseDaysBefore: 1 },
  { slug: 'kelas-kopi-manual-brew-denpasar', title: 'Kelas Kopi Manual Brew', category: ['workshop', 'Workshop'], organizer: 'Kopi Senja Nusantara', venue: 'The Samaya Seminyak', address: 'Jl. Laksmana, Seminyak', city: 'Denpasar', timezone: 'Asia/Makassar', day: 12, hour: 15, hours: 2, price: 750, quota: 25, taken: 10, regOpenDaysBefore: 20, regCloseDaysBefore: 1 },
  { slug: 'pameran-buku-makassar', title: 'Pameran Buku Makassar', category: ['festival', 'Festival'], organizer: 'Gramedia', venue: 'Gramedia Mal Panakkukang', address: 'Jl. Boulevard, Panakkukang', city: 'Makassar', timezone: 'Asia/Makassar', day: 28, hour: 10, hours: 10, price: 0, quota: 500, taken: 60, regOpenDaysBefore: 40, regCloseDaysBefore: 1 },
  { slug: 'festival-budaya-jayapura', title: 'Festival Budaya dan Buku Papua', category: ['festival', 'Festival'], organizer: 'Kompas', venue: 'Gedung Olahraga Cenderawasih', address: 'Jl. Cenderawasih, Kota Jayapura', city: 'Jayapura', timezone: 'Asia/Jayapura', day: 35, hour: 9, hours: 9, price: 250, quota: 200, taken: 15, regOpenDaysBefore: 10, regCloseDaysBefore: 1 },
  { slug: 'seminar-karier-digital-balikpapan', title: 'Seminar Karier di Era Digital', category: ['seminar', 'Seminar'], organizer: 'UMN Academy', venue: 'Hotel Santika Balikpapan', address: 'Jl. Jend. Sudirman No. 37', city: 'Balikpapan', timezone: 'Asia/Makassar', day: 3, hour: 9, hours: 5, price: 300, quota: 120, taken: 95, regOpenDaysBefore: 30, regCloseDaysBefore: 4 },
  { slug: 'lomba-mewarnai-medan', title: 'Lomba Mewarnai Anak', category: ['lomba', 'Lomba'], organizer: 'Gramedia', venue: 'Gramedia Gajah Mada', address: 'Jl. Gajah Mada No. 35', city: 'Medan', timezone: 'Asia/Jakarta', day: -10, hour: 9, hours: 4, price: 0, quota: 100, taken: 100, regOpenDaysBefore: 30, regCloseDaysBefore: 1 },
  { slug: 'bedah-buku-semarang', title: 'Bedah Buku: Sejarah Rempah Nusantara', category: ['seminar', 'Seminar'], organizer: 'Kompas', venue: 'Gramedia Pandanaran', address: 'Jl. Pandanaran No. 122', city: 'Semarang', timezone: 'Asia/Jakarta', day: -25, hour: 14, hours: 2, price: 200, quota: 80, taken: 64, regOpenDaysBefore: 20, regCloseDaysBefore: 1 },
  { slug: 'konser-amal-manado', title: 'Konser Amal Untuk Perpustakaan Desa', category: ['pertunjukan', 'Pertunjukan'], organizer: 'Kompas TV', venue: 'Manado Convention Center', address: 'Jl. Piere Tendean', city: 'Manado', timezone: 'Asia/Makassar', day: -45, hour: 19, hours: 3, price: 1500, quota: 400, taken: 380, regOpenDaysBefore: 30, regCloseDaysBefore: 1 },
  { slug: 'fun-run-santika-jakarta', title: 'Fun Run Santika 5K', category: ['olahraga', 'Olahraga'], organizer: 'Santika Indonesia Hotels & Resorts', venue: 'Gelora Bung Karno', address: 'Jl. Pintu Satu Senayan', city: 'Jakarta', timezone: 'Asia/Jakarta', day: -70, hour: 6, hours: 3, price: 500, quota: 1000, taken: 870, regOpenDaysBefore: 45, regCloseDaysBefore: 3 },
];

export interface CampaignSeed {
  slug: string;
  title: string;
  subtitle: string;
  themeColor: string;
  startDay: number;
  endDay: number;
  /** Merchant slugs whose promos belong to the campaign. */
  merchants: string[];
  events: Array<[slug: string, title: string, location: string, day: number]>;
}

export const CAMPAIGNS: CampaignSeed[] = [
  { slug: 'pesta-buku-gramedia', title: 'Pesta Buku Gramedia', subtitle: 'Baca lebih banyak, hemat lebih banyak', themeColor: '#84329B', startDay: -7, endDay: 23, merchants: ['gramedia', 'gramedia-digital'], events: [['peluncuran-novel-pesta-buku', 'Peluncuran Novel Terbaru', 'Gramedia Grand Indonesia, Jakarta', 5], ['jumpa-penulis-pesta-buku', 'Jumpa Penulis Favorit', 'Gramedia Jalan Merdeka, Bandung', 12]] },
  { slug: 'staycation-akhir-tahun', title: 'Staycation Akhir Tahun', subtitle: 'Liburan dekat rumah dengan poin MyValue', themeColor: '#1B5E8C', startDay: -3, endDay: 40, merchants: ['santika-premiere', 'hotel-santika', 'amaris-hotel', 'the-samaya-bali'], events: [['open-house-santika', 'Open House Santika', 'Santika Premiere Slipi, Jakarta', 8]] },
  { slug: 'pekan-kopi-nusantara', title: 'Pekan Kopi Nusantara', subtitle: 'Seduhan terbaik dari Sabang sampai Merauke', themeColor: '#6D4C41', startDay: -14, endDay: 7, merchants: ['kopi-senja-nusantara', 'roti-kampung-bakery', 'bakmi-juragan'], events: [['cupping-kopi-jakarta', 'Cupping Kopi Bersama Barista', 'Kopi Senja Nusantara Kemang, Jakarta', 2]] },
  { slug: 'merdeka-belajar', title: 'Merdeka Belajar', subtitle: 'Kelas dan kursus dengan harga pelajar', themeColor: '#2E7D32', startDay: -30, endDay: 30, merchants: ['umn-academy', 'lingua-kursus-bahasa'], events: [['kelas-terbuka-umn', 'Kelas Terbuka UMN', 'Universitas Multimedia Nusantara, Tangerang', 10], ['tes-bahasa-gratis', 'Tes Bahasa Inggris Gratis', 'Lingua Kursus Bahasa, Surabaya', 15]] },
  { slug: 'hari-pelanggan-nasional', title: 'Hari Pelanggan Nasional', subtitle: 'Terima kasih telah setia bersama MyValue', themeColor: '#C62828', startDay: -90, endDay: -60, merchants: ['prima-elektronik', 'batik-lestari', 'apotek-sehat-sentosa'], events: [['meet-and-greet-pelanggan', 'Temu Pelanggan MyValue', 'Kompas Gramedia Palmerah, Jakarta', -75]] },
  { slug: 'festival-seni-budaya', title: 'Festival Seni dan Budaya', subtitle: 'Rayakan karya seniman Indonesia', themeColor: '#EF6C00', startDay: 10, endDay: 45, merchants: ['bentara-budaya', 'taman-pintar-ceria', 'sinema-layar-emas'], events: [['pameran-lukisan-muda', 'Pameran Lukisan Perupa Muda', 'Bentara Budaya Jakarta', 20], ['pemutaran-film-dokumenter', 'Pemutaran Film Dokumenter', 'Sinema Layar Emas, Yogyakarta', 25]] },
];

export const ARTICLES: Array<{ slug: string; title: string; category: [string, string]; author: string; daysAgo: number; summary: string }> = [
  { slug: 'cara-mengumpulkan-poin-myvalue', title: 'Cara Cepat Mengumpulkan Poin MyValue', category: ['tips', 'Tips & Trik'], author: 'Tim MyValue', daysAgo: 2, summary: 'Lima kebiasaan sederhana agar poinmu bertambah setiap pekan.' },
  { slug: 'mengenal-tier-member', title: 'Mengenal Tier Silver, Gold, dan Platinum', category: ['info-program', 'Info Program'], author: 'Tim MyValue', daysAgo: 5, summary: 'Apa saja keuntungan setiap tier dan bagaimana cara naik tier.' },
  { slug: 'rekomendasi-novel-akhir-pekan', title: '7 Rekomendasi Novel untuk Akhir Pekan', category: ['buku', 'Buku'], author: 'Rina Kartika', daysAgo: 8, summary: 'Bacaan ringan hingga yang bikin merenung untuk menemani akhir pekanmu.' },
  { slug: 'staycation-hemat-di-jakarta', title: 'Staycation Hemat di Jakarta dengan Poin', category: ['perjalanan', 'Perjalanan'], author: 'Bayu Pratama', daysAgo: 11, summary: 'Tukar poin untuk menginap nyaman tanpa harus ke luar kota.' },
  { slug: 'kopi-nusantara-yang-wajib-dicoba', title: 'Kopi Nusantara yang Wajib Dicoba', category: ['gaya-hidup', 'Gaya Hidup'], author: 'Sekar Ayu', daysAgo: 14, summary: 'Dari Gayo hingga Toraja, mengenal karakter kopi Indonesia.' },
  { slug: 'tips-menukar-voucher', title: 'Tips Menukar Voucher agar Tidak Hangus', category: ['tips', 'Tips & Trik'], author: 'Tim MyValue', daysAgo: 17, summary: 'Perhatikan masa berlaku dan syarat penukaran sebelum ke kasir.' },
  { slug: 'program-referral-myvalue', title: 'Ajak Teman, Dapat Poin: Program Referral', category: ['info-program', 'Info Program'], author: 'Tim MyValue', daysAgo: 20, summary: 'Bagikan kode referralmu dan dapatkan poin untuk setiap teman yang bergabung.' },
  { slug: 'membaca-bersama-anak', title: 'Membangun Kebiasaan Membaca Bersama Anak', category: ['buku', 'Buku'], author: 'Dewi Lestari Putri', daysAgo: 26, summary: 'Langkah kecil agar anak mencintai buku sejak dini.' },
  { slug: 'wisata-budaya-yogyakarta', title: 'Wisata Budaya Dua Hari di Yogyakarta', category: ['perjalanan', 'Perjalanan'], author: 'Bayu Pratama', daysAgo: 33, summary: 'Rencana perjalanan singkat mengunjungi museum, galeri, dan pasar tradisional.' },
  { slug: 'belajar-bahasa-asing-dewasa', title: 'Belajar Bahasa Asing Saat Dewasa, Mungkinkah?', category: ['gaya-hidup', 'Gaya Hidup'], author: 'Andreas Wijaya', daysAgo: 40, summary: 'Cerita peserta kursus yang mulai belajar di usia empat puluhan.' },
  { slug: 'mengatur-keuangan-keluarga', title: 'Mengatur Keuangan Keluarga dengan Cermat', category: ['gaya-hidup', 'Gaya Hidup'], author: 'Redaksi Kontan', daysAgo: 47, summary: 'Pos pengeluaran yang sering terlupa dan cara menghematnya.' },
  { slug: 'badge-myvalue', title: 'Koleksi Badge MyValue dan Cara Mendapatkannya', category: ['info-program', 'Info Program'], author: 'Tim MyValue', daysAgo: 55, summary: 'Setiap aktivitas punya badge-nya sendiri. Sudah berapa yang kamu kumpulkan?' },
  { slug: 'kuliner-malam-makassar', title: 'Jelajah Kuliner Malam di Makassar', category: ['perjalanan', 'Perjalanan'], author: 'Sekar Ayu', daysAgo: 63, summary: 'Coto, pallubasa, dan pisang epe untuk menutup hari.' },
  { slug: 'merawat-buku-lama', title: 'Cara Merawat Buku Lama agar Awet', category: ['buku', 'Buku'], author: 'Rina Kartika', daysAgo: 72, summary: 'Kertas menguning dan sampul lepas bukan akhir cerita bukumu.' },
  { slug: 'poin-kedaluwarsa', title: 'Kenapa Poin Bisa Kedaluwarsa?', category: ['tips', 'Tips & Trik'], author: 'Tim MyValue', daysAgo: 80, summary: 'Memahami masa berlaku poin dan cara memantaunya di aplikasi.' },
];

export const BANNERS: Array<{ title: string; link: string }> = [
  { title: 'Pesta Buku Gramedia', link: '/campaign/pesta-buku-gramedia' },
  { title: 'Staycation Akhir Tahun', link: '/campaign/staycation-akhir-tahun' },
  { title: 'Festival Literasi Jakarta', link: '/event/festival-literasi-jakarta' },
  { title: 'Ajak Teman, Dapat Poin', link: '/referral' },
  { title: 'Pekan Kopi Nusantara', link: '/campaign/pekan-kopi-nusantara' },
];

/**
 * Home announcements, newest first. Days count from the seed's day: one running now (the
 * home page's box), three that ran before (the '/announcement' list), one not started yet
 * (shown nowhere until its day).
 */
export const ANNOUNCEMENTS: Array<{
  slug: string;
  title: string;
  message: string;
  link: string | null;
  linkLabel: string | null;
  startDay: number;
  endDay: number;
  content: string;
}> = [
  {
    slug: 'pekan-hemat-akhir-tahun',
    title: 'Pekan Hemat Akhir Tahun segera hadir',
    message: 'Siapkan poinmu: voucher belanja dan menginap dengan harga poin spesial.',
    link: '/promo',
    linkLabel: 'Lihat Promo',
    startDay: 12,
    endDay: 30,
    content: '<p>Pekan Hemat Akhir Tahun menghadirkan voucher dengan harga poin spesial dari mitra MyValue.</p>',
  },
  {
    slug: 'pesta-buku-gramedia-dimulai',
    title: 'Pesta Buku Gramedia telah dimulai!',
    message: 'Tukar poinmu dengan diskon buku hingga 50% selama Pesta Buku Gramedia.',
    link: '/campaign/pesta-buku-gramedia',
    linkLabel: 'Lihat Promo',
    startDay: -7,
    endDay: 23,
    content:
      '<p>Pesta Buku Gramedia kembali! Selama periode kampanye, tukarkan poin MyValue dengan diskon buku hingga <strong>50%</strong> di Gramedia dan Gramedia Digital.</p><h2>Cara ikut</h2><ol><li>Pilih voucher Pesta Buku di halaman kampanye.</li><li>Tukarkan dengan poinmu.</li><li>Tunjukkan kode voucher di kasir Gramedia atau masukkan saat membayar di Gramedia Digital.</li></ol><p>Ada juga peluncuran novel dan jumpa penulis di beberapa kota. Lihat jadwalnya di <a href="/campaign/pesta-buku-gramedia">halaman kampanye</a>.</p>',
  },
  {
    slug: 'pembaruan-syarat-ketentuan',
    title: 'Pembaruan Syarat & Ketentuan MyValue',
    message: 'Syarat & Ketentuan program MyValue diperbarui. Baca perubahannya di sini.',
    link: null,
    linkLabel: null,
    startDay: -21,
    endDay: -8,
    content:
      '<p>Kami memperbarui Syarat &amp; Ketentuan program MyValue agar lebih jelas dan mudah dipahami.</p><h2>Yang berubah</h2><ul><li>Masa berlaku poin kini dihitung 12 bulan sejak poin diterima.</li><li>Voucher yang sudah ditukar tidak dapat dibatalkan atau dikembalikan menjadi poin.</li><li>Perhitungan tier memakai poin 12 bulan terakhir.</li></ul><p>Dengan tetap menggunakan MyValue, kamu menyetujui Syarat &amp; Ketentuan yang baru.</p>',
  },
  {
    slug: 'pemeliharaan-sistem-november',
    title: 'Pemeliharaan sistem',
    message: 'Penukaran voucher tidak tersedia sementara pada Minggu dini hari pukul 01.00–04.00 WIB.',
    link: null,
    linkLabel: null,
    startDay: -35,
    endDay: -30,
    content:
      '<p>Untuk meningkatkan layanan, kami melakukan pemeliharaan sistem pada Minggu dini hari pukul 01.00–04.00 WIB.</p><p>Selama pemeliharaan, penukaran voucher dan pendaftaran event tidak tersedia sementara. Poin dan voucher yang sudah kamu miliki tetap aman.</p><p>Mohon maaf atas ketidaknyamanannya.</p>',
  },
  {
    slug: 'selamat-datang-situs-baru',
    title: 'Selamat datang di situs MyValue yang baru',
    message: 'Tampilan baru yang lebih cepat di ponsel, dengan riwayat poin dan voucher di satu tempat.',
    link: '/learn-more',
    linkLabel: 'Pelajari',
    startDay: -60,
    endDay: -40,
    content:
      '<p>Situs MyValue kini tampil baru: lebih ringan dibuka di ponsel dan lebih mudah dipakai.</p><h2>Apa yang baru</h2><ul><li>Voucher Saya menampilkan kode dan QR yang siap ditunjukkan ke kasir.</li><li>Riwayat poin dan voucher dalam satu halaman.</li><li>Cari promo, event, dan merchant dari satu kotak pencarian.</li></ul>',
  },
];

export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=id.myvalue.app',
  ios: 'https://apps.apple.com/id/app/myvalue/id1234567890',
  appDownloadPage: 'https://myvalue.id/download',
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.me/6281180642222',
  social: {
    youtube: 'https://www.youtube.com/@myvalueid',
    facebook: 'https://www.facebook.com/myvalueid',
    instagram: 'https://www.instagram.com/myvalue.id',
  },
};

export const PAGES: Array<{ slug: string; title: string; summary: string; content: string }> = [
  {
    slug: 'about',
    title: 'Tentang MyValue',
    summary: 'MyValue adalah program loyalitas Kompas Gramedia yang menyatukan poin dari berbagai unit bisnis.',
    content:
      '<h2>Satu akun, banyak keuntungan</h2><p>MyValue adalah program loyalitas dari Kompas Gramedia. Dengan satu akun kamu mengumpulkan poin saat berbelanja di Gramedia, menginap di Santika, berlangganan Kompas, dan di ratusan mitra lainnya.</p><h3>Kumpulkan</h3><p>Setiap transaksi di mitra MyValue menghasilkan poin yang tercatat otomatis di akunmu.</p><h3>Tukarkan</h3><p>Tukar poin dengan voucher belanja, tiket acara, hingga menginap di hotel.</p><h3>Naik tier</h3><p>Semakin aktif, semakin tinggi tier-mu: Silver, Gold, hingga Platinum dengan keuntungan eksklusif.</p>',
  },
  {
    slug: 'business',
    title: 'Menjadi Partner',
    summary: 'Jangkau jutaan member MyValue dengan menjadi mitra program loyalitas kami.',
    content:
      '<h2>Tumbuh bersama MyValue</h2><p>Bergabunglah sebagai mitra dan tawarkan promo kepada jutaan member aktif di seluruh Indonesia.</p><ul><li>Promosi di situs dan aplikasi MyValue</li><li>Laporan penukaran voucher secara berkala</li><li>Dukungan tim kemitraan yang responsif</li></ul><p>Isi formulir di halaman ini dan tim kami akan menghubungi kamu dalam 3 hari kerja.</p>',
  },
  {
    slug: 'referral',
    title: 'Program Referral',
    summary: 'Ajak teman bergabung di MyValue dan dapatkan poin untuk setiap teman yang mendaftar.',
    content:
      '<h2>Ajak teman, dapat poin</h2><ol><li>Buat kode referral di halaman akunmu.</li><li>Bagikan kode kepada teman.</li><li>Teman memasukkan kode saat mendaftar.</li><li>Kamu mendapat 500 Poin dan temanmu mendapat 250 Poin.</li></ol><p>Poin referral dikreditkan setelah teman memverifikasi email atau nomor handphone dan melakukan penukaran pertama.</p>',
  },
  {
    slug: 'learn-more',
    title: 'Pelajari Lebih Lanjut',
    summary: 'Semua yang perlu kamu ketahui tentang poin, tier, badge, dan voucher MyValue.',
    content:
      '<h2>Poin</h2><p>Poin didapat dari transaksi di mitra dan berlaku selama 12 bulan sejak diterima.</p><h2>Tier</h2><p>Tier dihitung dari poin yang kamu kumpulkan dalam 12 bulan terakhir: Silver (0), Gold (10.000), Platinum (25.000).</p><h2>Badge</h2><p>Badge diberikan saat kamu menyelesaikan aktivitas tertentu, misalnya menukar voucher pertama.</p><h2>Voucher</h2><p>Voucher yang sudah ditukar dapat dilihat di menu Voucher Saya dan ditunjukkan ke kasir sebelum masa berlakunya habis.</p>',
  },
  {
    slug: 'gramedia-troops',
    title: 'Gramedia Troops',
    summary: 'Komunitas pencinta buku Gramedia dengan misi dan hadiah eksklusif.',
    content:
      '<h2>Bergabung dengan Gramedia Troops</h2><p>Gramedia Troops adalah komunitas pembaca yang menyelesaikan misi membaca bulanan. Setiap misi yang selesai memberi poin tambahan dan badge khusus.</p><ul><li>Misi bulanan dengan tema berbeda</li><li>Undangan acara peluncuran buku</li><li>Diskon tambahan di Gramedia</li></ul>',
  },
];

export const TNC_HTML = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Syarat &amp; Ketentuan - MyValue</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#222}h1{color:#84329B}</style></head>
<body><h1>Syarat &amp; Ketentuan MyValue</h1>
<h2>1. Keanggotaan</h2><p>Keanggotaan MyValue terbuka untuk Warga Negara Indonesia dan warga negara asing yang berdomisili di Indonesia berusia minimal 17 tahun.</p>
<h2>2. Poin</h2><p>Poin diperoleh dari transaksi di mitra MyValue dan berlaku selama 12 bulan sejak tanggal diterima. Poin yang kedaluwarsa tidak dapat dikembalikan.</p>
<h2>3. Penukaran</h2><p>Poin dapat ditukar dengan voucher, tiket acara, atau hadiah lain yang tersedia. Voucher yang sudah ditukar tidak dapat dibatalkan atau diuangkan.</p>
<h2>4. Tier</h2><p>Tier ditentukan dari jumlah poin yang dikumpulkan dalam 12 bulan terakhir dan ditinjau setiap bulan.</p>
<h2>5. Privasi</h2><p>Data pribadi member dikelola sesuai Kebijakan Privasi Kompas Gramedia dan peraturan perundang-undangan yang berlaku.</p>
<h2>6. Perubahan</h2><p>MyValue dapat mengubah syarat dan ketentuan ini sewaktu-waktu dengan pemberitahuan melalui situs dan aplikasi.</p>
</body></html>`;

export const CARD_TYPES = [
  { code: 'MYVALUE', name: 'Kartu MyValue', businessUnit: 'MyValue', description: 'Kartu utama program MyValue untuk mengumpulkan dan menukar poin di semua mitra.' },
  { code: 'GRAMEDIA', name: 'Kartu Gramedia', businessUnit: 'Gramedia', description: 'Kartu member Gramedia dengan diskon khusus buku dan alat tulis.' },
  { code: 'SANTIKA', name: 'Santika Club', businessUnit: 'Santika', description: 'Kartu member jaringan Santika Indonesia Hotels & Resorts.' },
  { code: 'GRAMEDIA_DIGITAL', name: 'Gramedia Digital', businessUnit: 'Gramedia', description: 'Akun langganan e-book dan majalah digital Gramedia.' },
] as const;

export const BADGE_CATEGORIES: Array<{ name: string; description: string; badges: Array<[code: string, name: string, description: string]> }> = [
  { name: 'Penjelajah', description: 'Badge untuk member yang aktif menjelajahi MyValue.', badges: [['first-login', 'Langkah Pertama', 'Masuk ke MyValue untuk pertama kali.'], ['first-redeem', 'Penukar Pemula', 'Menukar voucher pertama.'], ['ten-redeems', 'Penukar Ulung', 'Menukar 10 voucher.']] },
  { name: 'Pembaca', description: 'Badge untuk pencinta buku.', badges: [['book-lover', 'Kutu Buku', 'Membeli 5 buku di Gramedia.'], ['digital-reader', 'Pembaca Digital', 'Berlangganan Gramedia Digital.'], ['troops-member', 'Gramedia Troops', 'Bergabung dengan Gramedia Troops.']] },
  { name: 'Pelancong', description: 'Badge untuk member yang gemar bepergian.', badges: [['first-stay', 'Tamu Pertama', 'Menginap pertama kali di jaringan Santika.'], ['three-cities', 'Lintas Kota', 'Menginap di 3 kota berbeda.'], ['island-hopper', 'Penjelajah Nusantara', 'Menginap di 3 pulau berbeda.']] },
  { name: 'Sosial', description: 'Badge untuk member yang berbagi.', badges: [['event-goer', 'Penikmat Acara', 'Menghadiri acara MyValue.'], ['referral-one', 'Sahabat MyValue', 'Mengajak 1 teman bergabung.'], ['referral-five', 'Duta MyValue', 'Mengajak 5 teman bergabung.']] },
];
