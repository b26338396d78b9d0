// The service's VAPID key pair (RFC 8292): the public key is what browsers subscribe with
// (GET /v1/users/reminders), the private key signs each push request. Kept in the
// backend's data directory, beside the database, and generated once: a new key would
// silently orphan every browser's subscription (a push service refuses a key the
// subscription was not made with). Kept outside the database so that `npm run db:reset`
// does not change it. An in-memory database (tests) gets a key pair for the process.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** Who runs the sender, for push services to contact (VAPID `sub`). */
export const VAPID_SUBJECT = 'mailto:pengingat@myvalue.id';
export const VAPID_FILE = 'vapid-keys.json';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const KeysSchema = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/), privateKey: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/) });

let memoryKeys: VapidDetails | null = null;

export function vapidKeysFor(dbFile: string): VapidDetails {
  if (dbFile === ':memory:') {
    memoryKeys ??= { subject: VAPID_SUBJECT, ...webpush.generateVAPIDKeys() };
    return memoryKeys;
  }
  const file = path.join(path.dirname(path.resolve(dbFile)), VAPID_FILE);
  const read = (): VapidDetails | null => {
    try {
      const parsed = KeysSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      return parsed.success ? { subject: VAPID_SUBJECT, ...parsed.data } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const kept = read();
  if (kept) return kept;
  const keys = webpush.generateVAPIDKeys();
  try {
    // 'wx': two backends starting on one directory at once keep the first one's keys.
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = read();
    if (theirs) return theirs;
    throw new Error(`${file} is not a VAPID key pair: remove it to generate a new one`);
  }
  return { subject: VAPID_SUBJECT, ...keys };
}
