// /api/* → Content API and /sso/* → SSO API for the browser: the upstream client's calls
// (allow-list, breakers, time-outs: upstream/client.ts), with Authorization: Bearer from
// the session cookie (refreshed when expired).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORWARDED_RESPONSE_HEADERS, type UpstreamClient } from '../upstream/client';
import type { UpstreamService } from '../upstream/services';
import type { SessionService } from '../session/service';
import { errorBody } from '../http/messages';

const MAX_BODY = 3 * 1024 * 1024;

export function registerProxy(app: FastifyInstance, services: UpstreamService[], client: UpstreamClient, sessions: SessionService): void {
  void app.register(async (scope) => {
    // Bodies pass through untouched once their type is allowed (JSON; multipart for the photo).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    for (const service of services) {
      scope.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: `${service.prefix}/*`,
        handler: forward,
      });
    }
  });

  async function forward(req: FastifyRequest, reply: FastifyReply) {
    const target = client.resolve(req.url, req.method);
    if (!target.ok) return reply.code(target.status).send(target.body);
    const sent = req.body as Buffer | undefined;
    const body = sent && sent.length > 0 ? new Uint8Array(sent) : undefined;
    const refused = client.refuseBody(target, body, req.headers['content-type']);
    if (refused) return reply.code(refused.status).send(refused.body);
    const tokens = await sessions.resolve(req);
    sessions.apply(reply, tokens);
    // The member's token needed a refresh and the SSO gave no answer: their call is not sent
    // without it (an anonymous 401 would read as a session ended); the session is kept.
    if (tokens.unavailable) return reply.code(503).header('cache-control', 'no-store').send(errorBody('UPSTREAM_UNAVAILABLE'));
    const call = (accessToken: string | null) =>
      client.send(target.url, {
        method: req.method,
        headers: req.headers,
        authorization: accessToken ? `Bearer ${accessToken}` : null,
        clientAddress: req.ip,
        body,
      });
    try {
      let res = await call(tokens.accessToken);
      // A token within the expiry tolerance may already be refused upstream: refresh once and retry.
      if (res.status === 401 && tokens.refreshToken && !tokens.refreshed) {
        const retried = await sessions.refreshWith(tokens.refreshToken);
        sessions.apply(reply, retried);
        if (retried.accessToken) res = await call(retried.accessToken);
      }
      reply.code(res.status);
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = res.header(name);
        if (value) reply.header(name, value);
      }
      if (tokens.accessToken) reply.header('cache-control', 'private, no-store');
      return reply.send(res.body);
    } catch (error) {
      req.log.warn({ err: error, path: req.url }, 'upstream call failed');
      const failed = client.failure(error);
      return reply.code(failed.status).send(failed.body);
    }
  }
}
