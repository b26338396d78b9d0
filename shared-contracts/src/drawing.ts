// The libraries a page's drawing needs, loaded once per runtime and kept here, in the
// contract: the shell's server renderer loads them before its first render (so CMS HTML is
// sanitised and a member's codes are drawn in the server paint), and the kit's SafeHtml and
// QrCode read what is loaded. Kept in the kit, each copy of the kit (a remote that bundles
// its own version) would hold its own empty cache and render blank on the server. The
// sanitiser's settings are the site's HTML policy, the same for every app.
type Sanitize = (html: string) => string;
type QrEncoder = typeof import('qrcode');

const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  FORBID_ATTR: ['style'],
};

let sanitize: Sanitize | null = null;
let sanitizing: Promise<Sanitize> | null = null;

/** Loads DOMPurify once; server renderers await it before their first render. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizing ??= import('dompurify').then(({ default: purify }) => {
    const fn: Sanitize = (html) => purify.sanitize(html, SANITIZE_CONFIG);
    sanitize = fn;
    return fn;
  });
  return sanitizing;
}

/** The sanitiser if it has loaded, else null (nothing is loaded by asking). */
export const loadedSanitizer = (): Sanitize | null => sanitize;

let encoding: Promise<QrEncoder> | null = null;
let encoder: QrEncoder | null = null;

/** The QR encoder, loaded once (a failed load is tried again next time). */
export function loadQrEncoder(): Promise<QrEncoder> {
  encoding ??= import('qrcode').then(
    (m) => (encoder = m.default),
    (error: unknown) => {
      encoding = null;
      throw error;
    },
  );
  return encoding;
}

/** The QR encoder if it has loaded, else null. */
export const loadedQrEncoder = (): QrEncoder | null => encoder;
