// The one definition of how this repository starts Firefox: Debian's Firefox ESR (test
// tools cannot download browsers here), driven by puppeteer-core over WebDriver BiDi
// (puppeteer-core downloads nothing). Playwright's Firefox is a patched build that cannot
// be installed here; the ESR is what the engine tests (infra/engines/) run.
import puppeteer, { type Browser } from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A phone's screen: the site is built first for mid-range Android phones. */
export const FIREFOX_PHONE = { width: 360, height: 740, deviceScaleFactor: 2 } as const;

export interface FirefoxOptions {
  /**
   * An HTTP proxy on this machine every request goes through, loopback included: the
   * tests cut it to take the signal away (Firefox has no offline switch over BiDi).
   */
  proxyPort?: number;
  /**
   * Overlay scrollbars, as Firefox for Android draws them (the default here). False draws
   * the desktop's classic scrollbars, which take room: the tests check the layout with both.
   */
  overlayScrollbars?: boolean;
}

/** Preferences that keep Firefox off the closed network and quiet (no updates, telemetry, first-run pages). */
export function firefoxPrefs(opts: FirefoxOptions = {}): Record<string, unknown> {
  return {
    'ui.useOverlayScrollbars': opts.overlayScrollbars === false ? 0 : 1,
    'app.update.disabledForTesting': true,
    'browser.shell.checkDefaultBrowser': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'extensions.update.enabled': false,
    'intl.accept_languages': 'id-ID, id',
    ...(opts.proxyPort === undefined
      ? {}
      : {
          'network.proxy.type': 1,
          'network.proxy.http': '127.0.0.1',
          'network.proxy.http_port': opts.proxyPort,
          'network.proxy.no_proxies_on': '',
          // Without it Firefox never proxies localhost and 127.0.0.1, whatever no_proxies_on says.
          'network.proxy.allow_hijacking_localhost': true,
        }),
  };
}

export function launchFirefox(opts: FirefoxOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: FIREFOX_PHONE,
    extraPrefsFirefox: firefoxPrefs(opts),
    env: { ...process.env, TZ: 'Asia/Jakarta' },
  });
}
