// Issue 6 "mf-events": events list and filters, detail (zones, JSON-LD, map), registration
// through the real shell and BFF (a fresh member signs in from the event and comes back;
// a double submit registers once; the tickets appear under /account/voucher), a full event
// refuses, the .ics file is valid, campaigns and the home widgets.
// Mutations use a member registered in the test, so the demo data stays as seeded.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, baseUrl, expect, settled, signIn, test } from './fixtures';

const events = (page: Page) => page.locator('[data-remote-area="events"]');

let seq = 0;
/** From the SSO stand-in's login page (already open), registers a new member and returns to the site. */
async function registerOnSsoPage(page: Page, firstName: string): Promise<{ email: string; fullName: string }> {
  seq += 1;
  const email = `event-e2e-${Date.now()}-${process.pid}-${seq}@contoh.id`;
  await page.getByRole('link', { name: 'Daftar' }).click();
  await page.getByLabel('Nama Depan').fill(firstName);
  await page.getByLabel('Nama Belakang').fill('Uji');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123');
  await page.getByLabel('Ulangi Kata Sandi').fill('Rahasia123');
  await page.getByLabel('Saya menyetujui Syarat & Ketentuan MyValue').check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
  await settled(page);
  return { email, fullName: `${firstName} Uji` };
}

test.describe('list', () => {
  test('upcoming and past tabs, cards with zone-aware times, price and seats', async ({ page }) => {
    await page.goto('/event');
    await expect(page).toHaveTitle('Event - MyValue');
    const area = events(page);
    const kopi = area.getByTestId('event-card').filter({ hasText: 'Kelas Kopi Manual Brew' });
    await expect(kopi).toBeVisible();
    await expect(kopi.getByText('15.00 WITA – 17.00 WITA')).toBeVisible();
    await expect(kopi.getByText('The Samaya Seminyak, Denpasar')).toBeVisible();
    await expect(kopi.getByText('750 Poin')).toBeVisible();
    await expect(kopi.getByText(/^Sisa \d+ kursi$/)).toBeVisible();
    const full = area.getByTestId('event-card').filter({ hasText: 'Talkshow Investasi untuk Pemula' });
    await expect(full.getByText('Kuota Habis')).toBeVisible();
    await expect(area.getByTestId('event-card').filter({ hasText: 'Festival Literasi Jakarta' }).getByText('Gratis')).toBeVisible();
    await expect(area.getByText('Lomba Mewarnai Anak')).toHaveCount(0);

    await area.getByRole('tab', { name: 'Sudah Selesai' }).click();
    await expect(page).toHaveURL(/\/event\?status=past$/);
    await expect(area.getByRole('link', { name: 'Lomba Mewarnai Anak' })).toBeVisible();
    await expect(area.getByText('Kelas Kopi Manual Brew')).toHaveCount(0);
  });

  test('filters by city and category live in the address and survive a reload', async ({ page }) => {
    await page.goto('/event');
    const area = events(page);
    await expect(area.getByTestId('event-card').first()).toBeVisible();
    await area.getByLabel('Kota').selectOption('Denpasar');
    await expect(page).toHaveURL(/\/event\?city=Denpasar$/);
    await expect(area.getByTestId('event-card')).toHaveCount(1);
    await expect(area.getByRole('link', { name: 'Kelas Kopi Manual Brew' })).toBeVisible();

    await page.reload();
    await expect(area.getByLabel('Kota')).toHaveValue('Denpasar');
    await expect(area.getByTestId('event-card')).toHaveCount(1);

    await area.getByLabel('Kategori').selectOption('seminar');
    await expect(page).toHaveURL(/category=seminar/);
    await expect(area.getByText('Tidak ada event yang cocok dengan filter ini.')).toBeVisible();
    await area.getByRole('link', { name: 'Hapus Filter' }).first().click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(area.getByTestId('event-card').nth(2)).toBeVisible();
  });
});

