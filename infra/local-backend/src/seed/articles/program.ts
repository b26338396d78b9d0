// Article bodies about the programme itself (categories 'Tips & Trik' and 'Info Program').
// Figures here follow the seed: tiers at 0 / 10.000 / 25.000 tier points, points valid
// 12 months, referral 500 + 250 points, the badge list of contentData.ts.
import type { ArticleBody } from './types';

export const PROGRAM_ARTICLES: ArticleBody[] = [
  {
    slug: 'cara-mengumpulkan-poin-myvalue',
    html: `<p>Banyak member baru bertanya, kenapa poin teman mereka cepat sekali bertambah sementara poin sendiri seolah jalan di tempat. Jawabannya jarang soal belanja besar. Yang membedakan biasanya kebiasaan kecil yang dilakukan terus-menerus. Berikut lima kebiasaan yang bisa kamu mulai pekan ini juga.</p>
<ol>
<li><strong>Selalu sebutkan nomor member di kasir.</strong> Kedengarannya sepele, tetapi inilah penyebab poin paling sering hilang. Sebelum membayar di Gramedia, Santika, atau mitra lain, tunjukkan kartu digital di aplikasi atau sebutkan nomor ponsel yang terdaftar. Transaksi yang tidak tercatat tidak bisa ditambahkan belakangan.</li>
<li><strong>Satukan belanja rutin di mitra MyValue.</strong> Buku pelajaran anak, langganan berita, sampai kopi pagi bisa dibeli di mitra yang sama-sama memberi poin. Kalau kebutuhan bulananmu dipindahkan ke mitra, poin akan terkumpul tanpa perlu menambah pengeluaran.</li>
<li><strong>Aktifkan langganan digital.</strong> Langganan Kompas.id, Kontan, atau Gramedia Digital dihitung setiap kali tagihan berjalan. Artinya ada poin yang masuk tiap bulan, bahkan ketika kamu sedang tidak berbelanja sama sekali.</li>
<li><strong>Ikuti acara dan kampanye.</strong> Festival, lokakarya, dan kampanye seperti Pesta Buku Gramedia sering memberi poin tambahan atau badge khusus. Pantau halaman Event dan pasang pengingat supaya tidak ketinggalan pendaftaran.</li>
<li><strong>Ajak teman bergabung.</strong> Setiap teman yang mendaftar dengan kode referralmu dan menyelesaikan verifikasi memberimu 500 poin. Tiga teman saja sudah setara dengan beberapa kali belanja buku.</li>
</ol>
<h2>Pantau, jangan hanya kumpulkan</h2>
<p>Mengumpulkan poin baru separuh cerita. Biasakan membuka menu <strong>Poin Saya</strong> seminggu sekali untuk mengecek transaksi yang masuk. Jika ada belanja yang belum tercatat lebih dari tiga hari, simpan struknya dan hubungi layanan pelanggan. Dari menu yang sama kamu juga bisa melihat poin yang akan kedaluwarsa dalam waktu dekat.</p>
<h2>Tukarkan dengan tujuan</h2>
<p>Poin yang banyak terasa menyenangkan, tetapi nilainya baru terasa saat ditukar. Tentukan satu target, misalnya voucher menginap untuk liburan akhir tahun, lalu simpan promonya di daftar favorit. Dengan begitu kamu tahu berapa poin lagi yang dibutuhkan dan bisa mengatur belanja dengan lebih terarah.</p>
<p>Lima kebiasaan ini tidak menuntut waktu lama. Cukup konsisten selama satu bulan, dan kamu akan melihat sendiri perbedaannya di saldo poinmu.</p>
<p>Satu pengingat terakhir: jangan tergoda membeli barang yang tidak dibutuhkan hanya demi poin. Poin adalah bonus dari pengeluaran yang memang sudah direncanakan, bukan alasan untuk berbelanja lebih banyak.</p>`,
  },
  {
    slug: 'mengenal-tier-member',
    html: `<p>Setiap member MyValue berada di salah satu dari tiga tier: Silver, Gold, atau Platinum. Tier bukan sekadar label di kartu digitalmu. Semakin tinggi tier, semakin besar keuntungan yang bisa kamu nikmati di mitra. Lalu bagaimana cara tier dihitung, dan apa saja bedanya?</p>
<h2>Bagaimana tier dihitung</h2>
<p>Tier ditentukan dari poin tier yang kamu kumpulkan dalam dua belas bulan terakhir. Poin tier bertambah setiap kali kamu mendapat poin dari transaksi, tetapi tidak berkurang ketika kamu menukar poin dengan voucher. Jadi, kamu tetap bisa menikmati hadiah tanpa khawatir tier-mu turun.</p>
<p>Batasnya sebagai berikut: Silver untuk member baru, Gold mulai 10.000 poin tier, dan Platinum mulai 25.000 poin tier. Posisi tier ditinjau setiap bulan, sehingga begitu batasnya tercapai, tier-mu akan naik pada peninjauan berikutnya.</p>
<h2>Silver: awal perjalanan</h2>
<p>Semua member memulai dari Silver. Di tier ini kamu sudah bisa mengumpulkan dan menukar poin di seluruh mitra, mendaftar acara, serta mengoleksi badge. Silver adalah tempat yang tepat untuk mengenal program dan menemukan mitra favoritmu.</p>
<h2>Gold: lebih banyak pilihan</h2>
<p>Member Gold mendapat akses lebih awal ke promo tertentu sebelum dibuka untuk umum, kuota khusus pada acara populer, dan penawaran ulang tahun dari beberapa mitra. Bagi yang rutin membeli buku atau berlangganan berita digital, Gold biasanya tercapai dalam satu tahun tanpa usaha berlebihan.</p>
<h2>Platinum: layanan terbaik</h2>
<p>Platinum disiapkan untuk member paling aktif. Keuntungannya antara lain upgrade kamar di hotel jaringan Santika jika tersedia, jalur layanan pelanggan prioritas, dan undangan ke acara terbatas seperti peluncuran buku atau makan malam bersama penulis.</p>
<h2>Tips naik tier</h2>
<ul>
<li>Cek progres tier di halaman akun. Di sana tertulis berapa poin tier lagi yang dibutuhkan untuk naik.</li>
<li>Gabungkan transaksi besar, seperti menginap atau membeli perlengkapan sekolah, di mitra MyValue.</li>
<li>Ingat bahwa poin tier dihitung dalam dua belas bulan bergulir. Transaksi tahun lalu perlahan keluar dari hitungan, jadi keaktifan yang stabil lebih penting daripada satu transaksi besar.</li>
</ul>
<p>Apa pun tier-mu sekarang, setiap transaksi di mitra membawamu selangkah lebih dekat ke tier berikutnya.</p>
<p>Jika tier-mu turun karena transaksi berkurang, jangan khawatir. Poin yang sudah kamu miliki tetap utuh dan bisa ditukar seperti biasa, dan tier akan naik kembali begitu poin tier mencukupi.</p>`,
  },
  {
    slug: 'tips-menukar-voucher',
    html: `<p>Tidak ada yang lebih menyebalkan daripada menemukan voucher yang sudah ditukar dengan susah payah ternyata hangus sehari sebelum dipakai. Poin yang terpakai tidak kembali, dan kesempatan menikmati promonya pun lewat. Kabar baiknya, hampir semua kasus voucher hangus bisa dicegah dengan beberapa langkah sederhana.</p>
<h2>Baca masa berlaku sebelum menukar</h2>
<p>Setiap promo mencantumkan dua tanggal yang berbeda: periode promo dan masa berlaku voucher setelah ditukar. Di sebagian besar mitra, voucher berlaku 30 hari sejak ditukar. Sebelum menekan <strong>Tukar Poin</strong>, tanyakan pada dirimu sendiri: apakah dalam 30 hari ke depan aku benar-benar akan datang ke gerai ini? Jika jawabannya ragu, simpan dulu promonya ke daftar favorit.</p>
<h2>Perhatikan syarat dan ketentuan</h2>
<p>Bagian <strong>Syarat &amp; Ketentuan</strong> sering dilewati, padahal di situlah informasi penting berada. Ada voucher yang hanya berlaku di gerai tertentu, hanya pada hari kerja, atau tidak bisa digabung dengan diskon lain. Voucher menginap, misalnya, biasanya perlu reservasi terlebih dahulu dan tidak berlaku pada musim liburan panjang.</p>
<h2>Pasang pengingat</h2>
<p>Begitu voucher masuk ke menu <strong>Voucher Saya</strong>, buat pengingat di kalender ponselmu tiga hari sebelum tanggal kedaluwarsa. Pengingat ini memberi cukup waktu untuk mengatur jadwal, terutama bagi voucher yang membutuhkan reservasi.</p>
<h2>Siapkan sebelum sampai di kasir</h2>
<p>Antrean panjang dan sinyal yang lemah di dalam mal kerap membuat penukaran gagal. Buka voucher sebelum tiba di kasir dan pastikan kode QR tampil dengan jelas. Naikkan kecerahan layar agar mudah dipindai. Setelah halaman voucher terbuka, kode tetap bisa ditunjukkan walaupun koneksi tiba-tiba terputus.</p>
<h2>Kalau terlanjur hangus</h2>
<p>Voucher yang sudah kedaluwarsa tercatat di <strong>Riwayat</strong> dan tidak dapat diperpanjang. Jadikan pengalaman itu pelajaran: pilih voucher dengan masa berlaku yang sesuai rencanamu, dan jangan menukar terlalu banyak sekaligus hanya karena kuotanya terbatas.</p>
<h2>Simpan dulu, tukar belakangan</h2>
<p>Fitur <strong>Simpan</strong> di setiap halaman promo sering diremehkan. Dengan menyimpan promo, kamu bisa memantau sisa kuota dan periode promonya tanpa harus langsung menukar poin. Tukarkan hanya ketika rencanamu sudah pasti, misalnya setelah tanggal menginap disepakati bersama keluarga atau jadwal nonton sudah cocok dengan teman.</p>
<p>Dengan kebiasaan ini, setiap poin yang kamu tukarkan benar-benar berubah menjadi manfaat, bukan sekadar angka yang hilang di riwayat.</p>`,
  },
  {
    slug: 'program-referral-myvalue',
    html: `<p>Punya teman yang sering belanja buku, suka menginap di hotel, atau rajin membaca berita digital tetapi belum menjadi member MyValue? Inilah saatnya mengajak mereka. Lewat program referral, kamu dan temanmu sama-sama mendapat poin tambahan.</p>
<h2>Berapa poin yang didapat</h2>
<p>Untuk setiap teman yang mendaftar memakai kode referralmu dan menyelesaikan verifikasi akun, kamu mendapat 500 poin. Temanmu juga langsung mendapat 250 poin sebagai hadiah selamat datang, cukup untuk menukar beberapa voucher kecil seperti minuman gratis atau e-paper akhir pekan.</p>
<h2>Cara membagikan kode</h2>
<ol>
<li>Buka menu <strong>Kode Referral</strong> di halaman akun.</li>
<li>Jika belum punya kode, tekan <strong>Buat Kode Baru</strong>. Kode ini hanya dibuat sekali dan berlaku selamanya.</li>
<li>Salin kode lalu bagikan lewat aplikasi pesan, media sosial, atau sampaikan langsung.</li>
<li>Temanmu memasukkan kode saat mendaftar. Kode tidak bisa ditambahkan setelah pendaftaran selesai, jadi ingatkan mereka sejak awal.</li>
</ol>
<h2>Kapan poin masuk</h2>
<p>Poin referral dikreditkan paling lambat 1x24 jam setelah temanmu memverifikasi email atau nomor ponselnya. Jika temanmu belum verifikasi, poin akan tertahan. Tidak ada salahnya mengingatkan mereka untuk memeriksa kotak masuk atau pesan singkat berisi kode verifikasi.</p>
<p>Perkembangan referralmu bisa dilihat di halaman yang sama. Di sana tercatat berapa teman yang sudah bergabung dan berapa poin yang sudah kamu terima dari program ini, sehingga kamu tidak perlu menghitung sendiri.</p>
<h2>Badge untuk yang rajin berbagi</h2>
<p>Selain poin, program referral membuka dua badge di kategori Sosial. Badge <em>Sahabat MyValue</em> didapat setelah satu teman bergabung, sedangkan <em>Duta MyValue</em> menunggu mereka yang berhasil mengajak lima teman.</p>
<h2>Berbagi dengan bijak</h2>
<p>Bagikan kode kepada orang yang memang akan memakai MyValue. Akun yang dibuat hanya untuk mengejar poin, misalnya memakai alamat email sekali pakai, tidak memenuhi syarat dan poin referralnya bisa dibatalkan. Program ini dirancang agar komunitas member tumbuh dari orang-orang yang benar-benar menikmati manfaatnya.</p>
<p>Jadi, siapa teman pertama yang akan kamu ajak? Mungkin rekan kantor yang selalu membawa novel baru, atau saudara yang sedang merencanakan liburan keluarga.</p>
<p>Satu hal lagi: kode referral tidak pernah kedaluwarsa. Kamu bisa membagikannya kapan saja, termasuk saat ada kampanye besar seperti Pesta Buku Gramedia, ketika teman-temanmu sedang paling tertarik untuk bergabung.</p>`,
  },
  {
    slug: 'badge-myvalue',
    html: `<p>Di halaman <strong>Koleksi Badge</strong>, setiap aktivitasmu di MyValue meninggalkan jejak. Badge adalah tanda pencapaian yang muncul ketika kamu menyelesaikan hal tertentu, mulai dari masuk pertama kali hingga mengajak lima teman bergabung. Saat ini ada dua belas badge yang terbagi dalam empat kategori.</p>
<h2>Penjelajah</h2>
<p>Kategori ini untuk member yang aktif menjelajahi program. <em>Langkah Pertama</em> didapat begitu kamu masuk untuk pertama kali. <em>Penukar Pemula</em> menyusul setelah voucher pertama ditukar, dan <em>Penukar Ulung</em> diberikan setelah sepuluh voucher. Badge terakhir ini cukup menantang, tetapi akan datang dengan sendirinya jika kamu rutin memakai poin.</p>
<h2>Pembaca</h2>
<p>Untuk pencinta buku, ada <em>Kutu Buku</em> yang didapat setelah membeli lima buku di Gramedia, <em>Pembaca Digital</em> untuk pelanggan Gramedia Digital, serta <em>Gramedia Troops</em> bagi yang bergabung dengan komunitas pembaca tersebut dan menyelesaikan misi bulanannya.</p>
<h2>Pelancong</h2>
<p><em>Tamu Pertama</em> menandai malam pertamamu di jaringan hotel Santika. Setelah itu, <em>Lintas Kota</em> menunggu jika kamu menginap di tiga kota berbeda, dan <em>Penjelajah Nusantara</em> untuk mereka yang sudah menginap di tiga pulau berbeda. Perjalanan dinas pun ikut dihitung, asalkan nomor member disebutkan saat check-in.</p>
<h2>Sosial</h2>
<p>Kategori terakhir menghargai member yang berbagi. <em>Penikmat Acara</em> diberikan setelah kamu menghadiri acara MyValue, <em>Sahabat MyValue</em> setelah satu teman bergabung dengan kode referralmu, dan <em>Duta MyValue</em> setelah lima teman.</p>
<h2>Cara melihat progres</h2>
<p>Badge yang sudah didapat tampil berwarna, sedangkan yang belum tampil pudar. Ketuk salah satunya untuk membaca syaratnya. Badge biasanya muncul tidak lama setelah aktivitas tercatat. Untuk transaksi di gerai, pencatatan bisa memakan waktu hingga satu hari kerja.</p>
<h2>Kenapa mengoleksi badge?</h2>
<p>Badge memang tidak bisa ditukar seperti poin, tetapi banyak member menjadikannya tantangan pribadi. Ada yang sengaja memilih hotel di kota baru demi badge <em>Lintas Kota</em>, ada pula yang mulai rutin membaca karena ingin melengkapi kategori Pembaca. Sesekali MyValue juga mengadakan kampanye khusus bagi pemilik badge tertentu.</p>
<p>Sudah berapa badge yang kamu kumpulkan? Buka koleksimu dan lihat mana yang paling dekat untuk diraih berikutnya.</p>
<p>Satu catatan kecil: badge melekat pada akunmu, bukan pada kartu. Jika kamu mengganti nomor ponsel atau menambahkan kartu member baru, koleksi badge tetap aman.</p>`,
  },
  {
    slug: 'poin-kedaluwarsa',
    html: `<p>Pernahkah kamu membuka aplikasi dan mendapati saldo poin berkurang padahal tidak menukar apa pun? Kemungkinan besar sebagian poinmu sudah kedaluwarsa. Ini wajar dalam program loyalitas, tetapi tetap perlu dipahami supaya kamu tidak kehilangan poin tanpa sadar.</p>
<p>Dalam artikel ini kami menjelaskan aturan masa berlaku poin, alasannya, dan cara sederhana agar tidak ada poin yang terbuang.</p>
<h2>Poin berlaku 12 bulan</h2>
<p>Setiap poin di MyValue berlaku selama dua belas bulan sejak tanggal diterima. Poin dari belanja di bulan Januari, misalnya, akan hangus pada bulan Januari tahun berikutnya jika belum dipakai. Karena poin datang dari banyak transaksi, tanggal kedaluwarsanya pun berbeda-beda untuk setiap kelompok poin.</p>
<h2>Kenapa harus ada masa berlaku?</h2>
<p>Masa berlaku menjaga program tetap sehat. Mitra menyediakan voucher dengan anggaran tahunan, dan poin yang menumpuk bertahun-tahun akan menyulitkan perencanaan promo. Dengan masa berlaku yang jelas, mitra bisa terus menawarkan promo menarik, dan member terdorong menikmati hadiahnya selagi masih relevan.</p>
<h2>Poin mana yang dipakai lebih dulu?</h2>
<p>Saat kamu menukar voucher, sistem otomatis memakai poin dengan tanggal kedaluwarsa paling dekat. Jadi, kamu tidak perlu memilih sendiri. Setiap penukaran selalu menyelamatkan poin yang paling berisiko hangus.</p>
<h2>Cara memantau</h2>
<p>Buka menu <strong>Poin Saya</strong>. Di bagian atas tertera jumlah poin yang akan kedaluwarsa dalam waktu dekat beserta tanggalnya. Di riwayat transaksi, poin yang sudah hangus ditandai dengan jelas sehingga kamu bisa melihat kapan dan berapa banyak poin yang hilang.</p>
<h2>Supaya tidak ada yang terbuang</h2>
<ul>
<li>Jadwalkan pengecekan poin sebulan sekali, misalnya setiap tanggal gajian.</li>
<li>Jika ada poin yang akan hangus dalam 30 hari, cari voucher kecil yang berguna, seperti minuman di kedai kopi atau e-book pilihan.</li>
<li>Poin referral dan bonus acara juga punya masa berlaku yang sama. Jangan biarkan bonus menganggur terlalu lama.</li>
<li>Ingat bahwa tier tidak dihitung dari saldo poin, melainkan dari poin tier. Poin yang kedaluwarsa tidak membuat tier-mu turun secara langsung.</li>
</ul>
<p>Poin yang kedaluwarsa tidak dapat dikembalikan, bahkan oleh layanan pelanggan. Karena itu, kebiasaan memantau jauh lebih berharga daripada menyesal belakangan. Luangkan dua menit setiap bulan, dan poinmu akan selalu berakhir menjadi hadiah, bukan angka yang hilang.</p>`,
  },
];
