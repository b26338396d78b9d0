// Test-only fault injection: per-route latency, forced 5xx, dropped connections. It exists
// only when the backend is started with `faults: true` (tests); then /__faults answers only
// loopback clients that send its key in `x-fault-token`. The BFF is a loopback client
// too, but it forwards no such header (and its allow-list never reaches /__faults).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FaultRuleSchema, type FaultRule } from 'shared-contracts/schemas';
import { ERROR_TEXTS } from 'shared-contracts/core';
import { ApiError, parseInput } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const FAULT_TOKEN_HEADER = 'x-fault-token';

/** Loopback clients only (the BFF's allow-list never forwards to these routes). */
export function assertLoopback(request: FastifyRequest): void {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    throw new ApiError(403, 'FORBIDDEN', 'Hanya dapat diakses dari mesin lokal.');
  }
}

/** Loopback and the fault switch's key (also the test clock's guard, sso/recovery/testClock.ts). */
export function assertFaultKey(request: FastifyRequest, token: string): void {
  assertLoopback(request);
  const sent = Buffer.from(String(request.headers[FAULT_TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new ApiError(403, 'FORBIDDEN', 'Kunci pengujian tidak valid.');
  }
}

function findRule(rules: Map<string, FaultRule>, path: string): FaultRule | undefined {
  let best: FaultRule | undefined;
  for (const rule of rules.values()) {
    const prefix = rule.route.endsWith('/') ? rule.route : `${rule.route}/`;
    if ((path === rule.route || path.startsWith(prefix)) && (!best || rule.route.length > best.route.length)) best = rule;
  }
  return best;
}

/** `token` null: no fault switch (the default outside tests). */
export function installFaults(app: FastifyInstance, token: string | null): void {
  if (token === null) return;
  const rules = new Map<string, FaultRule>();

  app.addHook('onRequest', async (request, reply) => {
    if (rules.size === 0) return;
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/__faults')) return;
    const rule = findRule(rules, path);
    if (!rule) return;
    if (rule.latencyMs) await new Promise((r) => setTimeout(r, rule.latencyMs));
    if (rule.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (rule.status) {
      return reply
        .status(rule.status)
        .send({ errorCode: 'FAULT_INJECTED', message: ERROR_TEXTS.FAULT_INJECTED, data: { route: rule.route } });
    }
  });

  app.get('/__faults', async (request) => {
    assertFaultKey(request, token);
    return { results: [...rules.values()] };
  });
  app.post('/__faults', async (request, reply) => {
    assertFaultKey(request, token);
    const rule = parseInput(FaultRuleSchema, request.body);
    rules.set(rule.route, rule);
    return reply.status(201).send(rule);
  });
  app.delete('/__faults', async (request, reply) => {
    assertFaultKey(request, token);
    rules.clear();
    return reply.status(204).send();
  });
}
