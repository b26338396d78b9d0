// Members' uploaded photos: only a well-formed image is stored, and only its image data
// (issue 32: a PNG header with HTML after it was stored and served as image/png). Each
// format is walked chunk by chunk (PNG: every CRC checked, the pixel data inflated to
// exactly the size its header promises; JPEG: marker by marker to its end; WebP: the RIFF
// chunks), anything after the image's end is refused, and the file is written again from
// the parts an image needs: text, metadata (EXIF: location), comments and unknown chunks
// are dropped, so nothing but pixels reaches another member's browser. No decoder
// dependency: the stand-in stays small (a real SSO would re-encode with an image library).
import { crc32, inflateSync } from 'node:zlib';

export type PhotoMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** The extension of a stored photo's URL by its type. */
export const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface CleanPhoto {
  mime: PhotoMime;
  bytes: Buffer;
}

/** Larger sides than a profile photo needs are refused (and bound what inflating may cost). */
export const MAX_PHOTO_SIDE = 4096;
/**
 * The most a photo may take once decoded: width × height × bytes per pixel, read from its
 * header before anything is inflated (issue 42: a 130 kB PNG of 4096 × 4096 16-bit RGBA
 * zeros inflated to 134 MB). 40 MiB keeps a 12-megapixel phone photo (36 MB as 8-bit RGB)
 * and refuses 4096² RGBA (64 MiB) or any 16-bit image of that size; it also bounds what a
 * member's browser must decode to show another member's photo.
 */
export const MAX_DECODED_PHOTO_BYTES = 40 * 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The photo's format and its cleaned bytes, or null when it is not a well-formed PNG, JPEG or WebP. */
export function cleanPhoto(bytes: Buffer): CleanPhoto | null {
  try {
    if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return wrap('image/png', cleanPng(bytes));
    if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return wrap('image/jpeg', cleanJpeg(bytes));
    if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return wrap('image/webp', cleanWebp(bytes));
  } catch {
    // A length running past the end, a stream that does not inflate: not an image.
  }
  return null;
}

/** What a photo's header promises: its sides and the bytes one pixel takes once decoded. */
export interface PhotoHeader {
  mime: PhotoMime;
  width: number;
  height: number;
  bytesPerPixel: number;
}

/**
 * The photo's header, read without inflating or decoding anything (cheap, bounded by the
 * upload's size), or null when no PNG, JPEG or WebP header is found. Used to refuse by
 * decoded size before any work (`decodedBytes`).
 */
export function readPhotoHeader(bytes: Buffer): PhotoHeader | null {
  try {
    if (bytes.length >= 33 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR') {
      const [depth, colour] = [bytes[24]!, bytes[25]!];
      const channels = CHANNELS[colour];
      if (!channels) return null;
      return { mime: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytesPerPixel: Math.ceil((depth * channels) / 8) };
    }
    if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes);
    if (bytes.length > 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpHeader(bytes);
  } catch {
    // A length running past the end: no header.
  }
  return null;
}

/** Bytes the photo takes once decoded, by its header: width × height × bytes per pixel. */
export const decodedBytes = (h: PhotoHeader): number => h.width * h.height * h.bytesPerPixel;

function jpegHeader(bytes: Buffer): PhotoHeader | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1]!;
    if (isSof(marker)) {
      // SOF: precision, height, width, components.
      const precision = bytes[at + 4]!;
      return { mime: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), bytesPerPixel: Math.ceil(precision / 8) * bytes[at + 9]! };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

