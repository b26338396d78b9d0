// The VAPID key pair: made once per data directory and kept, whatever happens to the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetDatabase } from '../../db';
import { VAPID_FILE, vapidKeysFor } from './vapid';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-vapid-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('is generated once beside the database, readable by its owner only, and survives a reset', () => {
  const db = path.join(dir, 'local-backend.sqlite');
  const first = vapidKeysFor(db);
  expect(first.subject).toMatch(/^mailto:/);
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  const file = path.join(dir, VAPID_FILE);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  resetDatabase(db);
  expect(vapidKeysFor(db)).toEqual(first);
  expect(vapidKeysFor(path.join(dir, 'other.sqlite'))).toEqual(first);
});

it('refuses to replace a file that is not a key pair', () => {
  fs.writeFileSync(path.join(dir, VAPID_FILE), '{"publicKey":"rusak"}');
  expect(() => vapidKeysFor(path.join(dir, 'db.sqlite'))).toThrow(/not a VAPID key pair/);
});
