// The offline page's list: the kept pages of this site, newest first, by their titles.
import { SW_CACHES } from '../features/offline/swContract';
import { offlineIntro, offlinePages, pageTitleOf, seenPages, type SeenPage } from './seenPages';

const doc = (title: string) => `<!doctype html><html lang="id"><head><title>${title}</title></head><body></body></html>`;

function keptPages(entries: Array<{ url: string; html: string; date?: string }>) {
  const opened: string[] = [];
  return {
    opened,
    async open(name: string) {
      opened.push(name);
      return {
        keys: async () => entries.map((e) => new Request(e.url)),
        match: async (request: Request) => {
          const e = entries.find((x) => x.url === request.url);
          return e ? new Response(e.html, { headers: e.date ? { date: e.date } : {} }) : undefined;
        },
      };
    },
  };
}

describe('the pages the offline page lists', () => {
  it('reads the page part of a title, entities decoded', () => {
    expect(pageTitleOf(doc('Promo &amp; Voucher - MyValue'))).toBe('Promo & Voucher');
    expect(pageTitleOf(doc('Kopi &quot;Enak&quot; &lt;3 - MyValue'))).toBe('Kopi "Enak" <3');
    expect(pageTitleOf('<html><body>no title</body></html>')).toBeNull();
    expect(pageTitleOf(doc(' - MyValue'))).toBeNull();
  });

  it('lists the kept pages of this site, newest first, each by its title (never its address)', async () => {
    const storage = keptPages([
      { url: 'https://www.myvalue.id/promo', html: doc('Promo &amp; Voucher - MyValue'), date: 'Tue, 24 Nov 2026 01:00:00 GMT' },
      { url: 'https://www.myvalue.id/about', html: '<html></html>', date: 'Tue, 24 Nov 2026 02:00:00 GMT' },
      // A remote's page without a title: its route comes with the live version, which the offline page does not have.
      { url: 'https://www.myvalue.id/event', html: '<html></html>', date: 'Tue, 24 Nov 2026 02:30:00 GMT' },
      { url: 'https://elsewhere.example/promo', html: doc('Lain - MyValue') },
    ]);
    expect(await seenPages(storage, 'https://www.myvalue.id')).toEqual([
      // A copy without a title is named as its (shell) route is, never by its address.
      { href: '/about', title: 'Tentang MyValue', savedAt: Date.parse('Tue, 24 Nov 2026 02:00:00 GMT') },
      { href: '/promo', title: 'Promo & Voucher', savedAt: Date.parse('Tue, 24 Nov 2026 01:00:00 GMT') },
    ]);
    expect(storage.opened).toEqual([SW_CACHES.pages]);
  });

  it("names the home 'Beranda', not by its document title (the site's tagline reads as another list)", async () => {
    const storage = keptPages([
      { url: 'https://www.myvalue.id/', html: doc('Promo &amp; Voucher dari Merchant Partner - MyValue'), date: 'Tue, 24 Nov 2026 01:00:00 GMT' },
      { url: 'https://www.myvalue.id/about', html: doc('Tentang MyValue - MyValue'), date: 'Tue, 24 Nov 2026 00:00:00 GMT' },
    ]);
    expect((await seenPages(storage, 'https://www.myvalue.id')).map((p) => [p.href, p.title])).toEqual([
      ['/', 'Beranda'],
      ['/about', 'Tentang MyValue'],
    ]);
  });

  it('never lists a search: what was searched is private (issue 43 walk 4)', async () => {
    const storage = keptPages([
      { url: 'https://www.myvalue.id/search?q=obat%20jerawat', html: doc('Pencarian - MyValue'), date: 'Tue, 24 Nov 2026 03:00:00 GMT' },
      { url: 'https://www.myvalue.id/promo?q=kopi&category=makanan', html: doc('Promo &amp; Voucher - MyValue'), date: 'Tue, 24 Nov 2026 02:00:00 GMT' },
      { url: 'https://www.myvalue.id/promo?category=makanan', html: doc('Promo &amp; Voucher - MyValue'), date: 'Tue, 24 Nov 2026 01:00:00 GMT' },
    ]);
    const pages = await seenPages(storage, 'https://www.myvalue.id');
    expect(pages.map((p) => p.href)).toEqual(['/promo?category=makanan']);
    expect(JSON.stringify(pages)).not.toMatch(/jerawat|kopi/);
  });

  it('with a wallet kept on this device, Kartu Saya and Voucher Saya come first: they open without internet', () => {
    const kept: SeenPage[] = [{ href: '/promo', title: 'Promo & Voucher', savedAt: 1 }];
    expect(offlinePages(kept, true)).toEqual([
      { href: '/account/card', title: 'Kartu Saya', savedAt: 0 },
      { href: '/account/voucher', title: 'Voucher Saya', savedAt: 0 },
      ...kept,
    ]);
    expect(offlinePages(kept, false)).toEqual(kept);
  });

  it('lists nothing when nothing was kept', async () => {
    expect(await seenPages(keptPages([]), 'https://www.myvalue.id')).toEqual([]);
  });

  it('does not say an account page was never opened: the worker never keeps one', () => {
    expect(offlineIntro('/account/voucher')).toBe('Halaman akun tidak disimpan di perangkat ini, jadi hanya bisa dibuka saat online.');
    expect(offlineIntro('/promo/kopi')).toBe('Halaman ini tidak tersimpan di perangkat ini, jadi belum bisa ditampilkan tanpa internet.');
  });
});
