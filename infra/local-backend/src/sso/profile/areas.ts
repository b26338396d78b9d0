// Indonesia's administrative areas (province → city/regency → district) from the
// idn-area-data package (Kemendagri codes, MIT; the data itself ODbL), read once from its CSV
// files. The package's own loader is ESM-only and async; the CSVs are plain
// `code,parent_code,name` lines without quoting, so they are read here directly.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LocationArea } from 'shared-contracts/schemas';

export interface Areas {
  provinces: LocationArea[];
  /** Keyed by the parent's code. */
  cities: Map<string, LocationArea[]>;
  districts: Map<string, LocationArea[]>;
  /** Every area by its code. */
  byId: Map<string, LocationArea>;
}

/** Words kept in capitals when the package's upper-case names are title-cased. */
const ACRONYMS = new Set(['DKI', 'DI']);

/** 'KABUPATEN ACEH SELATAN' → 'Kabupaten Aceh Selatan'; 'DKI JAKARTA' keeps 'DKI'. */
export function areaName(raw: string): string {
  if (raw !== raw.toUpperCase()) return raw.trim();
  return raw
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYMS.has(w) ? w : w.toLowerCase().replace(/(^|[-(])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())))
    .join(' ');
}

function readCsv(dir: string, file: string): string[][] {
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

function group(rows: string[][], byId: Map<string, LocationArea>): Map<string, LocationArea[]> {
  const out = new Map<string, LocationArea[]>();
  for (const [code, parent, name] of rows) {
    if (!code || !parent || !name) continue;
    const area = { id: code, name: areaName(name) };
    byId.set(code, area);
    const list = out.get(parent) ?? [];
    list.push(area);
    out.set(parent, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return out;
}

let loaded: Areas | null = null;

/** The areas, read on first use (about 7,800 rows; a few milliseconds). */
export function areas(): Areas {
  if (loaded) return loaded;
  const require = createRequire(__filename);
  const dir = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  const byId = new Map<string, LocationArea>();
  const provinces = readCsv(dir, 'provinces.csv')
    .filter(([code, name]) => code && name)
    .map(([code, name]) => ({ id: code!, name: areaName(name!) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));
  for (const p of provinces) byId.set(p.id, p);
  loaded = { provinces, cities: group(readCsv(dir, 'regencies.csv'), byId), districts: group(readCsv(dir, 'districts.csv'), byId), byId };
  return loaded;
}

/** The parent's code of an area code ('32.73.01' → '32.73'); null for a province. */
export function parentOf(code: string): string | null {
  const cut = code.lastIndexOf('.');
  return cut === -1 ? null : code.slice(0, cut);
}