function webpHeader(bytes: Buffer): PhotoHeader | null {
  const type = bytes.toString('latin1', 12, 16);
  // Browsers decode WebP to RGBA: 4 bytes a pixel.
  if (type === 'VP8X') return { mime: 'image/webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1, bytesPerPixel: 4 };
  if (type === 'VP8 ') return { mime: 'image/webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff, bytesPerPixel: 4 };
  if (type === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, bytesPerPixel: 4 };
  }
  return null;
}

const wrap = (mime: PhotoMime, bytes: Buffer | null): CleanPhoto | null => (bytes ? { mime, bytes } : null);
const sideOk = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PHOTO_SIDE;

// ---- PNG ----

/** Chunks an image needs to look right; every other ancillary chunk (tEXt, zTXt, iTXt, eXIf, APNG's…) is dropped. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'pHYs', 'IDAT', 'IEND']);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** Bytes of the filtered scanlines of a width × height image (each row: a filter byte and its pixels). */
function scanlineBytes(width: number, height: number, bitsPerPixel: number): number {
  return width === 0 || height === 0 ? 0 : height * (1 + Math.ceil((width * bitsPerPixel) / 8));
}

function pngRawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  if (!interlaced) return scanlineBytes(width, height, bitsPerPixel);
  // Adam7: seven passes over sub-images (start x, start y, step x, step y).
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  return passes.reduce(
    (sum, [x0, y0, dx, dy]) => sum + scanlineBytes(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy), bitsPerPixel),
    0,
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function cleanPng(bytes: Buffer): Buffer | null {
  let at = 8;
  const kept: Buffer[] = [PNG_SIGNATURE];
  const idat: Buffer[] = [];
  let header: { width: number; height: number; bpp: number; interlaced: boolean; colour: number } | null = null;
  let ended = false;
  while (at < bytes.length) {
    if (ended || at + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) return null;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if ((crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0) !== bytes.readUInt32BE(at + 8 + length)) return null;
    at += 12 + length;
    if (!header && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (header || length !== 13) return null;
      const [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      const [depth, colour, compression, filter, interlace] = [data[8]!, data[9]!, data[10]!, data[11]!, data[12]!];
      if (!sideOk(width) || !sideOk(height) || !DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return null;
      header = { width, height, bpp: depth * CHANNELS[colour]!, interlaced: interlace === 1, colour };
      // Never inflate past the decoded-size bound, whoever calls (the route refuses earlier).
      if (width * height * Math.ceil(header.bpp / 8) > MAX_DECODED_PHOTO_BYTES) return null;
    }
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') ended = true;
    // An unknown critical chunk (upper-case first letter) means an image no viewer can show.
    const critical = type[0] === type[0]!.toUpperCase();
    if (!PNG_KEEP.has(type) && critical) return null;
    if (PNG_KEEP.has(type)) kept.push(pngChunk(type, data));
  }
  if (!header || !ended || idat.length === 0 || (header.colour === 3 && !kept.some((c) => c.toString('latin1', 4, 8) === 'PLTE'))) return null;
  // The pixels decompress to exactly what the header promises (and to no more: a bomb stops here).
  const expected = pngRawSize(header.width, header.height, header.bpp, header.interlaced);
  const raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  return raw.length === expected ? Buffer.concat(kept) : null;
}

// ---- JPEG ----

/** Marker segments kept: tables, frame, restart interval, JFIF (APP0) and Adobe (APP14: colour transform). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const JPEG_KEEP = (m: number) => isSof(m) || m === 0xc4 || m === 0xcc || m === 0xdb || m === 0xdd || m === 0xe0 || m === 0xee;

function cleanJpeg(bytes: Buffer): Buffer | null {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  let frame = false;
  let scans = 0;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may precede a marker.
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) {
      // EOI: the image ends here, and so must the file.
      if (!frame || scans === 0 || at + 2 !== bytes.length) return null;
      out.push(bytes.subarray(at, at + 2));
      return Buffer.concat(out);
    }
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    if (isSof(marker)) {
      const [height, width] = [segment.readUInt16BE(5), segment.readUInt16BE(7)];
      if (frame || !sideOk(width) || !sideOk(height)) return null;
      frame = true;
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!frame) return null;
      scans += 1;
      // The entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let end = at;
      for (;;) {
        if (end + 1 >= bytes.length) return null;
        const next = bytes[end + 1]!;
        if (bytes[end] === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        end += 1;
      }
      out.push(segment, bytes.subarray(at, end));
      at = end;
      continue;
    }
    // APPn other than JFIF/Adobe (EXIF with its location, XMP), comments: dropped.
    if (JPEG_KEEP(marker)) out.push(segment);
  }
}

// ---- WebP ----

function cleanWebp(bytes: Buffer): Buffer | null {
  const size = bytes.readUInt32LE(4);
  // The RIFF size covers the whole file: nothing may follow it.
  if (size + 8 !== bytes.length || size % 2 !== 0) return null;
  let at = 12;
  const kept: Buffer[] = [];
  let image = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    const padded = length + (length % 2);
    if (at + 8 + padded > bytes.length) return null;
    const chunk = Buffer.from(bytes.subarray(at, at + 8 + padded));
    at += 8 + padded;
    if (type === 'ANIM' || type === 'ANMF') return null; // a profile photo is one still image
    if (type === 'VP8 ') {
      // Key frame start code and a size within bounds.
      if (length < 10 || chunk[11] !== 0x9d || chunk[12] !== 0x01 || chunk[13] !== 0x2a) return null;
      if (!sideOk(chunk.readUInt16LE(14) & 0x3fff) || !sideOk(chunk.readUInt16LE(16) & 0x3fff)) return null;
      image += 1;
    } else if (type === 'VP8L') {
      if (length < 5 || chunk[8] !== 0x2f) return null;
      const bits = chunk.readUInt32LE(9);
      if (!sideOk((bits & 0x3fff) + 1) || !sideOk(((bits >> 14) & 0x3fff) + 1)) return null;
      image += 1;
    } else if (type === 'VP8X') {
      if (length < 10 || kept.length > 0) return null;
      // No EXIF, XMP or animation any more (those chunks are dropped).
      chunk[8] = chunk[8]! & ~(0x08 | 0x04 | 0x02);
    } else if (type !== 'ALPH' && type !== 'ICCP') {
      continue; // EXIF, XMP and unknown chunks: dropped
    }
    kept.push(chunk);
  }
  if (image !== 1) return null;
  const body = Buffer.concat(kept);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
