// Opening the sqlite file, applying migrations, and seeding a brand-new database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { seedDatabase } from '../seed';

export type Db = Database.Database;

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db
      .prepare<[], { id: number }>('SELECT id FROM migrations')
      .all()
      .map((r) => r.id),
  );
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const m of MIGRATIONS) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.id, m.name, Date.now());
    })();
  }
}

function isSeeded(db: Db): boolean {
  return db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get('seeded_at') !== undefined;
}

/** Opens (creating if needed) a database; a new one is migrated and seeded relative to `now`. */
export function openDatabase(file: string, now: number = Date.now()): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  if (!isSeeded(db)) seedDatabase(db, now);
  reusePreparedStatements(db);
  return db;
}

/** Most distinct statements kept per connection (SQL built from input would otherwise grow it). */
const MAX_KEPT_STATEMENTS = 1000;

/**
 * Each statement is prepared once per connection and reused: the stand-ins answer a
 * member's page with eight or more calls, and under load (issue 30's bench) preparing the
 * same SQL again on every call cost more than running most of the queries. Statements are
 * only ever run with get/all/run here (no pluck/raw/iterate modes that would stick to a
 * shared statement); the schema is settled (migrated, seeded) before any is kept.
 */
function reusePreparedStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    const found = kept.get(sql);
    if (found) return found;
    const statement = prepare(sql);
    if (kept.size < MAX_KEPT_STATEMENTS) kept.set(sql, statement);
    return statement;
  }) as Db['prepare'];
}

/** Drops everything and restores the seed (npm run db:reset). */
export function resetDatabase(file: string, now: number = Date.now()): void {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = OFF');
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all();
    db.transaction(() => {
      // Table names come from sqlite_master, not from input; identifiers cannot be bound.
      for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name.replace(/"/g, '""')}"`);
    })();
    db.pragma('foreign_keys = ON');
    migrate(db);
    seedDatabase(db, now);
  } finally {
    db.close();
  }
}
