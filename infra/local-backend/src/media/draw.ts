// Small drawing helpers shared by the artwork renderers: document frame, seeded randomness, colours.
import { mulberry32 } from '../seed/random';

/** Rounds to two decimals: short, stable output. */
export const n = (v: number): number => Math.round(v * 100) / 100;

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A random source fixed by a text: the same key draws the same picture on every run. */
export function seeded(key: string): () => number {
  return mulberry32(hash(key));
}

/**
 * The outer <svg>: fixed width, height and viewBox so the image never shifts the layout. No name
 * inside: the page's <img alt> names the image (mostly '' as its title is printed beside it).
 */
export function svgDocument(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

function channels(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`colour: ${hex}`);
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes a colour with another: amount 0 keeps `hex`, 1 gives `with`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  const c = a.map((x, i) => Math.round(x + ((b[i] ?? 0) - x) * amount));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

export function linearGradient(id: string, from: string, to: string, angle: 'down' | 'diagonal' | 'across' = 'diagonal'): string {
  const [x2, y2] = angle === 'down' ? [0, 1] : angle === 'across' ? [1, 0] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
