// Postcodes of a district (kecamatan) for /v1/location/zipcode, from the indonesia-nodejs
// package (MIT; villages by their Kepmendagri 2025 codes, each with the postcode Pos
// Indonesia gives it). Its codes are the ones idn-area-data uses for the areas, so a
// district chosen from /v1/location/district finds its postcodes by code: 7,276 of
// idn-area-data's 7,277 districts have at least one. Only the postcodes are taken from it;
// the areas and their names stay idn-area-data's (one source per fact). A district the
// package does not know (or a village it lists without a postcode) simply has no choices,
// and the member types the postcode.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ZIPCODE_PATTERN, type Zipcode } from 'shared-contracts/schemas';

interface VillageRow {
  code?: unknown;
  district_code?: unknown;
  name?: unknown;
  postal_code?: unknown;
}

/** '327302' → '32.73.02' (idn-area-data's dotted form). */
function dotted(code: string): string | null {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 2)}.${code.slice(2, 4)}.${code.slice(4, 6)}` : null;
}

/** Keyed by district code; each district's postcodes ascending, each with its villages by name. */
export function groupPostcodes(rows: readonly VillageRow[]): Map<string, Zipcode[]> {
  const byDistrict = new Map<string, Map<string, string[]>>();
  for (const row of rows) {
    const district = dotted(String(row.district_code ?? ''));
    const zipcode = String(row.postal_code ?? '').trim();
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    if (!district || !ZIPCODE_PATTERN.test(zipcode)) continue;
    const zips = byDistrict.get(district) ?? new Map<string, string[]>();
    const villages = zips.get(zipcode) ?? [];
    if (name && !villages.includes(name)) villages.push(name);
    zips.set(zipcode, villages);
    byDistrict.set(district, zips);
  }
  const out = new Map<string, Zipcode[]>();
  for (const [district, zips] of byDistrict) {
    out.set(
      district,
      [...zips]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([zipcode, villages]) => ({ zipcode, villages: villages.sort((a, b) => a.localeCompare(b, 'id')) })),
    );
  }
  return out;
}

let loaded: Map<string, Zipcode[]> | null = null;

/** Read on first use (83,762 villages, about 8 MB of JSON; some tens of milliseconds). */
export function postcodes(): Map<string, Zipcode[]> {
  if (loaded) return loaded;
  const require = createRequire(__filename);
  const file = path.join(path.dirname(require.resolve('indonesia-nodejs/package.json')), 'data', 'json', 'villages.json');
  const rows: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  loaded = groupPostcodes(Array.isArray(rows) ? (rows as VillageRow[]) : []);
  return loaded;
}

/** The district's postcodes; empty when the data has none for it. */
export function postcodesOf(districtCode: string): Zipcode[] {
  return postcodes().get(districtCode) ?? [];
}
