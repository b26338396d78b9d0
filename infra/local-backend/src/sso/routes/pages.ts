// The account-service pages the site links to: tier terms and membership cards.
import type { FastifyInstance } from 'fastify';
import { mediaUrl, type AppContext } from '../../context';
import { escapeHtml } from '../../html';
import { page } from '../html';
import { TIERS } from './account';

const points = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n);

export function accountPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/authorize/tnc_tiers', async (_request, reply) => {
    const rows = TIERS.map(
      (t) => `<tr><th scope="row">${t.tierName}</th><td>${points(t.minTierPoint)} Poin</td><td><ul>${t.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul></td></tr>`,
    ).join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Syarat & Ketentuan Tier',
        `<main class="wide"><p class="brand">MyValue</p><h1>Syarat &amp; Ketentuan Tier MyValue</h1>
<p>Tier ditentukan dari jumlah poin yang kamu kumpulkan dalam 12 bulan terakhir (poin tier). Poin yang ditukar tidak mengurangi poin tier.</p>
<table><thead><tr><th>Tier</th><th>Minimal poin tier</th><th>Keuntungan</th></tr></thead><tbody>${rows}</tbody></table>
<ol><li>Tier ditinjau setiap bulan dan berlaku hingga akhir tahun program.</li><li>Jika poin tier tidak mencukupi saat peninjauan tahunan, tier turun satu tingkat.</li><li>Keuntungan tier dapat berubah sewaktu-waktu dengan pemberitahuan.</li></ol></main>`,
      ),
    );
  });

  app.get('/authorize/account/card', async (_request, reply) => {
    const cards = ctx.db
      .prepare<[], { code: string; name: string; description: string }>('SELECT code, name, description FROM card_types ORDER BY id')
      .all()
      .map(
        (c) =>
          `<figure><img src="${escapeHtml(mediaUrl(ctx, `cards/${c.code.toLowerCase()}.svg`))}" alt="${escapeHtml(c.name)}"><figcaption><strong>${escapeHtml(c.name)}</strong><br>${escapeHtml(c.description)}</figcaption></figure>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Kartu Membership',
        `<main class="wide"><p class="brand">MyValue</p><h1>Kartu Membership</h1>
<p>Hubungkan kartu member dari unit bisnis Kompas Gramedia ke akun MyValue agar semua poinmu terkumpul di satu tempat.</p>
<div class="cards">${cards}</div>
<p>Untuk menghubungkan kartu, buka aplikasi MyValue lalu pilih <strong>Kartu Saya</strong> &gt; <strong>Tambah Kartu</strong>.</p></main>`,
      ),
    );
  });
}
