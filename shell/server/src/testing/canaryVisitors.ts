// Visitors of a BFF as canary tests drive it over HTTP (inject): a page load from an
// address, with the mv-canary cookie the visitor holds (or none, or a forged one), and the
// failure beacon a page sends. Only what a browser (or an attacker with curl) can do.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BOOT_ELEMENT_ID, REMOTE_HEALTH_PATH, type BootData, type RemoteHealthKind } from 'shared-contracts/core';
import { CANARY_COOKIE } from '../releases/canary/assignment';

export interface Visit {
  res: LightMyRequestResponse;
  /** The Cookie header the visitor sends next: the cookie this response set, else the one sent. */
  cookie: string | undefined;
  /** The mv-canary value this response set (a new or replaced assignment), if any. */
  assigned: string | undefined;
  boot: BootData;
  /** The catalog version the page runs. */
  catalog: string;
}

/** The boot data a document carries. */
export function bootOf(html: string): BootData {
  const m = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  if (!m) throw new Error('no boot data in the page');
  return JSON.parse(m[1]!) as BootData;
}

/** The view token the page hands its beacons (absent when the page has none). */
export const viewOf = (visit: Visit): string | undefined => (visit.boot as BootData & { canaryView?: string }).canaryView;

/** Loads `url` as a browser would (accept text/html) from `address`, with `cookie` if given. */
export async function visit(bff: FastifyInstance, address: string, cookie?: string, url = '/promo'): Promise<Visit> {
  const res = await bff.inject({ url, remoteAddress: address, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const set = res.cookies.find((c) => c.name === CANARY_COOKIE);
  const boot = bootOf(res.body);
  return {
    res,
    cookie: set ? `${CANARY_COOKIE}=${encodeURIComponent(set.value)}` : cookie,
    assigned: set?.value,
    boot,
    catalog: boot.registry.remotes.find((r) => r.name === 'catalog')!.version,
  };
}

/**
 * A fresh visitor (no cookie) from `address` (or the address `address(i)` gives the i-th
 * try: a canary counts only a few new visitors per address), loading pages until one is
 * served catalog `version` (at most 200 tries).
 */
export async function visitorOn(bff: FastifyInstance, address: string | ((attempt: number) => string), version: string): Promise<Visit> {
  for (let i = 0; i < 200; i++) {
    const v = await visit(bff, typeof address === 'string' ? address : address(i));
    if (v.catalog === version) return v;
  }
  throw new Error(`no fresh visitor got catalog ${version}`);
}

export interface Report {
  remote?: string;
  version: string;
  kind: RemoteHealthKind;
  view?: string;
  message?: string;
}

/** The beacon a page sends (same origin, text/plain) from `address` with `cookie`. */
export function beacon(bff: FastifyInstance, address: string, cookie: string | undefined, report: Report): Promise<LightMyRequestResponse> {
  return bff.inject({
    method: 'POST',
    url: REMOTE_HEALTH_PATH,
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ remote: 'catalog', ...report }),
  });
}

/** Whether a beacon was counted (its JSON answer). */
export const counted = async (res: Promise<LightMyRequestResponse>): Promise<boolean> => ((await res).json() as { counted?: boolean }).counted === true;

/** An address of the n-th honest visitor, each in a network (an IPv4 /24) of its own (n below 65,536). */
export const honestAddress = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.${(n * 37) % 250 + 1}`;
