// Seed copy for categories, merchants and promos: Indonesian, Kompas Gramedia-style programme.
export interface CategorySeed {
  slug: string;
  title: string;
  description: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'makanan-minuman', title: 'Makanan & Minuman', description: 'Kopi, roti, dan hidangan favorit dengan harga lebih hemat.' },
  { slug: 'buku-alat-tulis', title: 'Buku & Alat Tulis', description: 'Diskon buku, majalah, dan perlengkapan sekolah.' },
  { slug: 'hotel-perjalanan', title: 'Hotel & Perjalanan', description: 'Menginap dan berlibur lebih hemat di jaringan hotel pilihan.' },
  { slug: 'hiburan', title: 'Hiburan & Bioskop', description: 'Tiket bioskop, pameran, dan pertunjukan.' },
  { slug: 'belanja', title: 'Belanja', description: 'Fesyen, elektronik, dan kebutuhan rumah tangga.' },
  { slug: 'kesehatan-kecantikan', title: 'Kesehatan & Kecantikan', description: 'Perawatan diri, spa, dan apotek.' },
  { slug: 'pendidikan', title: 'Pendidikan & Kursus', description: 'Kelas, kursus, dan pelatihan untuk terus belajar.' },
  { slug: 'digital', title: 'Digital & Langganan', description: 'Langganan berita, e-book, dan majalah digital.' },
];

export interface MerchantSeed {
  slug: string;
  name: string;
  category: string;
  businessUnit: string;
  brandId: string;
  description: string;
  /** [title, price in points, extra category slug?] */
  promos: Array<[string, number, string?]>;
}

