// The fuzz corpus against every public route of the BFF in front of the real local
// backend: no answer is a server error, a browser always gets the site's HTML page, and
// no markup of the corpus comes back in HTML. Raw requests: paths go out as written.
import { rawRequest, type RawResponse } from 'shell/server/testing';
import { BODIES, BODY_TARGETS, pagePaths, pageQueryPaths, proxyPaths, reflectedMarkup, sitePaths } from './corpus';
import { SITE_ORIGIN, startEdge, type Edge } from './harness';

jest.setTimeout(60_000);

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge.close());

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

interface Finding {
  request: string;
  status: number;
  problem: string;
}

const MACHINE = /^\/(api|sso|webapi|_shell|remotes|static)\/|^\/(remotes\.json|builds\/)/;

function problemsOf(probe: Probe, res: RawResponse): string[] {
  const out: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 500) out.push('server error');
  const browserPage = (probe.headers.accept ?? '').includes('text/html') && !MACHINE.test(probe.path) && probe.method === 'GET';
  if (browserPage && !type.includes('text/html')) out.push(`a browser got ${type || 'no content type'}`);
  if (type.includes('text/html')) out.push(...reflectedMarkup(res.body).map((m) => `reflected ${m}`));
  if (type.includes('json') && res.headers['x-content-type-options'] !== 'nosniff') out.push('JSON without nosniff');
  return out;
}

/** Runs probes a few at a time and returns what went wrong (empty: nothing). */
async function run(probes: Probe[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const label = `${probe.method} ${probe.path.length > 120 ? `${probe.path.slice(0, 120)}…` : probe.path}`;
      try {
        const res = await rawRequest(edge.base, probe);
        for (const problem of problemsOf(probe, res)) findings.push({ request: label, status: res.status, problem });
      } catch (error) {
        findings.push({ request: label, status: 0, problem: `no answer: ${String(error)}` });
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return findings;
}

const browser = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'id-ID' };
const get = (path: string, headers: Record<string, string> = browser): Probe => ({ method: 'GET', path, headers });

it('answers hostile slugs on every page route with the site\u2019s page and a 4xx', async () => {
  const paths = pagePaths().filter((p) => p.split('/').length > 2);
  expect(paths.length).toBeGreaterThan(200);
  expect(await run(paths.map((p) => get(p)))).toEqual([]);
  // The probe's 502s and Fastify's JSON: now a 4xx page.
  for (const path of ['/promo/%ff', '/promo/%', `/promo/${'a'.repeat(301)}`, `/article/${'a'.repeat(301)}`]) {
    const res = await rawRequest(edge.base, get(path));
    expect([400, 404]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  }
});

it('answers hostile queries on every page route without a server error', async () => {
  expect(await run(pageQueryPaths().map((p) => get(p)))).toEqual([]);
});

it('answers hostile paths and queries on the proxy, the session endpoints and the static files without a server error', async () => {
  const machine = { accept: 'application/json' };
  const probes = [...proxyPaths().map((p) => get(p, machine)), ...sitePaths().map((p) => get(p, machine)), ...sitePaths().map((p) => get(p))];
  expect(await run(probes)).toEqual([]);
});

it('answers hostile bodies on every state-changing endpoint without a server error', async () => {
  const probes: Probe[] = BODY_TARGETS.flatMap((t) =>
    BODIES.map((b) => ({
      method: t.method,
      path: t.path,
      headers: { origin: SITE_ORIGIN, accept: 'application/json', ...(b.contentType ? { 'content-type': b.contentType } : {}) },
      body: b.body,
    })),
  );
  expect(await run(probes)).toEqual([]);
});
