// Forgot password: the JSON API of spec §7 (/v1/forgot_password/send, /check, /apply) and
// the stand-in's own pages for it (/v1/auth/forgot_password, linked from the sign-in page
// as 'Lupa kata sandi?'). The pages carry the sign-in's OAuth parameters, so 'Masuk' at
// the end continues the sign-in the member started on the site. Every page step posts to
// the same relative path (served behind a proxy prefix too), with the step in the form.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ForgotPasswordApplyRequestSchema,
  ForgotPasswordCheckRequestSchema,
  ForgotPasswordSendRequestSchema,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../html';
import { ApiError, parseInput } from '../../http/errors';
import { applyForgotPassword, checkForgotPasswordCode, FORGOT_OTP_TTL_S, maskEmail, sendForgotPasswordCode } from '../forgotPassword';
import { errorPage, hidden, page } from '../html';
import { authorizeParamsOf, checkAuthorize, type AuthorizeParams } from '../oauth';
import type { Outbox } from '../outbox';

const PAGE_TITLE = 'Lupa Kata Sandi';

function oauthQuery(p: AuthorizeParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string') q.set(k, v);
  return q.toString();
}

function shell(p: AuthorizeParams, inner: string, error?: string): string {
  return page(
    PAGE_TITLE,
    `<main>
<p class="brand">MyValue</p>
<h1>${PAGE_TITLE}</h1>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
${inner}
<p><a href="authorize?${escapeHtml(oauthQuery(p))}">Kembali ke halaman Masuk</a></p>
</main>`,
  );
}

const localHint =
  '<p class="hint">Lingkungan lokal — email tidak benar-benar dikirim. Kodenya tercatat di outbox layanan ini (<code>GET /__outbox</code>, hanya dari mesin ini).</p>';

function emailStep(p: AuthorizeParams, opts: { email?: string; error?: string } = {}): string {
  return shell(
    p,
    `<p>Masukkan email akun MyValue kamu. Kami kirim kode verifikasi untuk membuat kata sandi baru.</p>
<form method="post" action="forgot_password" novalidate>
${hidden({ ...p, step: 'send' })}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? '')}"${opts.error ? ' aria-invalid="true"' : ''}>
<button type="submit">Kirim Kode</button>
</form>`,
    opts.error,
  );
}

function codeStep(p: AuthorizeParams, email: string, opts: { error?: string } = {}): string {
  return shell(
    p,
    `<p role="status">Kode verifikasi sudah dikirim ke <strong>${escapeHtml(maskEmail(email))}</strong> jika email itu terdaftar. Kode berlaku ${FORGOT_OTP_TTL_S / 60} menit.</p>
<form method="post" action="forgot_password" novalidate>
${hidden({ ...p, step: 'check', email })}
<label for="otp">Kode Verifikasi</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${opts.error ? ' aria-invalid="true"' : ''}>
<button type="submit">Verifikasi</button>
</form>
<form method="post" action="forgot_password">
${hidden({ ...p, step: 'send', email })}
<button type="submit" style="background:#fff;color:#84329B;border:1px solid #84329B;margin-top:.75rem">Kirim Ulang Kode</button>
</form>
${localHint}`,
    opts.error,
  );
}

