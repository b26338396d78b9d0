// Article bodies of the 'Gaya Hidup' category.
import type { ArticleBody } from './types';

export const LIFESTYLE_ARTICLES: ArticleBody[] = [
  {
    slug: 'kopi-nusantara-yang-wajib-dicoba',
    html: `<p>Indonesia adalah salah satu penghasil kopi terbesar di dunia, dan hampir setiap pulau punya kopi dengan karakter sendiri. Tanah vulkanik, ketinggian, dan cara pengolahan membuat rasa kopi dari satu daerah sangat berbeda dengan daerah lain. Jika kamu baru mulai menjelajahi kopi Nusantara, berikut beberapa yang wajib dicoba.</p>
<h2>Gayo, Aceh</h2>
<p>Ditanam di dataran tinggi sekitar Takengon, kopi arabika Gayo dikenal dengan rasa yang bersih, keasaman lembut, dan aroma rempah. Kopi ini cocok diseduh dengan metode tuang seperti V60 agar karakternya keluar. Banyak kedai menjadikan Gayo sebagai pilihan utama untuk kopi susu karena rasanya seimbang.</p>
<h2>Toraja, Sulawesi Selatan</h2>
<p>Kopi Toraja punya badan yang tebal dengan sentuhan rasa cokelat dan sedikit tanah. Kopi dari ketinggian Tana Toraja ini sudah lama dikenal di mancanegara. Cobalah diseduh dengan French press untuk menikmati kekentalannya.</p>
<h2>Kintamani, Bali</h2>
<p>Petani di lereng Gunung Batur menanam kopi berdampingan dengan pohon jeruk, dan pengaruhnya terasa di cangkir: segar dengan sentuhan rasa jeruk. Kopi Kintamani diolah melalui sistem subak abian yang dijaga bersama oleh komunitas petani.</p>
<h2>Flores Bajawa, Nusa Tenggara Timur</h2>
<p>Dari dataran tinggi Ngada, kopi Bajawa menawarkan rasa manis seperti gula aren dengan keasaman yang rendah. Kopi ini ramah bagi kamu yang baru beralih dari kopi sachet ke kopi seduh.</p>
<h2>Java Preanger, Jawa Barat</h2>
<p>Pegunungan Priangan adalah salah satu daerah tertua penghasil kopi di Nusantara. Kopi dari Gunung Puntang, Malabar, dan sekitarnya kini kembali naik daun berkat petani muda yang bereksperimen dengan proses natural dan honey.</p>
<h2>Wamena, Papua</h2>
<p>Tumbuh di Lembah Baliem, kopi Wamena banyak ditanam tanpa pupuk kimia. Rasanya lembut, sedikit manis, dengan aroma bunga. Jumlahnya terbatas, jadi jika menemukannya di kedai kopi, jangan ragu mencoba.</p>
<h2>Cara menikmati kopi Nusantara di rumah</h2>
<ul>
<li>Beli biji kopi utuh dan giling sesaat sebelum menyeduh agar aromanya terjaga.</li>
<li>Gunakan air yang baru mendidih lalu didiamkan sekitar 30 detik.</li>
<li>Mulai dengan perbandingan 1 gram kopi untuk 15 mililiter air, lalu sesuaikan dengan selera.</li>
<li>Simpan biji kopi di wadah kedap udara, jauh dari sinar matahari.</li>
</ul>
<p>Ingin mencicipi tanpa repot? Kopi Senja Nusantara menyajikan biji kopi pilihan dari petani di berbagai daerah. Tukar poin MyValue dengan promo <em>Beli 1 Gratis 1 Kopi Susu Gula Aren</em>, atau ikuti Kelas Kopi Manual Brew untuk belajar menyeduh langsung dari baristanya.</p>`,
  },
  {
    slug: 'belajar-bahasa-asing-dewasa',
    html: `<p>"Sudah terlambat untuk belajar bahasa baru." Kalimat itu sering kita dengar dari teman, atau dari diri sendiri. Hartono, seorang karyawan swasta di Surabaya, juga sempat berpikir begitu. Di usia empat puluh tiga tahun, ia mendaftar kelas bahasa Jepang karena ingin berbicara langsung dengan rekan kerja dari kantor pusat perusahaannya. Dua tahun kemudian, ia lulus ujian kemampuan bahasa Jepang tingkat menengah.</p>
<h2>Otak dewasa punya kelebihan</h2>
<p>Anak-anak memang lebih mudah meniru pelafalan. Namun orang dewasa punya keunggulan lain: kemampuan memahami aturan tata bahasa, disiplin, dan tujuan yang jelas. "Saya tahu persis kenapa saya belajar," kata Hartono. "Itu yang membuat saya tetap datang ke kelas walaupun capek sepulang kerja."</p>
<h2>Mulai dari tujuan yang konkret</h2>
<p>Tujuan yang terlalu umum, seperti "ingin lancar bahasa Inggris", mudah membuat kita menyerah. Lebih baik pilih target yang bisa diukur. Misalnya, bisa memesan makanan saat liburan ke Jepang, membaca artikel industri dalam bahasa Inggris tanpa kamus, atau lulus tes kemampuan bahasa dengan nilai tertentu dalam satu tahun.</p>
<h2>Sedikit, tetapi setiap hari</h2>
<p>Belajar lima belas menit setiap hari jauh lebih efektif daripada tiga jam sekali seminggu. Manfaatkan waktu di kereta atau saat menunggu untuk mengulang kosakata dengan kartu hafalan. Dengarkan siniar berbahasa asing saat menyetir atau mencuci piring. Kebiasaan kecil ini lama-lama membentuk kepekaan terhadap bahasa.</p>
<h2>Jangan takut salah</h2>
<p>Hambatan terbesar orang dewasa sering kali bukan kemampuan, melainkan rasa malu. Kita terbiasa tampil kompeten di kantor, sehingga berbicara terbata-bata terasa tidak nyaman. Ingatlah bahwa setiap kesalahan adalah bagian dari proses. Pengajar di kelas bahasa sudah terbiasa mendengar kesalahan, dan justru dari situlah mereka tahu bagian mana yang perlu dilatih.</p>
<h2>Belajar bersama lebih menyenangkan</h2>
<p>Kelas tatap muka memberi hal yang sulit didapat dari aplikasi: teman seperjuangan. Di kelas Hartono, pesertanya beragam, dari mahasiswa hingga pensiunan guru. "Kami saling menyemangati. Kalau satu orang absen, yang lain pasti menanyakan," ujarnya.</p>
<h2>Coba dulu sebelum berkomitmen</h2>
<p>Lingua Kursus Bahasa menawarkan tes penempatan gratis untuk member MyValue. Hasilnya membantumu memilih kelas yang sesuai, sehingga tidak terlalu mudah atau terlalu sulit. Ada juga diskon kelas bahasa Inggris dan modul gratis untuk siswa baru yang bisa ditukar dengan poin.</p>
<p>Jadi, mungkinkah belajar bahasa asing saat dewasa? Pengalaman Hartono dan ribuan peserta kursus lainnya menjawab dengan tegas: sangat mungkin, asalkan kamu mau memulai.</p>`,
  },
  {
    slug: 'mengatur-keuangan-keluarga',
    html: `<p>Gaji sudah masuk, tetapi belum sampai pertengahan bulan saldo rekening sudah menipis. Banyak keluarga mengalami hal ini, bukan karena penghasilan yang kurang, melainkan karena pengeluaran kecil yang tidak tercatat. Mengatur keuangan keluarga dimulai dari satu hal: tahu ke mana uang pergi.</p>
<h2>Catat semua pengeluaran selama sebulan</h2>
<p>Sebelum membuat anggaran, catat setiap pengeluaran selama satu bulan penuh, sekecil apa pun. Gunakan aplikasi pencatat keuangan atau buku catatan sederhana. Di akhir bulan, kelompokkan pengeluaran ke dalam kategori: kebutuhan pokok, transportasi, pendidikan, cicilan, hiburan, dan lain-lain. Banyak keluarga terkejut melihat besarnya pengeluaran untuk jajan dan ongkos kirim belanja daring.</p>
<h2>Pos yang sering terlupa</h2>
<ul>
<li><strong>Biaya tahunan.</strong> Pajak kendaraan, premi asuransi, dan biaya daftar ulang sekolah datang setahun sekali sehingga sering tidak dianggarkan. Bagi totalnya dengan dua belas, lalu sisihkan setiap bulan.</li>
<li><strong>Langganan digital.</strong> Layanan musik, film, dan penyimpanan daring sering diperpanjang otomatis. Tinjau kembali mana yang benar-benar dipakai.</li>
<li><strong>Hadiah dan acara keluarga.</strong> Kondangan, arisan, dan hadiah ulang tahun bisa menguras anggaran jika tidak disiapkan.</li>
<li><strong>Perawatan rumah dan kendaraan.</strong> Servis rutin lebih murah daripada perbaikan mendadak.</li>
</ul>
<h2>Terapkan pembagian sederhana</h2>
<p>Salah satu cara yang mudah diingat adalah membagi penghasilan bersih menjadi tiga bagian: sekitar setengah untuk kebutuhan, sepertiga untuk keinginan, dan sisanya untuk tabungan serta investasi. Angka ini bukan aturan mati. Keluarga yang masih memiliki cicilan besar mungkin perlu memperkecil pos keinginan untuk sementara.</p>
<h2>Bangun dana darurat</h2>
<p>Dana darurat idealnya setara tiga hingga enam bulan pengeluaran rutin. Simpan di rekening terpisah yang mudah dicairkan tetapi tidak terhubung dengan kartu debit harian, agar tidak tergoda untuk memakainya.</p>
<h2>Manfaatkan program loyalitas dengan cermat</h2>
<p>Poin dan voucher bisa membantu menekan pengeluaran, asalkan dipakai untuk hal yang memang dibutuhkan. Tukar poin MyValue dengan voucher belanja buku sekolah atau vitamin keluarga, bukan dengan barang yang sebenarnya tidak direncanakan. Diskon hanya menguntungkan jika barangnya memang akan dibeli.</p>
<h2>Libatkan seluruh anggota keluarga</h2>
<p>Bicarakan anggaran bersama pasangan secara terbuka, dan ajak anak yang sudah cukup besar untuk memahami nilai uang. Anak yang terbiasa menabung uang saku akan tumbuh menjadi orang dewasa yang lebih bijak mengelola keuangan.</p>
<p>Ingin mendalami lebih jauh? Kontan rutin mengadakan seminar investasi untuk pemula yang bisa diikuti dengan diskon poin MyValue.</p>`,
  },
];
