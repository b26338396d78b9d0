// How seeded items look: colours, icons (names from @tabler/icons, MIT) and banner copy.
// Images never carry an item's title: the page shows it next to the image.

export interface Palette {
  /** Gradient of the artwork's background. */
  from: string;
  to: string;
  /** Strong colour for an icon on white. */
  ink: string;
  /** Light tint behind an icon (category tiles). */
  soft: string;
}

export interface Theme {
  palette: Palette;
  /** The category's own icon, and the hero icon when no keyword of a title matches. */
  icon: string;
  /** Small icons scattered over the background. */
  pattern: readonly string[];
}

const theme = (from: string, to: string, ink: string, soft: string, icon: string, pattern: string[]): Theme => ({
  palette: { from, to, ink, soft },
  icon,
  pattern,
});

/** Promo categories (categories.slug). */
export const CATEGORY_THEMES: Record<string, Theme> = {
  'makanan-minuman': theme('#F6A04D', '#E0552B', '#C2410C', '#FFF0E4', 'tools-kitchen-2', ['coffee', 'bread', 'cup', 'bowl-chopsticks', 'cookie', 'ice-cream-2']),
  'buku-alat-tulis': theme('#4C8DDB', '#2A4A9A', '#1D4ED8', '#E6EEFF', 'books', ['book-2', 'pencil', 'notebook', 'bookmark', 'writing', 'paint']),
  'hotel-perjalanan': theme('#3DB5A8', '#1D6A86', '#0F766E', '#E0F5F2', 'luggage', ['bed', 'plane', 'beach', 'map-pin', 'building-skyscraper', 'sun']),
  hiburan: theme('#9D5CE3', '#55268A', '#7E22CE', '#F2E7FF', 'movie', ['ticket', 'masks-theater', 'music', 'confetti', 'device-tv', 'star']),
  belanja: theme('#EE5FAF', '#A9177F', '#BE185D', '#FCE6F2', 'shopping-bag', ['shirt', 'tag', 'device-laptop', 'basket', 'gift', 'hanger']),
  'kesehatan-kecantikan': theme('#58C39C', '#24897E', '#047857', '#E1F6EE', 'heartbeat', ['pill', 'leaf', 'flower', 'first-aid-kit', 'droplet', 'perfume']),
  pendidikan: theme('#FDB52A', '#EE7A0C', '#B45309', '#FFF3D9', 'school', ['bulb', 'pencil', 'language', 'certificate', 'calculator', 'notebook']),
  digital: theme('#4C86F6', '#4536C2', '#4338CA', '#E7E9FF', 'device-tablet', ['news', 'device-mobile', 'wifi', 'headphones', 'chart-line', 'device-laptop']),
};

/** Event categories (events.category_slug). */
export const EVENT_THEMES: Record<string, Theme> = {
  festival: theme('#F7716B', '#C2366A', '#BE123C', '#FFE8EA', 'confetti', ['confetti', 'balloon', 'music', 'star', 'tent', 'sparkles']),
  workshop: theme('#F3A83B', '#D0582A', '#C2410C', '#FFF0E0', 'tools', ['pencil', 'brush', 'coffee', 'scissors', 'bulb', 'writing']),
  seminar: theme('#4C7FD9', '#283F8F', '#1E40AF', '#E5EDFF', 'presentation', ['microphone-2', 'chart-line', 'bulb', 'users-group', 'briefcase', 'notebook']),
  pertunjukan: theme('#8E58D6', '#3F1F73', '#6D28D9', '#EFE6FF', 'masks-theater', ['music', 'microphone-2', 'feather', 'star', 'guitar-pick', 'sparkles']),
  lomba: theme('#35B7A0', '#1B7A8C', '#0F766E', '#DFF5F1', 'trophy', ['palette', 'pencil', 'star', 'award', 'brush', 'confetti']),
  olahraga: theme('#4FB35A', '#1F7A4A', '#15803D', '#E3F5E5', 'run', ['run', 'stretching', 'heart-rate-monitor', 'trophy', 'sun', 'bike']),
};

