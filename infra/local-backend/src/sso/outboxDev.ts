// The outbox for a person trying the site by hand (issue 28): with `npm start` or
// `npm run dev` nobody reads /__outbox's JSON, so sign-up, verification and 'Lupa kata
// sandi' would stall at "we sent you a code". In development the stand-in therefore prints
// each message it would send (code and link) to the console it was started from, and
// serves the recent ones as a page at /__outbox/lihat (loopback only, like /__outbox).
// Both exist only when the backend is started with `devOutbox: true`, which the start
// script sets only outside NODE_ENV=production (devOutboxFromEnv); the e2e stack and the
// unit tests leave it off and read the JSON.
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from 'shared-contracts/schemas';
import { escapeHtml } from '../html';
import { assertLoopback } from '../http/faults';
import { page } from './html';
import type { Outbox } from './outbox';

export const OUTBOX_PAGE_PATH = '/__outbox/lihat';

/** Shown by npm start / npm run dev; never when NODE_ENV is production. */
export function devOutboxFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Jakarta' });

/** One console line: '[SSO lokal] 22.31.05 WIB → dewi@contoh.id · Kode verifikasi MyValue · kode 123456 · <link>'. */
export function outboxLine(m: OutboxMessage): string {
  const what = m.link ? `tautan ${m.link}` : `kode ${m.code}`;
  return `[SSO lokal] ${time(m.sentAt)} WIB → ${m.to} · ${m.subject} · ${what}`;
}

function messageHtml(m: OutboxMessage): string {
  const carried = m.link
    ? `<p><a href="${escapeHtml(m.link)}">Buka tautan</a></p>`
    : `<p>Kode: <strong style="font-size:1.5rem;letter-spacing:.15em">${escapeHtml(m.code)}</strong></p>`;
  return `<li style="list-style:none;border-bottom:1px solid #eee;padding:.75rem 0">
<p style="margin:0"><strong>${escapeHtml(m.subject)}</strong></p>
<p style="margin:0;color:#555">Untuk ${escapeHtml(m.to)} · ${escapeHtml(time(m.sentAt))} WIB</p>
${carried}
<details><summary>Isi pesan</summary><pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre></details>
</li>`;
}

export function outboxDevRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.get(OUTBOX_PAGE_PATH, async (request, reply) => {
    assertLoopback(request);
    const newest = outbox.list().slice().reverse();
    const list = newest.length
      ? `<ul style="padding:0;margin:0">${newest.map(messageHtml).join('')}</ul>`
      : '<p>Belum ada pesan. Minta kode atau tautan di situs, lalu muat ulang halaman ini.</p>';
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(
      'Kotak Keluar SSO Lokal',
      `<main class="wide"><p class="brand">MyValue</p><h1>Kotak Keluar SSO Lokal</h1>
<p class="hint">Hanya untuk pengembangan: SSO lokal tidak mengirim email atau SMS. Pesan yang seharusnya terkirim (kode dan tautan) tampil di sini, terbaru di atas.</p>
<p><a href="${OUTBOX_PAGE_PATH}">Muat ulang</a></p>
${list}</main>`,
    );
  });
}
