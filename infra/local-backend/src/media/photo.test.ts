// Uploaded photos: only well-formed images are kept, and only their image data (issue 32:
// a PNG-header polyglot was stored and served as image/png).
import { crc32 } from 'node:zlib';
import { cleanPhoto } from './photo';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
// 2 × 2 grey, baseline, JFIF (jpeg-js).
const JPEG_2PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APZaAP8A/9k=',
  'base64',
);
// 1 × 1 lossless WebP.
const WEBP_1PX = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
/** The PNG with a chunk inserted after IHDR (8 signature + 25 IHDR bytes). */
const pngWith = (chunk: Buffer) => Buffer.concat([PNG_1PX.subarray(0, 33), chunk, PNG_1PX.subarray(33)]);

describe('cleanPhoto', () => {
  it.each([
    ['PNG', PNG_1PX, 'image/png'],
    ['JPEG', JPEG_2PX, 'image/jpeg'],
    ['WebP', WEBP_1PX, 'image/webp'],
  ])('keeps a well-formed %s as it is', (_name, bytes, mime) => {
    expect(cleanPhoto(bytes)).toEqual({ mime, bytes });
  });

  it.each([
    ['HTML after a PNG (the polyglot)', Buffer.concat([PNG_1PX, HTML])],
    ['HTML after a JPEG', Buffer.concat([JPEG_2PX, HTML])],
    ['HTML after a WebP', Buffer.concat([WEBP_1PX, HTML])],
    ['a PNG header and then HTML', Buffer.concat([PNG_1PX.subarray(0, 16), HTML])],
    ['a PNG signature and nothing else', PNG_1PX.subarray(0, 9)],
    ['a PNG with a broken checksum', Buffer.from(PNG_1PX.map((b, i) => (i === 30 ? b ^ 1 : b)))],
    ['a PNG whose pixels are not what its header says', pngWith(pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])))],
    ['a JPEG cut short', JPEG_2PX.subarray(0, JPEG_2PX.length - 40)],
    ['a WebP whose size does not match', Buffer.concat([WEBP_1PX.subarray(0, 4), Buffer.from([0xff, 0, 0, 0]), WEBP_1PX.subarray(8)])],
    ['HTML', HTML],
  ])('refuses %s', (_name, bytes) => {
    expect(cleanPhoto(bytes)).toBeNull();
  });

  it('drops text and metadata a file carries beside its pixels', () => {
    const png = cleanPhoto(pngWith(pngChunk('tEXt', Buffer.from(`Comment\0${HTML.toString()}`))));
    expect(png?.bytes).toEqual(PNG_1PX);
    // A JPEG comment and an EXIF segment after SOI.
    const segment = (marker: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, marker, 0, body.length + 2]), body]);
    const jpeg = cleanPhoto(Buffer.concat([JPEG_2PX.subarray(0, 2), segment(0xfe, HTML), segment(0xe1, Buffer.from(`Exif\0\0${HTML.toString()}`)), JPEG_2PX.subarray(2)]));
    expect(jpeg?.mime).toBe('image/jpeg');
    expect(jpeg?.bytes.includes('<script')).toBe(false);
    expect(jpeg?.bytes).toEqual(JPEG_2PX);
  });
});
