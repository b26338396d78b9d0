// The wallet at the till with no signal (issue 29), as the phone meets it: a signed-in member
// has opened 'Kartu Saya' and 'Voucher Saya' once online (the service worker installed, the
// wallet kept); then, offline and with the phone's CPU (×4), a navigation to each of them.
// Measured in the page: from the navigation's start to the first code drawn (an SVG inside
// a QR box). A figure for infra/bench/results/, never a test.
import type { Browser, Cookie } from '@playwright/test';
import { WALLET_STORAGE_KEY } from 'shared-contracts/wallet';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE } from '../phone/phoneProfile';
import { median } from './stats';

export interface WalletOffline {
  path: string;
  runsMs: number[];
  medianMs: number;
}

const WALLET_PATHS = ['/account/card', '/account/voucher'] as const;

// Plain JavaScript before the page's own (a string: see phone.ts): when the first code appears.
const OBSERVE = `(() => {
  const m = { firstCode: 0 };
  window.__mvWallet = m;
  const check = () => { if (!m.firstCode && document.querySelector('[data-qr-value] svg')) m.firstCode = performance.now(); };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})();`;

async function oneRun(browser: Browser, siteUrl: string, cookies: Cookie[], path: string): Promise<number> {
  const context = await browser.newContext({ ...PHONE_DEVICE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    // Online once: the worker installs and the account pages keep the wallet.
    await page.goto(`${siteUrl}/account/voucher`, { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate((key) => window.localStorage.getItem(key)?.includes('"vouchers":[') ?? false, WALLET_STORAGE_KEY))) {
      if (Date.now() > deadline) throw new Error('the wallet was not kept within 30 s');
      await page.waitForTimeout(100);
    }
    await page.goto(`${siteUrl}/account/card`, { waitUntil: 'load' });
    // The till: no signal, a phone's CPU.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await context.setOffline(true);
    await page.addInitScript(OBSERVE);
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load', timeout: 30_000 });
    const until = Date.now() + 30_000;
    let firstCode = 0;
    while (!(firstCode = (await page.evaluate('window.__mvWallet.firstCode')) as number)) {
      if (Date.now() > until) throw new Error(`${path}: no code offline within 30 s`);
      await page.waitForTimeout(20);
    }
    return firstCode;
  } finally {
    await context.close();
  }
}

export async function walletOffline(browser: Browser, siteUrl: string, cookies: Cookie[], runs: number): Promise<WalletOffline[]> {
  const out: WalletOffline[] = [];
  for (const path of WALLET_PATHS) {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) runsMs.push(await oneRun(browser, siteUrl, cookies, path));
    out.push({ path, runsMs, medianMs: median(runsMs) });
  }
  return out;
}
