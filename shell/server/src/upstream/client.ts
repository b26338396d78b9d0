// The one upstream client of a page's data. The browser's calls reach it through the
// proxy (/api/*, /sso/* on the site's origin, proxy/proxy.ts); the server renderer's
// calls reach it directly as calls of the same site paths (siteCall). Either way a
// call passes the same steps: the site path is mapped to its service, the upstream URL
// is built and judged by the one allow-list on its normalised path (http/paths.ts), the
// body type is checked, only the listed headers go upstream, the call has its time-out
// and goes through the upstream's circuit breaker (resilience.ts). A refusal or an
// upstream failure is the same answer (status and error body) on both ways.
import type { ServerAnswer, SiteCaller } from 'shared-contracts/server';
import { errorBody, type BffErrorBody } from '../http/messages';
import { upstreamTarget } from '../http/paths';
import { upstreamFetch, UpstreamError, type UpstreamAnswer } from './fetch';
import { NO_GRANTS, type UpstreamGrants } from './policy';
import { acceptsBody, type UpstreamService } from './services';

/** Request headers that go upstream (besides the Bearer token the caller adds). */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'idempotency-key'] as const;
/** Response headers that come back. */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

export interface Refusal {
  status: number;
  body: BffErrorBody;
}

export type Resolved = { ok: true; service: UpstreamService; url: URL } | ({ ok: false } & Refusal);

export interface UpstreamCall {
  method: string;
  /** Any request headers: only the forwarded ones go upstream. */
  headers: Record<string, string | string[] | undefined> | Headers;
  /** 'Bearer …' of the member, if any. */
  authorization?: string | null;
  /**
   * The visitor's address as the BFF judged it (Fastify's req.ip under TRUST_PROXY), sent
   * as x-forwarded-for so the upstream can throttle per client. A visitor's own
   * x-forwarded-for is never forwarded: nothing they send chooses whom they are counted as.
   */
  clientAddress?: string | null;
  body?: Uint8Array<ArrayBuffer>;
  /** The caller's own abort (e.g. a server render's bound); the client's time-out applies too. */
  signal?: AbortSignal;
}

export interface UpstreamClient {
  /**
   * Where a site path ('/api/v1/promos?page=2') asked with `method` (default GET) goes, or
   * why it does not: the service's own allow-list, or a call a live version declares.
   */
  resolve(sitePath: string, method?: string): Resolved;
  /** The body check of a resolved call: null when the body may go. */
  refuseBody(target: { service: UpstreamService; url: URL }, body: Uint8Array<ArrayBuffer> | undefined, contentType: string | null | undefined): Refusal | null;
  /** The call upstream (time-out, breaker), its answer read whole; throws UpstreamError when it fails. */
  send(url: URL, call: UpstreamCall): Promise<UpstreamAnswer>;
  /** The answer to a failed call: 504 on a time-out, 502/503 when unreachable or the breaker is open. */
  failure(error: unknown): Refusal;
  /**
   * The server renderer's way to the same services: calls of absolute URLs on the site's
   * origin (`publicUrl`) answered as the proxy would, refusals and failures included.
   */
  siteCall(publicUrl: string): SiteCaller;
}

const REFUSE_UNKNOWN: Refusal = { status: 404, body: errorBody('NOT_FOUND') };
const REFUSE_BAD_PATH: Refusal = { status: 400, body: errorBody('BAD_PATH') };
const REFUSE_BODY: Refusal = { status: 415, body: errorBody('UNSUPPORTED_MEDIA_TYPE') };

function headerValue(headers: UpstreamCall['headers'], name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** An answer of the client's own (a refusal or a failure), as the proxy sends it. */
export function refusalAnswer(refusal: Refusal): ServerAnswer {
  return { status: refusal.status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(refusal.body) };
}

const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * `grants`: the upstream calls the live remote versions declare (releases/declarations.ts),
 * asked per call; they change with the registry, never with anything a visitor sends.
 */
export function createUpstreamClient(services: UpstreamService[], timeoutMs: number, grants: () => UpstreamGrants = () => NO_GRANTS): UpstreamClient {
  const resolve = (sitePath: string, method = 'GET'): Resolved => {
    const service = services.find((s) => sitePath.startsWith(`${s.prefix}/`));
    if (!service) return { ok: false, ...REFUSE_UNKNOWN };
    const allowed = { test: (pathname: string) => service.allowed.test(pathname) || grants().allows(service.name, method.toUpperCase(), pathname) };
    const target = upstreamTarget(service.base, sitePath.slice(service.prefix.length), allowed);
    if (!target.ok) return { ok: false, ...(target.status === 404 ? REFUSE_UNKNOWN : REFUSE_BAD_PATH) };
    return { ok: true, service, url: target.url };
  };

  const refuseBody: UpstreamClient['refuseBody'] = (target, body, contentType) =>
    body && body.length > 0 && !acceptsBody(target.service.bodies, target.url.pathname, contentType) ? REFUSE_BODY : null;

  const send = (url: URL, call: UpstreamCall): Promise<UpstreamAnswer> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = headerValue(call.headers, name);
      if (value !== undefined) headers[name] = value;
    }
    if (call.authorization) headers.authorization = call.authorization;
    if (call.clientAddress) headers['x-forwarded-for'] = call.clientAddress;
    const bodyAllowed = call.method !== 'GET' && call.method !== 'HEAD' && call.method !== 'DELETE';
    return upstreamFetch(
      url.toString(),
      {
        method: call.method,
        headers,
        body: bodyAllowed && call.body && call.body.length > 0 ? call.body : undefined,
        signal: call.signal,
      },
      timeoutMs,
    );
  };

  const failure = (error: unknown): Refusal => {
    const status = error instanceof UpstreamError ? error.status : 502;
    return {
      status,
      body: errorBody(status === 504 ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE'),
    };
  };

  const siteCall = (publicUrl: string): SiteCaller => {
    const origin = new URL(publicUrl).origin;
    return async (call) => {
      const url = new URL(call.url);
      if (url.origin !== origin) return refusalAnswer(REFUSE_BAD_PATH);
      const target = resolve(`${url.pathname}${url.search}`, call.method);
      if (!target.ok) return refusalAnswer(target);
      const body = call.method === 'GET' || call.method === 'HEAD' || call.body === undefined ? undefined : new Uint8Array(Buffer.from(call.body, 'utf8'));
      const refused = refuseBody(target, body, call.headers['content-type']);
      if (refused) return refusalAnswer(refused);
      try {
        const res = await send(target.url, {
          method: call.method,
          headers: call.headers,
          authorization: call.headers.authorization,
          body,
          signal: call.signal,
        });
        return { status: res.status, contentType: res.header('content-type'), body: NO_BODY_STATUSES.has(res.status) ? '' : res.body.toString('utf8') };
      } catch (error) {
        return refusalAnswer(failure(error));
      }
    };
  };

  return { resolve, refuseBody, send, failure, siteCall };
}