/** Article categories (articles.category_slug). */
export const ARTICLE_THEMES: Record<string, Theme> = {
  tips: theme('#A35BC0', '#6A2483', '#84329B', '#F4E8F8', 'bulb', ['coins', 'ticket', 'star', 'sparkles', 'gift', 'bulb']),
  'info-program': theme('#8C45A8', '#4B1D66', '#84329B', '#F4E8F8', 'crown', ['crown', 'award', 'coins', 'star', 'users-group', 'gift']),
  buku: theme('#4C8DDB', '#2A4A9A', '#1D4ED8', '#E6EEFF', 'books', ['book-2', 'bookmark', 'feather', 'notebook', 'books', 'writing']),
  perjalanan: theme('#3DB5A8', '#1D6A86', '#0F766E', '#E0F5F2', 'map-pin', ['plane', 'map-pin', 'beach', 'luggage', 'camera', 'sun']),
  'gaya-hidup': theme('#F08A5D', '#B83B5E', '#B91C1C', '#FDE9E4', 'heart', ['coffee', 'leaf', 'heart', 'sun', 'music', 'camera']),
};

/** The programme's own look, for banners and cards not tied to a category. */
export const BRAND_THEME = theme('#9C4DB5', '#5A1F70', '#84329B', '#F4E8F8', 'star', ['star', 'gift', 'coins', 'ticket', 'sparkles', 'crown']);

/**
 * Hero icon by keyword: the first entry whose keyword occurs in the lower-cased title wins,
 * so put the more specific words first.
 */
export const KEYWORD_ICONS: ReadonlyArray<[keyword: string, icon: string]> = [
  ['kopi', 'coffee'], ['croissant', 'bread'], ['roti', 'bread'], ['donat', 'cookie'], ['kue', 'cake'], ['es teh', 'cup'],
  ['sarapan', 'tools-kitchen-2'], ['makan malam', 'glass-full'], ['bakmi', 'bowl-chopsticks'], ['kuliner', 'bowl-chopsticks'],
  ['voucher makan', 'bowl-chopsticks'], ['minuman', 'cup'], ['tumbler', 'cup'], ['popcorn', 'movie'],
  ['novel', 'books'], ['fiksi', 'books'], ['sampul', 'book'], ['majalah', 'news'], ['e-book', 'device-tablet'], ['e-paper', 'news'],
  ['arsip', 'archive'], ['kompas', 'news'], ['kontan', 'chart-line'], ['alat tulis', 'pencil'], ['buku', 'books'], ['literasi', 'books'],
  ['cerpen', 'writing'], ['menulis', 'writing'], ['penulis', 'writing'], ['puisi', 'feather'],
  ['check-out', 'clock'], ['rapat', 'presentation'], ['vila', 'pool'], ['staycation', 'bed'], ['menginap', 'bed'], ['kamar', 'bed'],
  ['spa', 'massage'], ['pijat', 'massage'], ['lulur', 'flower'], ['creambath', 'massage'], ['vitamin', 'pill'], ['darah', 'heart-rate-monitor'],
  ['apotek', 'first-aid-kit'],
  ['nonton', 'movie'], ['film', 'movie'], ['tiket', 'ticket'], ['wayang', 'masks-theater'], ['pertunjukan', 'masks-theater'],
  ['membatik', 'brush'], ['pameran', 'palette'], ['lukisan', 'palette'], ['katalog', 'palette'], ['mewarnai', 'palette'],
  ['planetarium', 'planet'], ['wahana', 'planet'], ['anak', 'mood-kid'], ['keluarga', 'users-group'], ['konser', 'music'],
  ['desain', 'brush'], ['fotografi', 'camera'], ['bootcamp data', 'chart-dots'], ['tes', 'clipboard-check'], ['bahasa', 'language'],
  ['modul', 'notebook'], ['kelas', 'school'], ['karier', 'briefcase'], ['investasi', 'chart-line'], ['seminar', 'presentation'],
  ['gawai', 'device-mobile'], ['pelindung layar', 'device-mobile'], ['elektronik', 'device-laptop'], ['kemeja', 'shirt'],
  ['tas kain', 'shopping-bag'], ['kain batik', 'shirt'], ['koleksi baru', 'hanger'], ['belanja', 'shopping-bag'],
  ['langganan', 'news'], ['run', 'run'], ['rempah', 'leaf'], ['budaya', 'masks-theater'], ['pelanggan', 'users-group'],
  ['poin', 'coins'], ['tier', 'crown'], ['voucher', 'ticket'], ['referral', 'user-plus'], ['teman', 'user-plus'],
  ['yogyakarta', 'building-castle'], ['keuangan', 'pig-money'], ['badge', 'award'], ['kedaluwarsa', 'hourglass'],
];