function passwordStep(p: AuthorizeParams, resetToken: string, errors: Record<string, string> = {}, general?: string): string {
  const field = (name: 'password' | 'passwordConfirm', label: string) => {
    const err = errors[name];
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="password" autocomplete="new-password" required${err ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${err ? `<p class="field-error" id="${name}-error">${escapeHtml(err)}</p>` : ''}`;
  };
  return shell(
    p,
    `<p>Buat kata sandi baru: minimal 8 karakter, dengan huruf dan angka.</p>
<form method="post" action="forgot_password" novalidate>
${hidden({ ...p, step: 'apply', resetToken })}
${field('password', 'Kata Sandi Baru')}
${field('passwordConfirm', 'Ulangi Kata Sandi Baru')}
<button type="submit">Simpan Kata Sandi</button>
</form>`,
    general ?? (Object.keys(errors).length ? 'Periksa kembali kata sandi yang kamu isi.' : undefined),
  );
}

function doneStep(p: AuthorizeParams, message: string): string {
  return page(
    PAGE_TITLE,
    `<main>
<p class="brand">MyValue</p>
<h1>Kata Sandi Diubah</h1>
<p role="status">${escapeHtml(message)}</p>
<p><a href="authorize?${escapeHtml(oauthQuery(p))}">Masuk</a></p>
</main>`,
  );
}

function str(body: unknown, key: string): string {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v.slice(0, 500) : '';
}

/** The first message of each field a zod refusal names. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

export function forgotPasswordRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  // The JSON API (spec §7).
  app.post('/v1/forgot_password/send', async (request) => {
    const { email } = parseInput(ForgotPasswordSendRequestSchema, request.body);
    return sendForgotPasswordCode(ctx, outbox, email);
  });
  app.post('/v1/forgot_password/check', async (request) => {
    const { email, otp } = parseInput(ForgotPasswordCheckRequestSchema, request.body);
    return checkForgotPasswordCode(ctx, email, otp);
  });
  app.post('/v1/forgot_password/apply', async (request) => {
    const body = parseInput(ForgotPasswordApplyRequestSchema, request.body);
    return applyForgotPassword(ctx, body.resetToken, body.password);
  });

  // The pages.
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  /** The sign-in's OAuth parameters must be valid, as on the sign-in page itself. */
  const gate = (input: unknown, reply: FastifyReply): AuthorizeParams | null => {
    const check = checkAuthorize(ctx, authorizeParamsOf(input));
    if (check.ok) return authorizeParamsOf(input);
    html(reply, 400, errorPage('Permintaan tidak valid', check.kind === 'page' ? check.message : 'Permintaan masuk tidak valid.'));
    return null;
  };

  app.get('/v1/auth/forgot_password', async (request, reply) => {
    const p = gate(request.query, reply);
    return p ? html(reply, 200, emailStep(p)) : reply;
  });

  app.post('/v1/auth/forgot_password', async (request, reply) => {
    const p = gate(request.body, reply);
    if (!p) return reply;
    const step = str(request.body, 'step');
    if (step === 'send') {
      const parsed = ForgotPasswordSendRequestSchema.safeParse({ email: str(request.body, 'email') });
      if (!parsed.success) return html(reply, 400, emailStep(p, { email: str(request.body, 'email'), error: fieldErrors(parsed.error).email }));
      sendForgotPasswordCode(ctx, outbox, parsed.data.email);
      return html(reply, 200, codeStep(p, parsed.data.email));
    }
    if (step === 'check') {
      const parsed = ForgotPasswordCheckRequestSchema.safeParse({ email: str(request.body, 'email'), otp: str(request.body, 'otp') });
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (errors.email) return html(reply, 400, emailStep(p, { error: errors.email }));
        return html(reply, 400, codeStep(p, str(request.body, 'email').trim().toLowerCase(), { error: errors.otp }));
      }
      try {
        const { resetToken } = checkForgotPasswordCode(ctx, parsed.data.email, parsed.data.otp);
        return html(reply, 200, passwordStep(p, resetToken));
      } catch (error) {
        if (error instanceof ApiError) return html(reply, error.status, codeStep(p, parsed.data.email, { error: error.message }));
        throw error;
      }
    }
    if (step === 'apply') {
      const resetToken = str(request.body, 'resetToken');
      const parsed = ForgotPasswordApplyRequestSchema.safeParse({
        resetToken,
        password: str(request.body, 'password'),
        passwordConfirm: str(request.body, 'passwordConfirm'),
      });
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (errors.resetToken) return html(reply, 400, emailStep(p, { error: 'Permintaan tidak valid. Mulai lagi dari awal.' }));
        return html(reply, 400, passwordStep(p, resetToken, errors));
      }
      try {
        const done = applyForgotPassword(ctx, parsed.data.resetToken, parsed.data.password);
        return html(reply, 200, doneStep(p, done.message));
      } catch (error) {
        if (error instanceof ApiError) return html(reply, error.status, emailStep(p, { error: error.message }));
        throw error;
      }
    }
    return html(reply, 200, emailStep(p));
  });
}
