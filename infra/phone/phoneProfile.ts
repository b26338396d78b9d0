// The phone this site is built for, as the browser tests and the benchmark emulate it: a
// mid-range Android at 360 px on mobile data (1.6 Mbps down as Lighthouse counts it,
// 750 kbps up, 150 ms round trip) with a CPU four times slower than the test machine's.
import type { BrowserContext, Page } from '@playwright/test';

/** Playwright context options of the phone's screen. */
export const PHONE_DEVICE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

export const PHONE_NETWORK = { latencyMs: 150, downloadBitsPerSecond: 1.6 * 1024 * 1024, uploadBitsPerSecond: 750 * 1024 } as const;
export const PHONE_CPU_SLOWDOWN = 4;

/** Throttles the page's network and CPU through CDP to the phone's. */
export async function throttleAsPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: PHONE_NETWORK.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_NETWORK.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}