/** The offer a promo makes, shown as a small badge beside the hero: first match wins. */
export const OFFER_ICONS: ReadonlyArray<[keyword: string, icon: string]> = [
  ['cashback', 'coins'], ['gratis', 'gift'], ['diskon', 'rosette-discount'], ['potongan', 'rosette-discount'], ['upgrade', 'arrow-big-up-lines'],
  ['late', 'clock'], ['voucher', 'ticket'], ['paket', 'package'], ['hemat', 'tag'], ['mulai', 'tag'],
];

export interface MerchantBrand {
  /** Brand colour: the logo's background. */
  color: string;
  /** Colour of the icon and wordmark on it. */
  on: string;
  icon: string;
  /** One short word in capitals, at most 8 letters, legible at 48 px. */
  wordmark: string;
}

const brand = (color: string, icon: string, wordmark: string, on = '#FFFFFF'): MerchantBrand => ({ color, on, icon, wordmark });

/** merchants.slug → its mark. */
export const MERCHANT_BRANDS: Record<string, MerchantBrand> = {
  gramedia: brand('#0A58A8', 'books', 'GRAMEDIA'),
  'gramedia-digital': brand('#1C7FD6', 'device-tablet', 'DIGITAL'),
  'kompas-id': brand('#13306B', 'news', 'KOMPAS'),
  'santika-premiere': brand('#6E1A2E', 'building-skyscraper', 'PREMIERE', '#F3D9A4'),
  'hotel-santika': brand('#A4232E', 'bed', 'SANTIKA'),
  'amaris-hotel': brand('#5E9E2B', 'building', 'AMARIS'),
  'the-samaya-bali': brand('#17635F', 'beach', 'SAMAYA', '#F1E3C6'),
  'kopi-senja-nusantara': brand('#5B3A29', 'coffee', 'SENJA', '#F6C89F'),
  'bakmi-juragan': brand('#C8381B', 'bowl-chopsticks', 'JURAGAN', '#FFE3A3'),
  'roti-kampung-bakery': brand('#B86E22', 'bread', 'ROTI', '#FFF4E0'),
  'sinema-layar-emas': brand('#1D1B22', 'movie', 'SINEMA', '#F2C14E'),
  'bentara-budaya': brand('#9E2F45', 'palette', 'BENTARA'),
  'taman-pintar-ceria': brand('#F4B400', 'planet', 'CERIA', '#3A2A00'),
  'umn-academy': brand('#0E3F8F', 'school', 'UMN'),
  'lingua-kursus-bahasa': brand('#00806F', 'language', 'LINGUA'),
  'apotek-sehat-sentosa': brand('#1F7A3A', 'first-aid-kit', 'SENTOSA'),
  'ayu-spa-salon': brand('#A3245E', 'flower', 'AYU SPA'),
  'prima-elektronik': brand('#27308F', 'device-laptop', 'PRIMA'),
  'batik-lestari': brand('#6B3F2A', 'shirt', 'LESTARI', '#F1D7A8'),
  kontan: brand('#B3202A', 'chart-line', 'KONTAN'),
};

