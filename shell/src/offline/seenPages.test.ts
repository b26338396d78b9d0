// The offline page's list: the kept pages of this site, newest first, by their titles.
import { SW_CACHES } from '../features/offline/swContract';
import { pageTitleOf, seenPages } from './seenPages';

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

  it('lists the kept pages of this site, newest first, each linking to its path and query', async () => {
    const storage = keptPages([
      { url: 'https://www.myvalue.id/promo', html: doc('Promo &amp; Voucher - MyValue'), date: 'Tue, 24 Nov 2026 01:00:00 GMT' },
      { url: 'https://www.myvalue.id/search?q=kopi', html: doc('Pencarian - MyValue'), date: 'Tue, 24 Nov 2026 03:00:00 GMT' },
      { url: 'https://www.myvalue.id/event', html: '<html></html>', date: 'Tue, 24 Nov 2026 02:00:00 GMT' },
      { url: 'https://elsewhere.example/promo', html: doc('Lain - MyValue') },
    ]);
    expect(await seenPages(storage, 'https://www.myvalue.id')).toEqual([
      { href: '/search?q=kopi', title: 'Pencarian', savedAt: Date.parse('Tue, 24 Nov 2026 03:00:00 GMT') },
      { href: '/event', title: '/event', savedAt: Date.parse('Tue, 24 Nov 2026 02:00:00 GMT') },
      { href: '/promo', title: 'Promo & Voucher', savedAt: Date.parse('Tue, 24 Nov 2026 01:00:00 GMT') },
    ]);
    expect(storage.opened).toEqual([SW_CACHES.pages]);
  });

  it('lists nothing when nothing was kept', async () => {
    expect(await seenPages(keptPages([]), 'https://www.myvalue.id')).toEqual([]);
  });
});
