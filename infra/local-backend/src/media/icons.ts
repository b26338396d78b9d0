// Outline icons from @tabler/icons (MIT licence, https://tabler.io/icons), read from the
// installed package: drawn on a 24 × 24 grid with a 2-unit round stroke.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let iconDir: string | null = null;

/**
 * The package's outline folder, found as Node finds packages (node_modules of this folder or a
 * parent). Resolved by hand: test runners map `*.svg` requests to stubs.
 */
function outlineDir(): string {
  if (iconDir) return iconDir;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@tabler', 'icons', 'icons', 'outline');
    if (existsSync(candidate)) return (iconDir = candidate);
    if (path.dirname(dir) === dir) throw new Error('icon: @tabler/icons is not installed');
  }
}

const cache = new Map<string, string>();

/** The icon's drawing (its child elements, without the invisible 24 × 24 frame). Throws for an unknown name. */
export function iconBody(name: string): string {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  if (!/^[a-z0-9-]{1,60}$/.test(name)) throw new Error(`icon: bad name ${name}`);
  const file = path.join(outlineDir(), `${name}.svg`);
  if (!existsSync(file)) throw new Error(`icon: no icon named ${name}`);
  const svg = readFileSync(file, 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`icon: cannot read ${name}`);
  const body = inner
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s+/g, ' ')
    .trim();
  cache.set(name, body);
  return body;
}

export interface IconPlacement {
  /** Top-left corner and edge length, in the target's units. */
  x: number;
  y: number;
  size: number;
  color: string;
  /** Stroke width in the icon's own 24-unit grid (tabler's default is 2). */
  stroke?: number;
  opacity?: number;
  /** Degrees around the icon's centre. */
  rotate?: number;
}

const n = (v: number) => Math.round(v * 100) / 100;

/** One icon placed in a larger drawing. */
export function placeIcon(name: string, p: IconPlacement): string {
  const s = p.size / 24;
  const rotate = p.rotate ? ` rotate(${n(p.rotate)} 12 12)` : '';
  const opacity = p.opacity === undefined ? '' : ` opacity="${n(p.opacity)}"`;
  return `<g transform="translate(${n(p.x)} ${n(p.y)}) scale(${n(s * 1000) / 1000})${rotate}" fill="none" stroke="${p.color}" stroke-width="${p.stroke ?? 2}" stroke-linecap="round" stroke-linejoin="round"${opacity}>${iconBody(name)}</g>`;
}
