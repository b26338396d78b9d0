// Paths the site hands to another site (spec §2: "Some routes may redirect to a configured
// external URL"): a table from the configuration (REDIRECTS), answered before any page is
// rendered, cached or asked upstream for.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MACHINE_PATHS } from './edge';

/**
 * Paths the BFF itself answers: the machines' paths (the proxy, the shell's and remotes'
 * files, the session routes) and its own pages. A redirect there would break the site, so
 * the table may not name them.
 */
const BFF_PAGES = /^\/(redirect|health|robots\.txt|sitemap\.xml)$/;

/** The table's key: the form a request's pathname is compared in (as ROUTES match: any case, no trailing slash). */
export function redirectKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

const RedirectPathSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s?#\\]*$/, "a site path: starts with one '/', no spaces, '?', '#' or '\\'")
  .refine((p) => !MACHINE_PATHS.test(redirectKey(p)) && !BFF_PAGES.test(redirectKey(p)), 'a path the BFF itself serves');

const RedirectSchema = z.object({
  to: z.url({ protocol: /^https$/, error: 'an https:// URL' }),
  status: z.union([z.literal(301), z.literal(302)], { error: 'status 301 or 302' }),
});
export type Redirect = z.infer<typeof RedirectSchema>;

// Keys are checked one by one below: a record's key schema reports only 'Invalid key in record'.
const RedirectTableSchema = z.record(z.string(), RedirectSchema);

/** The table by redirectKey, or what is wrong with the configured text. */
export function parseRedirects(text: string | undefined): { table: ReadonlyMap<string, Redirect> } | { error: string } {
  if (!text?.trim()) return { table: new Map() };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'not JSON: expected { "/path": { "to": "https://…", "status": 301 } }' };
  }
  const parsed = RedirectTableSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    return { error: `${where}${issue.message}` };
  }
  const table = new Map<string, Redirect>();
  for (const [path, redirect] of Object.entries(parsed.data)) {
    const pathCheck = RedirectPathSchema.safeParse(path);
    if (!pathCheck.success) return { error: `${path}: ${pathCheck.error.issues[0]!.message}` };
    const key = redirectKey(path);
    if (table.has(key)) return { error: `${path}: the same path as another entry (paths match in any case, without a trailing slash)` };
    table.set(key, redirect);
  }
  return { table };
}

/**
 * Answers the table's paths (GET and HEAD) with their redirect, before routing: a path of a
 * page (say /learn-more) goes away without its page being rendered. The query string is not
 * carried over: the target is exactly as configured.
 */
export function registerRedirects(app: FastifyInstance, table: ReadonlyMap<string, Redirect>): void {
  if (table.size === 0) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const q = req.url.indexOf('?');
    const redirect = table.get(redirectKey(q < 0 ? req.url : req.url.slice(0, q)));
    if (!redirect) return;
    // A permanent move may be kept by browsers and CDNs for a while (an hour: a mistaken
    // entry is not stuck for long); a temporary one is asked again every time.
    return reply
      .header('cache-control', redirect.status === 301 ? 'public, max-age=3600' : 'no-store')
      .redirect(redirect.to, redirect.status);
  });
}
