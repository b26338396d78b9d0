// Replays the stored answer when a member repeats a request with the same idempotency key
// (double clicks, retries after a dropped connection). Runs inside one sqlite transaction;
// better-sqlite3 is synchronous, so two concurrent requests cannot interleave inside it.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { ERROR_TEXTS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from 'shared-contracts/core';

/** The request's Idempotency-Key header (the one place the key travels), when it has one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = typeof header === 'string' ? header : undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'INVALID_PARAMETER', 'Idempotency key tidak valid.');
  }
  return key;
}

export function once<T>(
  ctx: AppContext,
  scope: { userId: number; kind: string; key: string | undefined; fingerprint: string },
  run: () => T,
): { replayed: boolean; value: T } {
  return ctx.db.transaction(() => {
    const { userId, kind, key, fingerprint } = scope;
    if (key !== undefined) {
      const prior = ctx.db
        .prepare<[number, string, string], { fingerprint: string; response: string }>(
          'SELECT fingerprint, response FROM idempotency WHERE user_id = ? AND kind = ? AND key = ?',
        )
        .get(userId, kind, key);
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', ERROR_TEXTS.IDEMPOTENCY_KEY_REUSED);
        }
        return { replayed: true, value: JSON.parse(prior.response) as T };
      }
    }
    const value = run();
    if (key !== undefined) {
      ctx.db
        .prepare('INSERT INTO idempotency (user_id, key, kind, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(userId, key, kind, fingerprint, JSON.stringify(value), ctx.now());
    }
    return { replayed: false, value };
  })();
}
