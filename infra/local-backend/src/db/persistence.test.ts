// Writes survive a restart on a file database; reset restores the seed; seeding is deterministic.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as S from 'shared-contracts/schemas';
import { http, signIn, startTestBackend } from '../testHelpers';
import { migrate, resetDatabase } from './index';
import { seedDatabase } from '../seed';
import { MIGRATIONS } from './migrations';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps bookmarks, redemptions, referral codes and registrations across a restart, and resets to the seed', async () => {
  const dbFile = path.join(dir, 'nested', 'db.sqlite');
  let backend = await startTestBackend({ dbFile });
  let token = (await signIn(backend, 'baru@myvalue.id')).access_token;
  await http(backend.apiUrl, '/v1/promos/bookmarks', { token, json: { promoId: 3 } });
  const code = S.ReferralCodeSchema.parse((await http(backend.apiUrl, '/v1/users/referral/code', { token, method: 'POST' })).body).code;
  await http(backend.ssoUrl, '/v1/user', { token, method: 'PATCH', json: { firstName: 'Budiman', lastName: 'Santoso' } });
  await backend.close();

  backend = await startTestBackend({ dbFile });
  try {
    // Same persisted secret: the old access token still verifies.
    const user = S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body);
    expect(user.firstName).toBe('Budiman');
    token = (await signIn(backend, 'baru@myvalue.id')).access_token;
    const bookmarks = S.PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos/bookmarks', { token })).body);
    expect(bookmarks.results.map((p) => p.id)).toEqual([3]);
    expect((await http(backend.apiUrl, '/v1/users/referral/code', { token })).body).toEqual({ code });
  } finally {
    await backend.close();
  }

  resetDatabase(dbFile);
  backend = await startTestBackend({ dbFile });
  try {
    token = (await signIn(backend, 'baru@myvalue.id')).access_token;
    expect((await http(backend.apiUrl, '/v1/users/referral/code', { token })).body).toEqual({ code: null });
    expect(S.PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos/bookmarks', { token })).body).count).toBe(0);
  } finally {
    await backend.close();
  }
});

it('records applied migrations and seeds identically for the same date', () => {
  const now = Date.parse('2026-11-22T10:00:00+07:00');
  const dump = () => {
    const db = new Database(':memory:');
    migrate(db);
    migrate(db); // idempotent
    seedDatabase(db, now);
    const tables = ['promos', 'events', 'campaigns', 'articles', 'announcements', 'vouchers', 'point_transactions', 'voucher_tickets'];
    const out = tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY id`).all());
    const migrations = db.prepare('SELECT id, name FROM migrations').all();
    db.close();
    return { out, migrations };
  };
  const a = dump();
  // Every migration, in order (the list is their one source).
  expect(a.migrations).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
  expect(JSON.stringify(a.out)).toBe(JSON.stringify(dump().out));
});