test.describe('detail', () => {
  test('schedule in the venue zone, map link, sanitised text, JSON-LD Event', async ({ page }) => {
    await page.goto('/event/festival-budaya-jayapura');
    const area = events(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Festival Budaya dan Buku Papua' })).toBeVisible();
    await expect(page).toHaveTitle('Festival Budaya dan Buku Papua - MyValue');
    await expect(area.getByText('09.00 WIT – 18.00 WIT')).toBeVisible();
    await expect(area.getByRole('link', { name: /Lihat Peta/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Gedung%20Olahraga%20Cenderawasih/);
    await expect(area.getByRole('heading', { name: 'Syarat & Ketentuan' })).toBeVisible();
    // The document's head carries the page's JSON-LD, as for every app's pages (its
    // BreadcrumbList too: the Event is one of them); the events area itself has none.
    const docs = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    await expect(area.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const ld = docs.find((d) => d['@type'] === 'Event') as Record<string, unknown> & { location?: unknown };
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('Festival Budaya dan Buku Papua');
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+09:00$/);
    expect(ld.location).toMatchObject({ '@type': 'Place', name: 'Gedung Olahraga Cenderawasih' });
    // Registration opens 10 days before: the opening time is given in WIT.
    await expect(area.getByText(/^Pendaftaran dibuka pada \d{1,2} \w{3} \d{4}, 09\.00 WIT\.$/)).toBeVisible();
    await expect(area.getByRole('button', { name: 'Masuk untuk Daftar' })).toHaveCount(0);
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    await page.goto('/event/tidak-ada-event-ini');
    await expect(events(page).getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(events(page).getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeVisible();
  });

  test('the .ics file is valid iCalendar in the venue zone', async ({ page }) => {
    await page.goto('/event/kelas-kopi-manual-brew-denpasar');
    const area = events(page);
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), area.getByRole('button', { name: 'Tambah ke Kalender' }).click()]);
    expect(download.suggestedFilename()).toBe('kelas-kopi-manual-brew-denpasar.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    // CRLF everywhere, no bare LF or CR, lines folded at 75 octets.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeTruthy();
    expect(lines).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:Asia/Makassar', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800', 'END:VTIMEZONE']));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:event-\d+@/);
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines.find((l) => l.startsWith('DTSTART;'))).toMatch(/^DTSTART;TZID=Asia\/Makassar:\d{8}T150000$/);
    expect(lines.find((l) => l.startsWith('DTEND;'))).toMatch(/^DTEND;TZID=Asia\/Makassar:\d{8}T170000$/);
    expect(lines).toContain('SUMMARY:Kelas Kopi Manual Brew');
    // Commas in the address are escaped as RFC 5545 TEXT requires.
    expect(lines).toContain('LOCATION:The Samaya Seminyak\\, Jl. Laksmana\\, Seminyak\\, Denpasar');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBeTruthy();
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

test.describe('registration', () => {
  test('a visitor signs in from the event, comes back, registers once and finds the tickets under Voucher Saya', async ({ page }) => {
    await page.goto('/event/festival-literasi-jakarta');
    await events(page).getByRole('button', { name: 'Masuk untuk Daftar' }).click();
    const member = await registerOnSsoPage(page, 'Lestari');
    await expect(page).toHaveURL(/\/event\/festival-literasi-jakarta\/register$/);
    const area = events(page);
    await expect(page).toHaveTitle('Daftar Festival Literasi Jakarta - MyValue');

    // Prefilled from the profile; a new member has no phone yet.
    await expect(area.getByLabel('Nama Lengkap')).toHaveValue(member.fullName);
    await expect(area.getByLabel('Email')).toHaveValue(member.email);
    await area.getByLabel('Jumlah Tiket').selectOption('2');
    const submit = area.getByRole('button', { name: 'Daftar Sekarang' });
    await submit.click();
    const phone1 = area.getByLabel('Nomor Handphone').first();
    await expect(phone1).toHaveAttribute('aria-invalid', 'true');
    await expect(area.getByText('Nomor handphone wajib diisi.').first()).toBeVisible();
    await expect(phone1).toBeFocused();

    await phone1.fill('0812-3456-7890');
    const second = area.getByRole('group', { name: 'Peserta 2' });
    await second.getByLabel('Nama Lengkap').fill('Budi Santoso');
    await second.getByLabel('Nomor Handphone').fill('+62 813 1111 2222');
    await second.getByLabel('Email').fill('budi.e2e@contoh.id');

    // Two quick clicks: one registration (two tickets, not four).
    await submit.dblclick();
    await expect(area.getByRole('heading', { name: 'Pendaftaran Berhasil' })).toBeVisible();
    const tickets = area.getByTestId('ticket');
    await expect(tickets).toHaveCount(2);
    await expect(area.getByRole('img', { name: /^Kode QR tiket EVT/ })).toHaveCount(2);
    const ticketCodes = (await area.getByTestId('ticket-code').allTextContents()).map((t) => t.trim());
    expect(ticketCodes).toHaveLength(2);
    for (const code of ticketCodes) expect(code).toMatch(/^EVT[A-Z0-9]{8}$/);
    await expect(tickets.filter({ hasText: 'Budi Santoso' }).getByText('+62 813-1111-2222')).toBeVisible();

    // The member area (built by the account team) lists the tickets.
    await area.getByRole('link', { name: 'Lihat di Voucher Saya' }).click();
    await expect(page).toHaveURL(/\/account\/voucher$/);
    const ticketList = page.locator('[data-remote-area="account"]').getByRole('region', { name: 'Tiket Event' });
    for (const code of ticketCodes) await expect(ticketList.getByText(code, { exact: true })).toBeVisible();
    await expect(ticketList.getByRole('listitem')).toHaveCount(2);
  });

  test('a full event refuses: explained on the detail and the form, and the API says EVENT_FULL', async ({ page }) => {
    await page.goto('/event/talkshow-investasi-surabaya');
    await signIn(page, DEMO);
    const area = events(page);
    await expect(area.getByText('Kuota Habis. Semua kursi event ini sudah terisi.')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Daftar Sekarang' })).toHaveCount(0);

    await page.goto('/event/talkshow-investasi-surabaya/register');
    await expect(area.getByText('Kuota Habis. Semua kursi event ini sudah terisi.')).toBeVisible();
    await expect(area.getByRole('form')).toHaveCount(0);
    await expect(area.getByRole('link', { name: 'Lihat Event Lainnya' })).toHaveAttribute('href', '/event');

    // Even a hand-made request is refused by the backend, through the BFF with the member's cookie.
    const eventId = (await (await page.request.get('/api/v1/events/slug/talkshow-investasi-surabaya')).json()).id as number;
    const res = await page.request.post('/api/v1/events/buy', {
      headers: { origin: baseUrl() },
      data: { eventId, pointUsed: 1000, registrationData: [{ name: 'Dewi Sartika', phone: '+6281234567890', email: DEMO.email }] },
    });
    expect(res.status()).toBe(409);
    expect((await res.json()).errorCode).toBe('EVENT_FULL');
  });

  test('a past event explains that it is over', async ({ page }) => {
    await page.goto('/event/lomba-mewarnai-medan');
    await expect(events(page).getByText('Event ini sudah berakhir.')).toBeVisible();
  });
});

test.describe('campaigns', () => {
  test('campaign landing with promos and events, and a campaign event', async ({ page }) => {
    await page.goto('/campaign/pesta-buku-gramedia');
    const area = events(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Pesta Buku Gramedia' })).toBeVisible();
    await expect(page).toHaveTitle('Pesta Buku Gramedia - MyValue');
    await expect(area.getByText(/^Periode: /)).toBeVisible();
    await expect(area.getByRole('region', { name: 'Promo Campaign' }).getByRole('link').first()).toHaveAttribute('href', /^\/promo\//);
    await area.getByRole('region', { name: 'Event Campaign' }).getByRole('link', { name: 'Peluncuran Novel Terbaru' }).click();
    await expect(page).toHaveURL(/\/campaign-event\/peluncuran-novel-pesta-buku$/);
    await expect(area.getByRole('heading', { level: 1, name: 'Peluncuran Novel Terbaru' })).toBeVisible();
    await expect(area.getByText('10.00 WIB – 14.00 WIB')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Campaign', exact: true })).toHaveAttribute('href', '/campaign/pesta-buku-gramedia');
  });

  test('an unknown campaign shows the 404 page', async ({ page }) => {
    await page.goto('/campaign/tidak-ada');
    await expect(events(page).getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
  });
});

test.describe('home widgets', () => {
  test('upcoming events strip and the campaign carousel (buttons and arrow keys)', async ({ page }) => {
    await page.goto('/');
    // The server's markup shows at once; the widget hydrates on the visitor's first touch or hover.
    const upcoming = page.locator('[data-section="upcoming-events"]');
    await upcoming.scrollIntoViewIfNeeded();
    await expect(upcoming.getByTestId('event-card').first()).toBeVisible();
    await page.locator('[data-section="campaigns"]').scrollIntoViewIfNeeded();
    const carousel = page.locator('[data-section="campaigns"]').getByRole('region', { name: 'Campaign pilihan' });
    await expect(carousel).toBeVisible();
    await carousel.hover();
    await expect(page.locator('[data-section="campaigns"] [data-remote-area="events"]')).toHaveAttribute('data-remote-state', 'ready');
    const currentSlide = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    const first = await currentSlide.getAttribute('aria-label');
    await carousel.getByRole('button', { name: 'Campaign berikutnya' }).click();
    await expect(currentSlide).not.toHaveAttribute('aria-label', first ?? '');
    await expect(currentSlide).toHaveAttribute('aria-label', /^2 dari \d+: /);
    // Focus is inside: autoplay is paused, arrow keys move.
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide).toHaveAttribute('aria-label', first ?? '');
    await currentSlide.getByRole('link').click();
    await expect(page).toHaveURL(/\/campaign\/[\w-]+$/);
    await expect(events(page).getByRole('heading', { level: 1 })).toBeVisible();
  });
});

// Issue 27: the seed's 'Seminar Karier di Era Digital' is three days ahead, its registration
// closed the day before. It is not offered as bookable: its card says so instead of points
// and seats, lists put it after the bookable events, and its detail says so under the title.
test.describe('registration closed', () => {
  const SEMINAR = 'Seminar Karier di Era Digital';

  /** The headings of the cards in order, and which of them say registration has closed. */
  async function cardsOf(cards: Locator) {
    const all = await cards.all();
    return Promise.all(
      all.map(async (card) => ({ title: (await card.getByRole('heading').textContent())?.trim(), closed: (await card.getByText('Pendaftaran ditutup', { exact: true }).count()) > 0 })),
    );
  }

  function expectClosedLast(cards: Array<{ title?: string; closed: boolean }>) {
    const firstClosed = cards.findIndex((c) => c.closed);
    expect(firstClosed, 'a closed event is listed').toBeGreaterThan(0);
    expect(cards.slice(firstClosed).every((c) => c.closed), JSON.stringify(cards)).toBe(true);
    expect(cards.find((c) => c.title === SEMINAR)?.closed).toBe(true);
  }

  test('on /event and the home strip it comes after the bookable events, its card saying Pendaftaran ditutup', async ({ page }) => {
    await page.goto('/event');
    const cards = events(page).getByTestId('event-card');
    await expect(cards.first()).toBeVisible();
    expectClosedLast(await cardsOf(cards));
    const seminar = cards.filter({ hasText: SEMINAR });
    await expect(seminar.getByText('Pendaftaran ditutup', { exact: true })).toBeVisible();
    await expect(seminar).not.toContainText(/Sisa \d+ kursi/);
    await expect(seminar).not.toContainText('300 Poin');

    await page.goto('/');
    const strip = page.locator('[data-section="upcoming-events"]');
    await strip.scrollIntoViewIfNeeded();
    const stripCards = strip.getByTestId('event-card');
    await expect(stripCards.first()).toBeVisible();
    expectClosedLast(await cardsOf(stripCards));
    await expect(stripCards.filter({ hasText: SEMINAR })).not.toContainText(/Sisa \d+ kursi/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('its detail says Pendaftaran ditutup under the title, in the first screen, and offers no registration', async ({ page }) => {
      await page.goto('/event/seminar-karier-digital-balikpapan');
      const area = events(page);
      const title = area.getByRole('heading', { level: 1, name: SEMINAR });
      await expect(title).toBeVisible();
      const tag = title.locator('xpath=following-sibling::*[1]');
      await expect(tag).toHaveText('Pendaftaran ditutup');
      await expect(tag).toBeInViewport();
      await expect(area.getByText(/^Pendaftaran sudah ditutup pada /)).toBeAttached();
      await expect(area.getByRole('button', { name: 'Masuk untuk Daftar' })).toHaveCount(0);
      await signIn(page, DEMO);
      await expect(area.getByRole('heading', { level: 1, name: SEMINAR })).toBeVisible();
      await expect(area.getByText('Pendaftaran ditutup', { exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: 'Daftar Sekarang' })).toHaveCount(0);
    });
  });
});
