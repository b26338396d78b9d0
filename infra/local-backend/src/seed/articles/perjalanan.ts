// Article bodies of the 'Perjalanan' category. Promos named here exist in catalogData.ts.
import type { ArticleBody } from './types';

export const TRAVEL_ARTICLES: ArticleBody[] = [
  {
    slug: 'staycation-hemat-di-jakarta',
    html: `<p>Libur panjang tidak selalu berarti harus ke luar kota. Macet di jalan tol, tiket yang mahal, dan waktu yang habis di perjalanan sering membuat liburan justru melelahkan. Staycation, atau menginap di hotel di kota sendiri, bisa menjadi jalan tengah: suasana baru tanpa repot. Apalagi jika biayanya dibayar dengan poin.</p>
<h2>Pilih hotel sesuai kebutuhan</h2>
<p>Jakarta punya banyak pilihan di jaringan Santika. <strong>Santika Premiere</strong> cocok untuk kamu yang ingin fasilitas lengkap seperti kolam renang dan restoran dengan menu beragam. <strong>Hotel Santika</strong> nyaman untuk keluarga, sedangkan <strong>Amaris Hotel</strong> pas bagi pasangan muda atau teman sekamar yang sekadar butuh kamar bersih dan lokasi strategis dengan harga hemat.</p>
<h2>Promo yang bisa ditukar dengan poin</h2>
<p>Beberapa promo di MyValue cocok untuk staycation. Voucher <em>Menginap Hemat Mulai 2.000 Poin</em> di Amaris Hotel menjadi pilihan paling terjangkau. Untuk akhir pekan, ada <em>Diskon 25% Menginap Akhir Pekan</em> di Santika Premiere. Keluarga yang ingin lebih lama bisa memilih <em>Staycation Keluarga 2 Malam</em> di Hotel Santika. Tambahkan voucher <em>Late Check-out Hingga Pukul 15.00</em> agar hari terakhir tidak terasa terburu-buru.</p>
<h2>Waktu terbaik untuk menginap</h2>
<p>Kamar di hari Minggu malam hingga Kamis biasanya lebih sepi, sehingga peluang mendapat upgrade kamar lebih besar. Jika ingin menginap pada akhir pekan, pesan minimal dua minggu sebelumnya, terutama saat libur sekolah. Ingat, sebagian voucher hotel memerlukan reservasi terlebih dahulu. Baca syarat dan ketentuannya sebelum menukar poin.</p>
<h2>Rencana sederhana dua hari satu malam</h2>
<ul>
<li>Check-in siang hari, lalu manfaatkan kolam renang selagi belum ramai.</li>
<li>Sore harinya, jalan-jalan ke taman kota atau mal terdekat. Banyak hotel Santika di Jakarta berada dekat stasiun MRT atau KRL.</li>
<li>Makan malam di restoran hotel atau cari kuliner kaki lima di sekitar.</li>
<li>Pagi hari, nikmati sarapan tanpa terburu-buru. Voucher <em>Gratis Sarapan untuk Dua Orang</em> di Santika Premiere bisa menghemat pengeluaran.</li>
<li>Check-out siang, atau lebih sore jika kamu memakai voucher late check-out.</li>
</ul>
<h2>Tetap kumpulkan poin</h2>
<p>Jangan lupa menyebutkan nomor member MyValue saat check-in. Biaya tambahan seperti makan di restoran hotel atau layanan binatu ikut menambah poin. Malam pertamamu di jaringan Santika juga membuka badge <em>Tamu Pertama</em>.</p>
<p>Staycation membuktikan bahwa liburan tidak harus jauh untuk terasa menyegarkan. Cukup ganti suasana, matikan notifikasi pekerjaan, dan nikmati waktu bersama orang-orang terdekat.</p>`,
  },
  {
    slug: 'wisata-budaya-yogyakarta',
    html: `<p>Yogyakarta selalu punya cara membuat pengunjung ingin kembali. Kota ini padat dengan museum, galeri seni, pasar tradisional, dan kampung yang masih menjaga kerajinan turun-temurun. Jika waktumu hanya dua hari, rencana berikut membantumu merasakan sisi budaya Yogyakarta tanpa terburu-buru.</p>
<h2>Hari pertama: jantung kota</h2>
<p>Mulailah pagi di <strong>Keraton Yogyakarta</strong>. Datang sebelum pukul sembilan agar lebih leluasa melihat koleksi benda pusaka dan, jika beruntung, pertunjukan gamelan atau tari di bangsal keraton. Dari sana, berjalan kaki ke <strong>Taman Sari</strong>, bekas taman air kerajaan dengan lorong bawah tanah dan kolam pemandian yang cantik untuk difoto.</p>
<p>Siang hari, cicipi gudeg di sekitar Wijilan sebelum menuju <strong>Museum Sonobudoyo</strong> di utara Alun-Alun. Koleksinya mencakup wayang, keris, dan topeng dari berbagai daerah. Sore hari, telusuri <strong>Pasar Beringharjo</strong> untuk berburu batik, lalu lanjutkan ke Malioboro saat lampu jalan mulai menyala.</p>
<h2>Hari kedua: seni dan kerajinan</h2>
<p>Pagi hari, pergilah ke <strong>Kotagede</strong>, bekas ibu kota Mataram Islam yang terkenal dengan kerajinan peraknya. Masuklah ke salah satu bengkel perak dan lihat bagaimana perajin membentuk filigri halus dengan tangan. Gang-gang sempit dengan rumah joglo tua di kawasan ini juga menyenangkan untuk dijelajahi dengan berjalan kaki.</p>
<p>Setelah makan siang, kunjungi galeri-galeri seni kontemporer. Yogyakarta adalah salah satu pusat seni rupa di Indonesia, dan pameran baru hampir selalu ada. Tutup hari di <strong>Bentara Budaya Yogyakarta</strong> di kawasan Kotabaru, yang rutin menggelar pameran, diskusi, dan pertunjukan. Cek halaman Event MyValue, siapa tahu jadwalmu bertepatan dengan Malam Puisi atau pameran seni rupa.</p>
<h2>Tips perjalanan</h2>
<ul>
<li>Gunakan becak atau andong untuk jarak dekat di sekitar keraton. Tawar harga sebelum naik.</li>
<li>Beberapa museum tutup pada hari Senin. Periksa jadwal sebelum berangkat.</li>
<li>Kenakan pakaian yang sopan saat memasuki keraton dan tempat ibadah.</li>
<li>Bawa botol minum sendiri. Udara Yogyakarta bisa sangat terik di siang hari.</li>
</ul>
<h2>Menginap lebih hemat</h2>
<p>Jaringan Santika dan Amaris memiliki hotel di Yogyakarta yang dekat dengan pusat kota. Tukar poin MyValue dengan voucher menginap, dan jangan lupa menyebutkan nomor member saat check-in agar perjalananmu tercatat untuk badge <em>Lintas Kota</em>.</p>
<p>Dua hari memang tidak cukup untuk mengenal Yogyakarta seutuhnya. Anggap saja ini perkenalan pertama, yang kelak membawamu kembali.</p>`,
  },
  {
    slug: 'kuliner-malam-makassar',
    html: `<p>Makassar tidak pernah benar-benar tidur soal urusan makan. Ketika matahari terbenam di Pantai Losari, warung-warung mulai ramai, asap bakaran mengepul, dan aroma kuah rempah memenuhi jalan. Bagi pencinta kuliner, malam hari adalah waktu terbaik untuk mengenal kota ini.</p>
<h2>Coto Makassar</h2>
<p>Tidak lengkap ke Makassar tanpa coto. Kuah kental berbumbu kacang dan rempah ini berisi daging dan jeroan sapi, disantap bersama ketupat. Banyak warung coto buka sejak pagi, tetapi beberapa yang legendaris tetap ramai hingga malam. Tambahkan perasan jeruk nipis dan sambal tauco sesuai selera.</p>
<h2>Pallubasa</h2>
<p>Sekilas mirip coto, pallubasa punya kuah lebih gurih karena memakai kelapa sangrai. Yang membuatnya istimewa adalah kuning telur mentah yang dicampurkan ke dalam kuah panas, sehingga teksturnya lebih lembut. Pallubasa biasanya dimakan dengan nasi putih, bukan ketupat.</p>
<h2>Sop konro</h2>
<p>Konro adalah iga sapi dalam kuah hitam dari kluwak. Versi bakarnya juga populer: iga dibakar dengan bumbu manis lalu disajikan dengan kuah terpisah. Porsinya besar, jadi datanglah dengan perut kosong atau bagi dengan teman.</p>
<h2>Mi titi</h2>
<p>Mi kering yang digoreng hingga renyah lalu disiram kuah kental berisi ayam, udang, dan sayuran. Teksturnya unik, renyah di pinggir dan lembut di bagian yang terkena kuah. Mi titi cocok untuk kamu yang ingin beristirahat sejenak dari kuah rempah.</p>
<h2>Pisang epe di Losari</h2>
<p>Tutup malam dengan pisang epe di sepanjang Pantai Losari. Pisang kepok setengah matang dibakar, dipipihkan, lalu disiram saus gula merah. Kini tersedia pula varian dengan keju, cokelat, atau durian. Nikmati sambil duduk menghadap laut dan angin malam yang sejuk.</p>
<h2>Tips berburu kuliner malam</h2>
<ul>
<li>Datang sebelum pukul delapan malam untuk warung terkenal. Makanan favorit sering habis lebih cepat dari jam tutupnya.</li>
<li>Siapkan uang tunai. Tidak semua warung kecil menerima pembayaran nontunai.</li>
<li>Makan bersama teman agar bisa mencicipi lebih banyak menu dengan porsi berbagi.</li>
<li>Minum air putih yang cukup. Hidangan bersantan dan berbumbu kuat cukup mengenyangkan.</li>
</ul>
<p>Sedang merencanakan perjalanan ke Makassar? Pantau halaman Event untuk Pameran Buku Makassar, dan gunakan poin MyValue untuk menginap di jaringan hotel Santika di kota ini. Setelah seharian berkegiatan, kuliner malam Makassar siap menyambutmu.</p>`,
  },
];