export const MERCHANTS: MerchantSeed[] = [
  {
    slug: 'gramedia', name: 'Gramedia', category: 'buku-alat-tulis', businessUnit: 'Gramedia', brandId: 'GRM',
    description: 'Toko buku terbesar di Indonesia dengan lebih dari 100 gerai di seluruh Nusantara.',
    promos: [['Diskon 20% Semua Buku Fiksi', 1500], ['Voucher Belanja Rp50.000 Gramedia', 5000, 'belanja'], ['Gratis Sampul Buku untuk Pembelian Novel', 300]],
  },
  {
    slug: 'gramedia-digital', name: 'Gramedia Digital', category: 'digital', businessUnit: 'Gramedia', brandId: 'GDG',
    description: 'Baca ribuan e-book dan majalah digital dalam satu aplikasi.',
    promos: [['Langganan Premium 1 Bulan', 3000], ['Diskon 50% Paket Majalah 3 Bulan', 2500, 'buku-alat-tulis'], ['E-book Pilihan Mulai 500 Poin', 500]],
  },
  {
    slug: 'kompas-id', name: 'Kompas.id', category: 'digital', businessUnit: 'Kompas', brandId: 'KMP',
    description: 'Jurnalisme berkualitas dari harian Kompas, kini dalam genggaman.',
    promos: [['Langganan Kompas.id Digital 1 Bulan', 4000], ['Diskon 30% Langganan Tahunan Kompas.id', 6000], ['Akses Arsip Kompas 7 Hari', 800]],
  },
  {
    slug: 'santika-premiere', name: 'Santika Premiere', category: 'hotel-perjalanan', businessUnit: 'Santika', brandId: 'SNP',
    description: 'Hotel bintang empat dengan keramahan khas Indonesia di kota-kota besar.',
    promos: [['Diskon 25% Menginap Akhir Pekan', 8000], ['Gratis Sarapan untuk Dua Orang', 3500, 'makanan-minuman'], ['Late Check-out Hingga Pukul 15.00', 1200]],
  },
  {
    slug: 'hotel-santika', name: 'Hotel Santika', category: 'hotel-perjalanan', businessUnit: 'Santika', brandId: 'SNT',
    description: 'Hotel bisnis nyaman di lebih dari 40 kota di Indonesia.',
    promos: [['Voucher Menginap 1 Malam Hotel Santika', 15000], ['Diskon 15% Paket Rapat', 2000], ['Upgrade Kamar Deluxe', 2500]],
  },
  {
    slug: 'amaris-hotel', name: 'Amaris Hotel', category: 'hotel-perjalanan', businessUnit: 'Santika', brandId: 'AMR',
    description: 'Hotel smart dan hemat untuk perjalanan bisnis maupun liburan.',
    promos: [['Menginap Hemat Mulai 2.000 Poin', 2000], ['Diskon 20% Pemesanan Langsung', 1000], ['Gratis Minuman Selamat Datang', 200, 'makanan-minuman']],
  },
  {
    slug: 'the-samaya-bali', name: 'The Samaya Bali', category: 'hotel-perjalanan', businessUnit: 'Santika', brandId: 'SMY',
    description: 'Resor vila mewah di Seminyak dan Ubud, Bali.',
    promos: [['Diskon 30% Vila Kolam Renang Pribadi', 20000], ['Makan Malam Romantis di Tepi Pantai', 9000, 'makanan-minuman'], ['Gratis Spa 60 Menit', 7000, 'kesehatan-kecantikan']],
  },
  {
    slug: 'kopi-senja-nusantara', name: 'Kopi Senja Nusantara', category: 'makanan-minuman', businessUnit: 'Mitra', brandId: 'KSN',
    description: 'Kedai kopi dengan biji kopi pilihan dari petani Nusantara.',
    promos: [['Beli 1 Gratis 1 Kopi Susu Gula Aren', 400], ['Diskon 30% Semua Minuman', 300], ['Gratis Croissant Setiap Pembelian 2 Minuman', 350]],
  },
  {
    slug: 'bakmi-juragan', name: 'Bakmi Juragan', category: 'makanan-minuman', businessUnit: 'Mitra', brandId: 'BKJ',
    description: 'Bakmi ayam legendaris dengan resep turun-temurun sejak 1985.',
    promos: [['Voucher Makan Rp25.000', 1000], ['Gratis Es Teh Manis', 100], ['Paket Keluarga Hemat', 1800]],
  },
  {
    slug: 'roti-kampung-bakery', name: 'Roti Kampung Bakery', category: 'makanan-minuman', businessUnit: 'Mitra', brandId: 'RKB',
    description: 'Roti dan kue rumahan yang dipanggang segar setiap pagi.',
    promos: [['Diskon 20% Roti Tawar Gandum', 150], ['Gratis 1 Donat Setiap Pembelian Rp50.000', 250], ['Kue Ulang Tahun Diskon 15%', 1500]],
  },
  {
    slug: 'sinema-layar-emas', name: 'Sinema Layar Emas', category: 'hiburan', businessUnit: 'Mitra', brandId: 'SLE',
    description: 'Jaringan bioskop dengan layar lebar dan tata suara modern.',
    promos: [['Tiket Nonton 2D Hanya 2.500 Poin', 2500], ['Beli 2 Tiket Gratis Popcorn', 800, 'makanan-minuman'], ['Diskon 50% Tiket Hari Senin', 1200]],
  },
  {
    slug: 'bentara-budaya', name: 'Bentara Budaya', category: 'hiburan', businessUnit: 'Kompas', brandId: 'BTB',
    description: 'Rumah seni dan budaya untuk pameran, diskusi, dan pertunjukan.',
    promos: [['Gratis Katalog Pameran Seni Rupa', 300], ['Diskon 25% Lokakarya Membatik', 1500, 'pendidikan'], ['Tiket Pertunjukan Wayang Kulit', 2000]],
  },
  {
    slug: 'taman-pintar-ceria', name: 'Taman Pintar Ceria', category: 'hiburan', businessUnit: 'Mitra', brandId: 'TPC',
    description: 'Taman bermain edukatif untuk anak dan keluarga.',
    promos: [['Tiket Masuk Anak Diskon 40%', 1200], ['Paket Keluarga 4 Orang', 5000], ['Gratis Wahana Planetarium', 900, 'pendidikan']],
  },
  {
    slug: 'umn-academy', name: 'UMN Academy', category: 'pendidikan', businessUnit: 'Pendidikan', brandId: 'UMN',
    description: 'Kelas singkat bersertifikat dari Universitas Multimedia Nusantara.',
    promos: [['Diskon 30% Kelas Desain Grafis', 4500], ['Gratis Kelas Percobaan Fotografi', 600], ['Potongan Rp200.000 Bootcamp Data', 7500]],
  },
  {
    slug: 'lingua-kursus-bahasa', name: 'Lingua Kursus Bahasa', category: 'pendidikan', businessUnit: 'Mitra', brandId: 'LKB',
    description: 'Kursus bahasa Inggris, Jepang, dan Mandarin untuk segala usia.',
    promos: [['Gratis Tes Penempatan', 200], ['Diskon 20% Kelas Bahasa Inggris', 3000], ['Buku Modul Gratis untuk Siswa Baru', 800, 'buku-alat-tulis']],
  },
  {
    slug: 'apotek-sehat-sentosa', name: 'Apotek Sehat Sentosa', category: 'kesehatan-kecantikan', businessUnit: 'Mitra', brandId: 'ASS',
    description: 'Apotek terpercaya dengan layanan konsultasi apoteker.',
    promos: [['Diskon 15% Vitamin dan Suplemen', 700], ['Gratis Cek Tekanan Darah dan Gula Darah', 150], ['Voucher Belanja Rp30.000', 1500]],
  },
  {
    slug: 'ayu-spa-salon', name: 'Ayu Spa & Salon', category: 'kesehatan-kecantikan', businessUnit: 'Mitra', brandId: 'ASP',
    description: 'Perawatan tubuh dan rambut dengan bahan alami khas Jawa.',
    promos: [['Diskon 35% Pijat Tradisional', 2200], ['Gratis Creambath untuk Member', 1800], ['Paket Lulur Pengantin', 6500]],
  },
  {
    slug: 'prima-elektronik', name: 'Prima Elektronik', category: 'belanja', businessUnit: 'Mitra', brandId: 'PRE',
    description: 'Toko elektronik dan gawai dengan garansi resmi.',
    promos: [['Cashback Poin 5% Pembelian Gawai', 500], ['Gratis Pelindung Layar', 600], ['Voucher Rp100.000 Belanja Elektronik', 9500]],
  },
  {
    slug: 'batik-lestari', name: 'Batik Lestari', category: 'belanja', businessUnit: 'Mitra', brandId: 'BTL',
    description: 'Batik tulis dan cap dari perajin Pekalongan, Solo, dan Yogyakarta.',
    promos: [['Diskon 25% Kemeja Batik Tulis', 2700], ['Gratis Tas Kain untuk Pembelian Kain Batik', 400], ['Voucher Rp75.000 Koleksi Baru', 6000]],
  },
  {
    slug: 'kontan', name: 'Kontan', category: 'digital', businessUnit: 'Kompas', brandId: 'KTN',
    description: 'Berita bisnis dan investasi terkini untuk keputusan yang lebih cermat.',
    promos: [['Langganan Kontan Digital 3 Bulan', 5500], ['Gratis E-paper Edisi Akhir Pekan', 250], ['Diskon 40% Seminar Investasi', 3200, 'pendidikan']],
  },
];

/** Four extra promos beyond 3 per merchant: 64 in all. */
export const EXTRA_PROMOS: Array<[merchant: string, title: string, price: number]> = [
  ['gramedia', 'Paket Alat Tulis Kembali ke Sekolah', 900],
  ['kopi-senja-nusantara', 'Tumbler Eksklusif Kopi Senja', 2000],
  ['hotel-santika', 'Staycation Keluarga 2 Malam', 25000],
  ['sinema-layar-emas', 'Nonton Bareng Premiere Film Nasional', 3000],
];
