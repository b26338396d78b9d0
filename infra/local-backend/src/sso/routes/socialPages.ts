// The HTML of social sign-in on the SSO stand-in: the buttons of the sign-in page, the local
// provider's consent page, and the registration that completes a new person's account.
// Targets are relative, so the pages work behind a path prefix too.
import { SOCIAL_PROVIDERS, type SocialProfile, type SocialProvider } from 'shared-contracts/schemas';
import { escapeHtml } from '../../html';
import { hidden, page } from '../html';
import type { AuthorizeParams } from '../oauth';
import { PROVIDER_NAMES } from '../social';

const PROVIDER_STYLE: Record<SocialProvider, string> = {
  google: 'background:#fff;color:#1f1f1f;border:1px solid #747775',
  // Facebook's current blue: the older #1877F2 gives white text less than 4.5:1.
  facebook: 'background:#0866FF;color:#fff',
  apple: 'background:#000;color:#fff',
};

/**
 * A sign-in page reached again with Back must not show what was typed into it. With no-store
 * the browser asks the server again (which sends a signed-in browser straight on); a page
 * restored from the back/forward cache is reloaded; and values the browser restores into a
 * re-fetched form are cleared.
 */
export const FRESH_ON_BACK = `<script>
addEventListener('pageshow', function (event) {
  if (event.persisted) { location.reload(); return; }
  var nav = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  if (nav && nav.type === 'back_forward') for (var i = 0; i < document.forms.length; i++) document.forms[i].reset();
});
</script>`;

/** The three buttons under the password form (relative to /v1/auth/authorize). */
export function socialButtons(p: AuthorizeParams): string {
  const buttons = SOCIAL_PROVIDERS.map(
    (provider) =>
      `<button type="submit" name="provider" value="${provider}" style="${PROVIDER_STYLE[provider]};margin-top:.75rem;min-height:44px">Lanjutkan dengan ${PROVIDER_NAMES[provider]}</button>`,
  ).join('\n');
  return `<section aria-labelledby="social-heading" style="margin-top:1.5rem">
<h2 id="social-heading" style="font-size:1rem;margin:0;text-align:center;color:#555">Atau masuk dengan akun lain</h2>
<form method="post" action="../social_login/code">
${hidden(p)}
${buttons}
</form>
</section>`;
}

export function invalidRequestPage(message: string): string {
  return page(
    'Tautan Masuk Tidak Valid',
    `<main><p class="brand">MyValue</p><h1>Tautan masuk tidak valid</h1>
<p role="alert" class="error">${escapeHtml(message)}</p>
<p>Halaman masuk ini dibuka dari tautan yang tidak dikenali, jadi kami tidak mengarahkan kamu ke mana pun demi keamanan akunmu.</p>
<p>Buka kembali situs atau aplikasi MyValue, lalu pilih <strong>Masuk / Daftar</strong> lagi.</p></main>`,
  );
}

export function socialErrorPage(message: string, signInQuery: string | null): string {
  return page(
    'Masuk Gagal',
    `<main><p class="brand">MyValue</p><h1>Masuk gagal</h1>
<p role="alert" class="error">${escapeHtml(message)}</p>
${signInQuery === null ? '<p>Buka kembali situs atau aplikasi MyValue, lalu pilih <strong>Masuk / Daftar</strong> lagi.</p>' : `<p><a href="${escapeHtml(`/v1/auth/authorize?${signInQuery}`)}">Kembali ke halaman Masuk</a></p>`}
</main>`,
  );
}

type ConsentFields = Partial<Record<'email' | 'firstName' | 'lastName', string>>;

