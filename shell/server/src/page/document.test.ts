// The document: the start script is inlined with the data naming the page's scripts, and
// its CSP hash is the hash of exactly what is inlined.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { START_ELEMENT_ID, START_SCRIPT_FILE, WEB_APP_MANIFEST_PATH, type BootData } from 'shared-contracts/core';
import { loadDocumentTemplate } from './document';
import { fakeShellDist } from '../testing/fakes';
import { testTempDir } from '../testing/tempDir';

const TEMPLATE = '<!doctype html><html><head><!--mv:head--></head><body><div id="root"><!--mv:body--></div><!--mv:boot--></body></html>';
const START = 'window.started=1;';
const boot = { status: 200 } as BootData;
const page = { title: 'Promo', description: 'd', canonical: 'http://site.test/promo', boot, body: '<main>x</main>' };

function shellDist(firstPaint: object): string {
  const dir = testTempDir('mv-document-');
  writeFileSync(path.join(dir, 'document.html'), TEMPLATE);
  writeFileSync(path.join(dir, START_SCRIPT_FILE), START);
  writeFileSync(path.join(dir, 'first-paint.json'), JSON.stringify(firstPaint));
  return dir;
}

const startData = (html: string) =>
  JSON.parse(new RegExp(`<script id="${START_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as { entry: string[]; preload: string[] };

describe('the document template', () => {
  it('inlines the start script first in the head, and after the page the data naming its entry and every script of the page once', () => {
    const template = loadDocumentTemplate(shellDist({ entry: ['main.1.js'], js: ['main.1.js', '10.2.js'] }));
    const assets = '<link rel="stylesheet" href="/_shell/bootstrap.1.css" />';
    const html = template.render({ ...page, assets, scripts: ['/_shell/main.1.js', '/_shell/10.2.js', '/remotes/catalog/1.0.0/remoteEntry.js</script>'] });
    expect(startData(html)).toEqual({
      entry: ['/_shell/main.1.js'],
      preload: ['/_shell/main.1.js', '/_shell/10.2.js', '/remotes/catalog/1.0.0/remoteEntry.js</script>'],
    });
    // Data cannot close its element, and follows the page's markup.
    expect(html).not.toContain('remoteEntry.js</script>');
    expect(html.indexOf(`<script id="${START_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf('<main>x</main>'));
    // The script answers taps while the body is parsed, and no stylesheet holds it (nor the
    // parser with it) until it has loaded.
    const script = html.indexOf(`<script>${START}</script>`);
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(html.indexOf(assets));
    expect(script).toBeLessThan(html.indexOf('</head>'));
    // No script tag or preload in the head: nothing is requested before the first screen.
    expect(html).not.toMatch(/<script[^>]* src=|rel="preload" as="script"/);
  });

  it('names the inline script by its SHA-256 for the CSP', () => {
    const template = loadDocumentTemplate(shellDist({ entry: ['main.1.js'] }));
    expect(template.startScriptSource).toBe(`'sha256-${createHash('sha256').update(START).digest('base64')}'`);
    expect(template.render(page)).toContain(`<script>${START}</script>`);
  });

  it('refuses a build whose first-paint.json names no entry, and has no start script for a build without one', () => {
    expect(() => loadDocumentTemplate(shellDist({ js: ['main.1.js'] }))).toThrow(/names no entry/);
    const bare = loadDocumentTemplate(fakeShellDist());
    expect(bare.startScriptSource).toBeNull();
    expect(bare.render(page)).not.toContain(START_ELEMENT_ID);
  });

  it('links the web app manifest and the home-screen icon from every document (issue 29)', () => {
    const html = loadDocumentTemplate(fakeShellDist()).render(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`);
    expect(head).toMatch(/<link rel="apple-touch-icon" href="\/static\/icons\/maskable-192\.png" \/>/);
  });
});
