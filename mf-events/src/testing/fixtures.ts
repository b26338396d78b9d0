// Payload builders for tests: valid contract shapes with the field a test cares about overridden.
import type { Campaign, CampaignEvent, CampaignV2, Event, VoucherTicket } from 'shared-contracts/schemas';

export function makeEvent(over: Partial<Event> = {}): Event {
  return {
    id: 5,
    slug: 'kelas-kopi-manual-brew-denpasar',
    title: 'Kelas Kopi Manual Brew',
    image: 'http://localhost:4100/media/events/kelas-kopi.svg',
    thumbnail: 'http://localhost:4100/media/event-thumbs/kelas-kopi.svg',
    category: { slug: 'workshop', title: 'Workshop' },
    organizer: 'Kopi Senja Nusantara',
    description: '<p>Belajar <strong>seduh manual</strong>.</p><script>window.hacked = true</script>',
    tnc: '<ul><li>Datang 15 menit lebih awal.</li></ul>',
    venue: { name: 'The Samaya Seminyak', address: 'Jl. Laksmana, Seminyak', city: 'Denpasar', timezone: 'Asia/Makassar' },
    startDate: '2026-12-04T14:00:00+07:00',
    endDate: '2026-12-04T16:00:00+07:00',
    registrationOpenDate: '2026-11-14T14:00:00+07:00',
    registrationCloseDate: '2026-12-03T14:00:00+07:00',
    price: 750,
    quota: 25,
    registeredCount: 10,
    maxTicketsPerOrder: 4,
    isFull: false,
    isRegistrationOpen: true,
    status: 'upcoming',
    isRegistered: false,
    ...over,
  };
}

export function makeTicket(event: Event, over: Partial<VoucherTicket> = {}): VoucherTicket {
  return {
    id: 91,
    code: 'EVTAB12CD34',
    qrCode: 'MYVALUE:TICKET:EVTAB12CD34',
    tnc: '<p>Berlaku di semua gerai.</p>',
    pointUsed: event.price,
    purchasedDate: '2026-11-22T10:00:00+07:00',
    used: false,
    usedDate: null,
    status: 'ACTIVE',
    attendee: { name: 'Dewi Sartika', phone: '+6281234567890', email: 'demo@myvalue.id' },
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      image: event.image,
      venue: event.venue,
      startDate: event.startDate,
      endDate: event.endDate,
    },
    ...over,
  };
}

export function makeCampaign(over: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    slug: 'pesta-buku-gramedia',
    title: 'Pesta Buku Gramedia',
    image: 'http://localhost:4100/media/campaigns/pesta-buku.svg',
    banner: 'http://localhost:4100/media/campaign-banners/pesta-buku.svg',
    description: '<p>Baca lebih banyak.</p>',
    startDate: '2026-11-15T00:00:00+07:00',
    endDate: '2026-12-15T23:59:00+07:00',
    isActive: true,
    ...over,
  };
}

export function makeCampaignEvent(over: Partial<CampaignEvent> = {}): CampaignEvent {
  return {
    id: 1,
    slug: 'peluncuran-novel-pesta-buku',
    campaignId: 1,
    campaignSlug: 'pesta-buku-gramedia',
    title: 'Peluncuran Novel Terbaru',
    image: 'http://localhost:4100/media/campaign-events/peluncuran.svg',
    content: '<p>Peluncuran novel.</p>',
    location: 'Gramedia Grand Indonesia, Jakarta',
    startDate: '2026-11-27T10:00:00+07:00',
    endDate: '2026-11-27T14:00:00+07:00',
    ...over,
  };
}

export function makeCampaignV2(over: Partial<CampaignV2> = {}): CampaignV2 {
  return {
    ...makeCampaign(),
    subtitle: 'Baca lebih banyak, hemat lebih banyak',
    themeColor: '#84329B',
    promos: [
      {
        id: 3,
        slug: 'diskon-buku-20',
        title: 'Diskon Buku 20%',
        image: 'http://localhost:4100/media/promos/diskon.svg',
        thumbnail: 'http://localhost:4100/media/promo-thumbs/diskon.svg',
        merchant: { id: 1, slug: 'gramedia', name: 'Gramedia', image: 'http://localhost:4100/media/merchants/gramedia.svg' },
        validTo: '2026-12-15T23:59:00+07:00',
        price: 1000,
      },
    ],
    events: [makeCampaignEvent()],
    ...over,
  };
}
