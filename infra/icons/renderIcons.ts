// Renders the installed app's icons (shell/public/icons/*.png, named in WEB_APP_ICONS of
// shared-contracts) from the two drawings beside this script, with the browser the tests
// use. The PNGs are committed; run this again only when a drawing changes:
//
//   npx tsx infra/icons/renderIcons.ts
//
// icon.svg is the favicon's mark on its rounded square (corners transparent), for 'any'.
// maskable.svg fills the whole square and keeps the mark inside the central circle of 80 %
// of the side, the part every launcher's mask (circle, squircle, rounded square) keeps.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { WEB_APP_ICONS } from 'shared-contracts/core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';
import { repoRoot } from '../stack/apps';

const drawings = { any: 'icon.svg', maskable: 'maskable.svg' } as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const icon of WEB_APP_ICONS) {
      const size = Number(icon.sizes.split('x')[0]);
      const svg = readFileSync(path.join(__dirname, drawings[icon.purpose]), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      const file = path.join(repoRoot, 'shell', 'public', icon.src.replace(/^\/static\//, ''));
      writeFileSync(file, png);
      console.log(`${path.relative(repoRoot, file)} (${size}×${size}, ${icon.purpose})`);
    }
  } finally {
    await browser.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
