// Announcements: the running one for the home box, the started ones as a list, each by slug;
// one not started yet is nowhere. A database from before announcement pages is migrated.
import Database from 'better-sqlite3';
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../testHelpers';
import { MIGRATIONS } from '../db/migrations';
import { migrate } from '../db';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const get = (path: string) => http(backend.apiUrl, path);

it('answers the running announcement with its slug and page content', async () => {
  const { announcement } = S.HomeAnnouncementSchema.parse((await get('/v1/home-announcement')).body);
  expect(announcement).toMatchObject({ slug: 'pesta-buku-gramedia-dimulai', title: 'Pesta Buku Gramedia telah dimulai!' });
  expect(announcement?.content).toContain('<h2>Cara ikut</h2>');
});

it('lists every started announcement newest first, paged, without the one still to come', async () => {
  const all = S.AnnouncementListSchema.parse((await get('/v1/home-announcement/list')).body);
  expect(all.results.map((a) => a.slug)).toEqual([
    'pesta-buku-gramedia-dimulai',
    'pembaruan-syarat-ketentuan',
    'pemeliharaan-sistem-november',
    'selamat-datang-situs-baru',
  ]);
  const dates = all.results.map((a) => a.startDate);
  expect([...dates].sort().reverse()).toEqual(dates);
  const second = S.AnnouncementListSchema.parse((await get('/v1/home-announcement/list?page=2&pageSize=3')).body);
  expect([second.count, second.previous, second.next, second.results.map((a) => a.slug)]).toEqual([4, 1, null, ['selamat-datang-situs-baru']]);
});

it('answers one announcement by slug; an unknown or not yet started one is 404', async () => {
  const one = await get('/v1/home-announcement/slug/pembaruan-syarat-ketentuan');
  expect(one.status).toBe(200);
  expect(S.AnnouncementSchema.parse(one.body).title).toBe('Pembaruan Syarat & Ketentuan MyValue');
  for (const slug of ['tidak-ada', 'pekan-hemat-akhir-tahun']) {
    const res = await get(`/v1/home-announcement/slug/${slug}`);
    expect(res.status).toBe(404);
    expect(S.ContractErrorBodySchema.parse(res.body).errorCode).toBe('NOT_FOUND');
  }
});

it('gives announcements of a database from before their pages a slug, and their message as content', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const first = MIGRATIONS.find((m) => m.id === 1)!;
  db.exec(first.sql);
  db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (1, ?, 0)').run(first.name);
  db.prepare("INSERT INTO announcements (id, title, message, link, link_label, start_at, end_at) VALUES (3, 'Lama', 'Pesan lama', NULL, NULL, 0, 1)").run();
  migrate(db);
  expect(db.prepare('SELECT slug, content FROM announcements').get()).toEqual({ slug: 'pengumuman-3', content: '' });
  db.close();
});
