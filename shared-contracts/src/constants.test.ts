// The brand colour is stated in TypeScript (THEME_COLOR: manifest, documents) and in CSS
// (--mv-brand, which the stylesheets read): a stylesheet cannot import it, so the two are
// held together here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_COLOR } from './constants';

it('THEME_COLOR is the stylesheets\' --mv-brand', () => {
  const tokens = readFileSync(path.join(__dirname, 'styles', 'tokens.css'), 'utf8');
  const brand = /--mv-brand:\s*(#[0-9a-fA-F]{6});/.exec(tokens)?.[1];
  expect(brand?.toLowerCase()).toBe(THEME_COLOR.toLowerCase());
});