/** The provider's side, played locally: which account, and whether MyValue may see it. */
export function consentPage(provider: SocialProvider, state: string, clientName: string, values: ConsentFields = {}, errors: ConsentFields = {}): string {
  const name = PROVIDER_NAMES[provider];
  const field = (key: keyof ConsentFields, label: string, type: string, autocomplete: string) => {
    const err = errors[key];
    return `<label for="${key}">${escapeHtml(label)}</label>
<input id="${key}" name="${key}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(values[key] ?? '')}"${err ? ` aria-invalid="true" aria-describedby="${key}-error"` : ''}>
${err ? `<p class="field-error" id="${key}-error">${escapeHtml(err)}</p>` : ''}`;
  };
  return page(
    `Masuk dengan ${name}`,
    `<main>
<p class="brand" style="color:#1f1f1f">${escapeHtml(name)}</p>
<h1>Masuk ke ${escapeHtml(clientName)} dengan akun ${escapeHtml(name)}</h1>
${Object.keys(errors).length ? '<p role="alert" class="error">Periksa kembali data akunmu.</p>' : ''}
<p class="hint" style="margin-top:0">Simulasi lokal: halaman ini memerankan ${escapeHtml(name)}. Akun ${escapeHtml(name)} dikenali dari alamat emailnya.</p>
<form method="post" action="consent" novalidate>
${hidden({ state })}
${field('email', `Email akun ${name}`, 'email', 'email')}
${field('firstName', 'Nama depan', 'text', 'given-name')}
${field('lastName', 'Nama belakang (opsional)', 'text', 'family-name')}
<p>${escapeHtml(name)} akan membagikan nama dan alamat email kamu kepada ${escapeHtml(clientName)}.</p>
<button type="submit" name="decision" value="allow">Izinkan</button>
<button type="submit" name="decision" value="deny" style="background:#fff;color:#84329B;border:1px solid #84329B;margin-top:.75rem">Batal</button>
</form>
</main>
${FRESH_ON_BACK}`,
  );
}

type RegisterFields = Partial<Record<'firstName' | 'lastName' | 'phone' | 'email' | 'tnc', string>>;

/** A new person's account from a provider account: name, phone and the terms; the e-mail is the provider's. */
export function socialRegisterPage(
  provider: SocialProvider,
  ticket: string,
  profile: SocialProfile,
  termsUrl: string,
  values: RegisterFields = {},
  errors: RegisterFields = {},
): string {
  const name = PROVIDER_NAMES[provider];
  const field = (key: 'firstName' | 'lastName' | 'phone', label: string, type: string, autocomplete: string) => {
    const err = errors[key];
    return `<label for="${key}">${escapeHtml(label)}</label>
<input id="${key}" name="${key}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(values[key] ?? '')}"${err ? ` aria-invalid="true" aria-describedby="${key}-error"` : ''}>
${err ? `<p class="field-error" id="${key}-error">${escapeHtml(err)}</p>` : ''}`;
  };
  return page(
    'Lengkapi Pendaftaran',
    `<main>
<p class="brand">MyValue</p>
<h1>Lengkapi pendaftaran</h1>
${errors.email ? `<p role="alert" class="error">${escapeHtml(errors.email)}</p>` : Object.keys(errors).length ? '<p role="alert" class="error">Periksa kembali data yang kamu isi.</p>' : ''}
<p>Kamu masuk dengan ${escapeHtml(name)} sebagai <strong>${escapeHtml(profile.email)}</strong>. Lengkapi data berikut untuk membuat akun MyValue.</p>
<form method="post" action="register" novalidate>
${hidden({ registerTicket: ticket })}
${field('firstName', 'Nama Depan', 'text', 'given-name')}
${field('lastName', 'Nama Belakang', 'text', 'family-name')}
<label for="email">Email</label>
<input id="email" type="email" value="${escapeHtml(profile.email)}" readonly aria-describedby="email-note">
<p id="email-note" style="font-size:.875rem;margin:.25rem 0 0">Terverifikasi oleh ${escapeHtml(name)}.</p>
${field('phone', 'No. Handphone (opsional)', 'tel', 'tel')}
<label class="check" style="min-height:44px;align-items:center;margin-top:1rem"><input type="checkbox" name="tnc" value="on" style="width:24px;height:24px;flex:none"${values.tnc === 'on' ? ' checked' : ''}${errors.tnc ? ' aria-invalid="true" aria-describedby="tnc-error"' : ''}> <span>Saya menyetujui <a href="${escapeHtml(termsUrl)}" target="_blank" rel="noopener">Syarat &amp; Ketentuan MyValue</a></span></label>
${errors.tnc ? `<p class="field-error" id="tnc-error">${escapeHtml(errors.tnc)}</p>` : ''}
<button type="submit">Buat Akun</button>
</form>
<p style="font-size:.875rem">Akun ini belum memiliki kata sandi. Kamu tetap bisa masuk dengan ${escapeHtml(name)}, dan membuat kata sandi nanti.</p>
</main>`,
  );
}
