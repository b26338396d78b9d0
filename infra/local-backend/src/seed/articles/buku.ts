// Article bodies of the 'Buku' category.
import type { ArticleBody } from './types';

export const BOOK_ARTICLES: ArticleBody[] = [
  {
    slug: 'rekomendasi-novel-akhir-pekan',
    html: `<p>Akhir pekan adalah waktu terbaik untuk tenggelam dalam cerita. Tidak perlu terburu-buru, tidak ada notifikasi kantor, hanya kamu, secangkir teh, dan halaman demi halaman. Kami memilih tujuh novel karya penulis Indonesia yang bisa menemanimu, dari yang ringan dan hangat hingga yang membuatmu merenung lama setelah buku ditutup.</p>
<ol>
<li><strong>Perahu Kertas, Dee Lestari.</strong> Kisah Kugy yang bercita-cita menjadi penulis dongeng dan Keenan yang ingin menjadi pelukis. Ringan, penuh humor, tetapi juga bicara tentang keberanian mengejar mimpi. Cocok dibaca sekali duduk pada Sabtu sore.</li>
<li><strong>Laut Bercerita, Leila S. Chudori.</strong> Novel tentang para aktivis mahasiswa menjelang 1998 dan keluarga yang ditinggalkan. Bukan bacaan ringan, tetapi ditulis dengan sangat manusiawi. Siapkan tisu.</li>
<li><strong>Gadis Kretek, Ratih Kumala.</strong> Pencarian seorang anak atas cinta lama ayahnya membuka sejarah industri kretek dari masa ke masa. Alurnya bergerak maju mundur dengan rapi dan membuat penasaran sampai bab terakhir.</li>
<li><strong>Ronggeng Dukuh Paruk, Ahmad Tohari.</strong> Klasik yang tidak lekang. Cerita Srintil dan Rasus di sebuah dusun kecil terasa dekat berkat deskripsi alam pedesaan yang indah. Bagus untuk kamu yang ingin mulai membaca sastra Indonesia klasik.</li>
<li><strong>Hujan, Tere Liye.</strong> Berlatar masa depan setelah bencana besar, novel ini bercerita tentang persahabatan, kehilangan, dan keinginan untuk melupakan. Bahasanya sederhana sehingga cocok bagi pembaca remaja maupun dewasa.</li>
<li><strong>Orang-Orang Biasa, Andrea Hirata.</strong> Sekelompok sahabat yang serba pas-pasan nekat merencanakan sesuatu yang besar demi mimpi seorang anak. Lucu, satir, dan menghangatkan hati.</li>
<li><strong>Cantik Itu Luka, Eka Kurniawan.</strong> Untuk kamu yang mencari tantangan. Kisah keluarga Dewi Ayu di kota fiktif Halimunda dipenuhi unsur realisme magis dan sejarah yang kelam. Tebal, tetapi sulit diletakkan.</li>
</ol>
<h2>Tips memilih bacaan akhir pekan</h2>
<p>Sesuaikan buku dengan suasana hati. Jika pekanmu melelahkan, mulailah dengan Perahu Kertas atau Hujan yang mengalir ringan. Jika sedang ingin berpikir, Laut Bercerita dan Cantik Itu Luka akan menemanimu lebih lama. Tidak ada aturan harus selesai dalam dua hari. Membaca dengan nyaman jauh lebih penting daripada membaca dengan cepat.</p>
<h2>Hemat dengan poin</h2>
<p>Semua judul di atas tersedia di toko Gramedia dan sebagian juga hadir sebagai e-book di Gramedia Digital. Cek halaman promo untuk diskon buku fiksi atau voucher belanja Gramedia yang bisa ditukar dengan poinmu. Jangan lupa menyebutkan nomor member di kasir supaya pembelian buku berikutnya ikut menambah poin.</p>
<p>Selamat membaca, dan ceritakan novel favoritmu kepada teman. Siapa tahu akhir pekan depan kalian bisa bertukar buku.</p>`,
  },
  {
    slug: 'membaca-bersama-anak',
    html: `<p>Anak yang gemar membaca biasanya tumbuh di rumah tempat buku mudah dijangkau dan orang tuanya juga membaca. Kebiasaan ini tidak terbentuk dalam semalam, tetapi bisa dimulai dari langkah yang sangat kecil: sepuluh menit sebelum tidur, satu buku bergambar, dan suara orang tua yang membacakan dengan penuh semangat.</p>
<h2>Mulai sedini mungkin</h2>
<p>Bayi memang belum memahami cerita, tetapi mereka menikmati suara, irama, dan gambar berwarna. Buku kain atau buku papan yang tebal aman digigit dan dibolak-balik. Semakin awal anak mengenal buku sebagai benda yang menyenangkan, semakin mudah kebiasaan membaca terbentuk di kemudian hari.</p>
<h2>Jadikan ritual harian</h2>
<p>Pilih waktu yang sama setiap hari, misalnya setelah makan malam atau menjelang tidur. Matikan televisi dan singkirkan gawai. Anak akan belajar bahwa waktu membaca adalah waktu istimewa bersama orang tua, bukan tugas yang harus diselesaikan.</p>
<h2>Biarkan anak memilih</h2>
<p>Ajak anak ke toko buku dan biarkan ia memilih sendiri, meskipun pilihannya buku yang sama dengan yang sudah dibaca berkali-kali. Mengulang cerita favorit justru membantu anak mengenal kata dan memahami alur. Sesekali, tawarkan buku dengan tema baru, seperti hewan, cerita rakyat Nusantara, atau pengetahuan sederhana tentang tubuh manusia.</p>
<h2>Membaca dengan ekspresi</h2>
<p>Ubah suara untuk setiap tokoh, berhenti sejenak di bagian yang menegangkan, dan ajukan pertanyaan: "Menurutmu, apa yang akan terjadi selanjutnya?" Cara ini melatih imajinasi sekaligus kemampuan anak menyusun pendapat. Tidak perlu pandai bercerita. Anak lebih menghargai kehadiranmu daripada kemampuan aktingmu.</p>
<h2>Beri contoh</h2>
<p>Anak meniru apa yang mereka lihat. Jika orang tua lebih sering memegang ponsel daripada buku, pesan bahwa membaca itu penting akan sulit diterima. Sediakan waktu membaca bersama, ketika anak membaca bukunya dan kamu membaca bukumu sendiri di ruangan yang sama.</p>
<h2>Buat sudut baca</h2>
<p>Sudut baca tidak harus mahal. Rak rendah yang bisa dijangkau anak, bantal duduk, dan lampu yang cukup terang sudah memadai. Letakkan buku dengan sampul menghadap depan agar anak tertarik mengambilnya.</p>
<p>Gramedia rutin mengadakan acara dongeng dan lomba mewarnai untuk anak. Pantau halaman Event untuk jadwal di kota terdekat, dan manfaatkan promo buku anak yang bisa ditukar dengan poin MyValue. Sedikit demi sedikit, rak buku di rumah akan terisi, dan kebiasaan membaca anak pun tumbuh bersamanya.</p>`,
  },
  {
    slug: 'merawat-buku-lama',
    html: `<p>Buku lama menyimpan lebih dari sekadar cerita. Ada catatan di pinggir halaman, nama pemilik pertama di balik sampul, atau tiket bioskop yang terselip sebagai pembatas. Sayangnya, kertas menguning, sampul lepas, dan bau apak sering membuat buku-buku ini berakhir di gudang. Padahal dengan perawatan sederhana, buku lama bisa bertahan puluhan tahun lagi.</p>
<h2>Musuh utama: lembap dan sinar matahari</h2>
<p>Iklim tropis yang lembap adalah tantangan terbesar bagi buku di Indonesia. Kelembapan memicu jamur dan membuat halaman bergelombang, sedangkan sinar matahari langsung memudarkan sampul dan mempercepat kertas menguning. Simpan rak buku jauh dari jendela dan dinding yang sering lembap, misalnya dinding yang berbatasan dengan kamar mandi.</p>
<h2>Jaga sirkulasi udara</h2>
<p>Jangan menyusun buku terlalu rapat. Beri sedikit ruang agar udara bisa mengalir. Sesekali, keluarkan buku dari rak, buka-buka halamannya, lalu angin-anginkan di ruangan yang teduh. Kantong silika gel yang diletakkan di sudut rak juga membantu menyerap kelembapan. Ganti atau keringkan silika gel setiap beberapa bulan.</p>
<h2>Membersihkan debu dan jamur</h2>
<p>Gunakan kuas lembut atau kain mikrofiber kering untuk membersihkan debu di bagian atas buku, arahkan dari punggung ke luar. Bercak jamur ringan bisa diatasi dengan menjemur buku sebentar di tempat teduh yang berangin, lalu menyeka permukaannya dengan kain yang sangat sedikit dibasahi alkohol. Pisahkan buku berjamur dari koleksi lain agar sporanya tidak menyebar.</p>
<h2>Memperbaiki sampul dan jilidan</h2>
<p>Hindari selotip biasa untuk menambal halaman sobek. Selotip akan menguning dan lemnya merusak kertas. Gunakan lem khusus kertas yang bebas asam atau pita perekat arsip yang dijual di toko alat tulis. Untuk jilidan yang lepas, jasa penjilidan ulang di sekitar kampus biasanya bisa membantu dengan biaya terjangkau.</p>
<h2>Sampul plastik sebagai pelindung</h2>
<p>Sampul plastik bening melindungi buku dari debu, noda tangan, dan goresan. Pilih plastik yang cukup tebal dan pasang tanpa lem langsung ke sampul. Banyak toko buku menawarkan layanan sampul gratis untuk pembelian tertentu, jadi manfaatkan kesempatan itu untuk buku-buku baru.</p>
<h2>Cara menyimpan yang benar</h2>
<p>Simpan buku dalam posisi berdiri tegak dengan penyangga di ujung rak. Buku yang miring terlalu lama akan membuat punggungnya melengkung. Buku berukuran besar dan berat, seperti atlas atau ensiklopedia, sebaiknya disimpan mendatar.</p>
<p>Merawat buku lama adalah cara menghargai cerita dan kenangan di dalamnya. Siapa tahu, kelak buku-buku itu akan dibaca oleh anak atau cucumu.</p>`,
  },
];