/** badges.code → icon; colour comes from its category (badge_categories.sort). */
export const BADGE_ICONS: Record<string, string> = {
  'first-login': 'door-enter',
  'first-redeem': 'ticket',
  'ten-redeems': 'rosette-discount',
  'book-lover': 'books',
  'digital-reader': 'device-tablet',
  'troops-member': 'flag',
  'first-stay': 'bed',
  'three-cities': 'map-pins',
  'island-hopper': 'sailboat',
  'event-goer': 'calendar-event',
  'referral-one': 'user-plus',
  'referral-five': 'users-group',
};

/** By badge category order: Penjelajah, Pembaca, Pelancong, Sosial. */
export const BADGE_COLORS: readonly [string, string][] = [
  ['#B16CC9', '#6A2483'],
  ['#4C8DDB', '#2A4A9A'],
  ['#3DB5A8', '#1D6A86'],
  ['#F39A4B', '#D0502A'],
];

/** card_types.code → its card face. */
export const CARD_FACES: Record<string, { from: string; to: string; icon: string }> = {
  myvalue: { from: '#9C4DB5', to: '#4B1D66', icon: 'star' },
  gramedia: { from: '#2C7BD8', to: '#0A3F7E', icon: 'books' },
  santika: { from: '#B3394A', to: '#5E1423', icon: 'bed' },
  gramedia_digital: { from: '#4C86F6', to: '#3426A8', icon: 'device-tablet' },
};

export interface BannerArt {
  /** Copy printed on the home banner. It sells the offer and never repeats the banner's title. */
  headline: string;
  tagline: string;
  /** The button's words: what a tap on the banner does. */
  cta: string;
  theme: Theme;
  /** Hero and two side icons. */
  icons: [string, string, string];
}

/** banners.title → artwork. */
export const BANNER_ART: Record<string, BannerArt> = {
  'Pesta Buku Gramedia': {
    headline: 'Diskon buku hingga 50%',
    tagline: 'Tukar poin di Gramedia dan Gramedia Digital',
    cta: 'Lihat Promo',
    theme: CATEGORY_THEMES['buku-alat-tulis'] ?? BRAND_THEME,
    icons: ['books', 'rosette-discount', 'bookmark'],
  },
  'Staycation Akhir Tahun': {
    headline: 'Menginap mulai 2.000 Poin',
    tagline: 'Santika, Amaris, dan The Samaya Bali',
    cta: 'Pilih Hotel',
    theme: CATEGORY_THEMES['hotel-perjalanan'] ?? BRAND_THEME,
    icons: ['bed', 'beach', 'luggage'],
  },
  'Festival Literasi Jakarta': {
    headline: 'Sehari penuh merayakan buku',
    tagline: 'Gratis untuk member MyValue, kuota terbatas',
    cta: 'Daftar Sekarang',
    theme: EVENT_THEMES.festival ?? BRAND_THEME,
    icons: ['books', 'microphone-2', 'confetti'],
  },
  'Ajak Teman, Dapat Poin': {
    headline: '500 Poin untuk setiap teman',
    tagline: 'Bagikan kode referralmu sekarang',
    cta: 'Ajak Teman',
    theme: BRAND_THEME,
    icons: ['user-plus', 'coins', 'gift'],
  },
  'Pekan Kopi Nusantara': {
    headline: 'Beli 1 gratis 1 kopi susu',
    tagline: 'Hanya di Kopi Senja Nusantara',
    cta: 'Lihat Promo',
    theme: CATEGORY_THEMES['makanan-minuman'] ?? BRAND_THEME,
    icons: ['coffee', 'gift', 'bread'],
  },
};
