// Issue 28: the partners' register of issued cards (with the contact each partner has for
// the card, where a verification code goes) and accounts members hold at partner services.
// Cards already in a member's wallet are in the register too (seed/index.ts adds them).
export const ISSUED_CARDS: ReadonlyArray<{ type: 'MYVALUE' | 'GRAMEDIA' | 'SANTIKA' | 'GRAMEDIA_DIGITAL'; number: string; contact: string }> = [
  { type: 'GRAMEDIA', number: '7702 1100 2233 4455', contact: 'pembaca.setia@contoh.id' },
  { type: 'GRAMEDIA', number: '7702 1100 3141 5926', contact: 'kartu.gramedia2@contoh.id' },
  { type: 'GRAMEDIA', number: '7702 1100 2718 2818', contact: 'kartu.gramedia3@contoh.id' },
  { type: 'GRAMEDIA', number: '7702 1100 1618 0339', contact: 'kartu.gramedia4@contoh.id' },
  { type: 'SANTIKA', number: '6010 3300 1234 5678', contact: '+6281234567890' },
  { type: 'SANTIKA', number: '6010 3300 8765 4321', contact: '+6281398765432' },
  { type: 'GRAMEDIA_DIGITAL', number: '9100 0000 1122', contact: 'demo@myvalue.id' },
  { type: 'MYVALUE', number: '8801 2025 1100 0781', contact: '+6285711112222' },
];

export const PARTNER_ACCOUNTS: ReadonlyArray<{ clientId: string; partnerUserId: string; email: string | null; phone: string | null }> = [
  { clientId: 'gramedia-com', partnerUserId: 'GC-100231', email: 'demo@myvalue.id', phone: null },
  { clientId: 'kompas-id', partnerUserId: 'KID-55120', email: null, phone: '+6281234567890' },
  { clientId: 'gramedia-com', partnerUserId: 'GC-100877', email: 'baru@myvalue.id', phone: null },
];
