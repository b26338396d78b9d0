// The one definition of how this repository starts a browser: Debian's chromium (test
// tools cannot download browsers here) with the flags that keep it off the closed
// network. Every launcher imports it: the e2e suite, the benchmark (its Playwright and
// Lighthouse runs), the screenshots and the icon renderer.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
