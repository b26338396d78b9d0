// The outbox for a person running the site by hand: printed and listed in development,
// absent in the production configuration (NODE_ENV=production) and wherever it is not asked for.
import { OutboxSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../testHelpers';
import { devOutboxFromEnv, OUTBOX_PAGE_PATH } from './outboxDev';

const sendCode = (backend: LocalBackend) => http(backend.ssoUrl, '/v1/forgot_password/send', { json: { email: 'baru@myvalue.id' } });
const sendLink = (backend: LocalBackend) => http(backend.ssoUrl, '/v1/forgot_password/link/send', { json: { email: 'demo@myvalue.id' } });
const outbox = async (backend: LocalBackend) => OutboxSchema.parse((await http(backend.ssoUrl, '/__outbox')).body).results;

it('is on for npm start and npm run dev, off when NODE_ENV is production', () => {
  expect(devOutboxFromEnv({})).toBe(true);
  expect(devOutboxFromEnv({ NODE_ENV: 'development' })).toBe(true);
  expect(devOutboxFromEnv({ NODE_ENV: 'production' })).toBe(false);
});

describe('in development', () => {
  const printed: string[] = [];
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ devOutbox: { print: (line) => printed.push(line) } });
  });
  afterAll(() => backend.close());

  it('prints each code and link to the console, and lists them newest first at /__outbox/lihat', async () => {
    expect((await sendCode(backend)).status).toBe(200);
    expect((await sendLink(backend)).status).toBe(200);
    const [code, link] = await outbox(backend);
    expect(link?.link).toBeDefined();
    expect(printed).toEqual([
      expect.stringMatching(new RegExp(`^\\[SSO lokal\\] \\d{2}\\.\\d{2}\\.\\d{2} WIB → baru@myvalue\\.id · .+ · kode ${code?.code}$`)),
      expect.stringContaining(`→ demo@myvalue.id · ${link?.subject} · tautan ${link?.link}`),
    ]);

    const page = await http(backend.ssoUrl, OUTBOX_PAGE_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Kotak Keluar SSO Lokal');
    expect(page.text).toContain(`<strong style="font-size:1.5rem;letter-spacing:.15em">${code?.code}</strong>`);
    expect(page.text).toContain(`href="${link?.link?.replace(/&/g, '&amp;')}"`);
    // Newest first: the link (sent second) stands above the code.
    expect(page.text.indexOf('Buka tautan')).toBeLessThan(page.text.indexOf(code?.code ?? ''));
  });
});

describe('in the production configuration', () => {
  let backend: LocalBackend;
  let log: jest.SpyInstance;
  beforeAll(async () => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    backend = await startTestBackend({ devOutbox: devOutboxFromEnv({ NODE_ENV: 'production' }) });
  });
  afterAll(async () => {
    await backend.close();
    log.mockRestore();
  });

  it('prints nothing and has no outbox page', async () => {
    expect((await sendCode(backend)).status).toBe(200);
    expect(log).not.toHaveBeenCalled();
    expect((await http(backend.ssoUrl, OUTBOX_PAGE_PATH)).status).toBe(404);
  });
});

it('is off when not asked for (the e2e stack and the tests)', async () => {
  const backend = await startTestBackend();
  try {
    expect((await http(backend.ssoUrl, OUTBOX_PAGE_PATH)).status).toBe(404);
  } finally {
    await backend.close();
  }
});
