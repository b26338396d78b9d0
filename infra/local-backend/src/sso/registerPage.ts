// The stand-in's sign-up page (/v1/auth/register). What the member typed comes back on a
// refusal, except the passwords (never echoed into HTML); with script the page checks
// every field before it is sent (so nothing typed is lost), shows the password rules as
// they are met, and says at once when an e-mail or phone is already registered
// (/v1/user/check, throttled per client). The terms are a link, the checkbox a 44 px target.
// A referral code (carried by an invitation, or typed) is checked before the form is sent
// (register/referral_code, the Content API's check_code answer): an unknown code is said
// beside the field and the form is not sent with it; a known one says whose it is.
import { PASSWORD_RULES } from 'shared-contracts/core';
import { escapeHtml } from '../html';
import { hidden, page } from './html';
import type { AuthorizeParams } from './oauth';
import { FORM_TOKEN_FIELD } from './formGuard';

export type RegisterFields = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'referralCode', string>;
export type RegisterErrorKey = keyof RegisterFields | 'password' | 'passwordConfirm' | 'tnc';

export const REGISTER_TEXT = {
  emailTaken: 'Email sudah terdaftar. Silakan masuk atau gunakan Lupa kata sandi.',
  phoneTaken: 'Nomor handphone sudah terdaftar.',
  checkAll: 'Periksa kembali data yang kamu isi.',
  firstNameRequired: 'Nama depan wajib diisi',
  nameLetters: 'Nama hanya boleh berisi huruf',
  emailRequired: 'Email wajib diisi',
  emailFormat: 'Format email tidak valid',
  mismatch: 'Konfirmasi kata sandi tidak sama',
  tnc: 'Kamu harus menyetujui Syarat & Ketentuan',
  referralFormat: 'Format kode referral tidak valid',
  referralUnknown: 'Kode referral tidak ditemukan. Periksa lagi atau kosongkan kolom ini.',
  referrerIs: 'Kode dari ',
} as const;

export interface RegisterPageInput {
  p: AuthorizeParams;
  /** Binds the form to this browser (formGuard.ts). */
  formToken: string;
  query: string;
  termsUrl: string;
  values?: Partial<RegisterFields>;
  tncTicked?: boolean;
  errors?: Partial<Record<RegisterErrorKey, string>>;
  general?: string;
  /** The masked name of the referral code's owner, when the code shown is a known one. */
  referrer?: string | null;
}

// Safe inside <script>: no '<' survives JSON.stringify of these strings.
const scriptData = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function registerPage({ p, formToken, query, termsUrl, values = {}, tncTicked = false, errors = {}, general, referrer }: RegisterPageInput): string {
  const errorLine = (name: RegisterErrorKey) => {
    const err = errors[name];
    // The referral code's message appears while the member is elsewhere on the form (its
    // check answers later): announced as an alert.
    const role = name === 'referralCode' ? ' role="alert"' : '';
    return `<p class="field-error" id="${name}-error"${role}${err ? '' : ' hidden'}>${err ? escapeHtml(err) : ''}</p>`;
  };
  // Always in the page (empty when there is nothing to say) so that screen readers follow it.
  const ownerLine = `<p class="field-ok" id="referralCode-owner" aria-live="polite">${referrer && !errors.referralCode ? escapeHtml(REGISTER_TEXT.referrerIs + referrer) : ''}</p>`;
  // What is said about the code (whose it is, unknown, wrong format) has its room whether
  // said or not: the SSO's answer comes while the member may be tapping the terms' box
  // just below, which must not move under the finger. Two lines: the longest message's
  // length at 320 px.
  const referralNotes = (errorHtml: string) => `<div class="field-notes">${errorHtml}${ownerLine}</div>`;
  const field = (name: keyof RegisterFields | 'password' | 'passwordConfirm', label: string, type: string, autocomplete: string, extra = '', notes = (errorHtml: string) => errorHtml) => {
    const value = name === 'password' || name === 'passwordConfirm' ? '' : (values[name] ?? '');
    const described = [`${name}-error`, ...(name === 'password' ? ['password-rules'] : []), ...(name === 'referralCode' ? ['referralCode-owner'] : [])].join(' ');
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" aria-describedby="${described}"${errors[name] ? ' aria-invalid="true"' : ''}>
${extra}${notes(errorLine(name))}`;
  };
  const rules = `<ul id="password-rules" class="rules" aria-label="Syarat kata sandi">${PASSWORD_RULES.map(
    (r) => `<li data-rule="${r.id}">${escapeHtml(r.label)}</li>`,
  ).join('')}</ul>`;
  const anyError = Object.values(errors).some(Boolean);
  return page(
    'Daftar',
    `<style>
  .rules{list-style:none;padding:0;margin:.4rem 0 0;font-size:.875rem;color:#555}
  .rules li::before{content:"○ ";color:#999}.rules li.met{color:#1e7b34}.rules li.met::before{content:"✓ ";color:#1e7b34}
  .check{display:flex;flex-wrap:wrap;align-items:center;margin-top:1rem}
  .tnc-label{display:flex;align-items:center;gap:.5rem;min-height:44px;margin:0;font-weight:400;cursor:pointer}
  .tnc-label input{width:24px;height:24px;margin:0;flex:none;accent-color:#84329B}
  .terms{display:inline-flex;align-items:center;min-height:44px;padding:0 .25rem}
  .field-ok{color:#1e7b34;font-size:.875rem;margin:.25rem 0 0}.field-ok:empty{display:none}
  .field-notes{min-height:calc(2 * 1.5 * .875rem + .25rem)}
</style>
<main>
<p class="brand">MyValue</p>
<h1>Daftar akun MyValue</h1>
<p role="alert" class="error" id="form-error"${general || anyError ? '' : ' hidden'}>${escapeHtml(general ?? (anyError ? REGISTER_TEXT.checkAll : ''))}</p>
<form method="post" action="register" novalidate id="register-form">
${hidden({ ...p, [FORM_TOKEN_FIELD]: formToken })}
${field('firstName', 'Nama Depan', 'text', 'given-name')}
${field('lastName', 'Nama Belakang', 'text', 'family-name')}
${field('email', 'Email', 'email', 'email')}
${field('phone', 'No. Handphone (opsional)', 'tel', 'tel')}
${field('password', 'Kata Sandi', 'password', 'new-password', rules)}
${field('passwordConfirm', 'Ulangi Kata Sandi', 'password', 'new-password')}
${field('referralCode', 'Kode Referral (opsional)', 'text', 'off', '', referralNotes)}
<div class="check"><label id="tnc-label" class="tnc-label"><input type="checkbox" id="tnc" name="tnc" value="on" aria-describedby="tnc-error"${tncTicked ? ' checked' : ''}${errors.tnc ? ' aria-invalid="true"' : ''}> <span>Saya menyetujui <a id="tnc-link" class="terms" href="${escapeHtml(termsUrl)}" target="_blank" rel="noopener">Syarat &amp; Ketentuan MyValue</a></span></label></div>
${errorLine('tnc')}
<button type="submit">Daftar</button>
</form>
<p>Sudah punya akun? <a href="authorize?${escapeHtml(query)}">Masuk</a></p>
</main>
<script>
(function () {
  var T = ${scriptData(REGISTER_TEXT)};
  var RULES = ${scriptData(PASSWORD_RULES.map((r) => ({ id: r.id, source: r.pattern.source, message: r.message })))};
  var form = document.getElementById('register-form');
  var taken = {};
  function show(name, message) {
    var line = document.getElementById(name + '-error');
    var input = form.elements[name];
    line.textContent = message || '';
    line.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    if (message) watched[name] = true;
  }
  // Fields that have shown an error (the server's included) are judged again as they are typed.
  var watched = {};
  Array.prototype.forEach.call(form.querySelectorAll('[aria-invalid="true"]'), function (el) { watched[el.name] = true; });
  function tick() {
    var value = form.elements.password.value;
    RULES.forEach(function (r) {
      var item = document.querySelector('[data-rule="' + r.id + '"]');
      item.className = new RegExp(r.source).test(value) ? 'met' : '';
    });
  }
  form.elements.password.addEventListener('input', tick);
  tick();
  function check(name) {
    var value = form.elements[name].value.trim();
    if (!value) { delete taken[name]; return; }
    var body = {}; body[name] = value;
    fetch('../user/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (answer) {
        // Throttled or failed: say nothing now; the submit still checks.
        if (!answer || !answer[name] || form.elements[name].value.trim() !== value) return;
        taken[name] = answer[name].registered;
        show(name, answer[name].registered ? (name === 'email' ? T.emailTaken : T.phoneTaken) : '');
      })
      .catch(function () {});
  }
  // The referral code: the last answer of register/referral_code, for the value it was about.
  var referral = { value: null, valid: null, name: null };
  function referralValue() { return form.elements.referralCode.value.trim().toUpperCase(); }
  function showOwner() {
    var value = referralValue();
    var known = referral.value === value && referral.valid === true;
    document.getElementById('referralCode-owner').textContent = known && referral.name ? T.referrerIs + referral.name : '';
  }
  // Asks whose code it is; then(valid) gets true, false, or null when there was no answer
  // (throttled, offline): the server checks the submit anyway.
  function askReferral(value, then) {
    fetch('register/referral_code?code=' + encodeURIComponent(value), { headers: { accept: 'application/json' } })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (answer) {
        if (!answer || typeof answer.isValid !== 'boolean') return then(null);
        referral = { value: value, valid: answer.isValid, name: answer.referrerName };
        if (referralValue() === value) { show('referralCode', problem('referralCode')); showOwner(); }
        then(answer.isValid);
      })
      .catch(function () { then(null); });
  }
  form.elements.referralCode.addEventListener('change', function () {
    var value = referralValue();
    var message = problem('referralCode');
    show('referralCode', message);
    showOwner();
    if (value && !message && referral.value !== value) askReferral(value, function () {});
  });
  form.elements.email.addEventListener('change', function () { check('email'); });
  form.elements.phone.addEventListener('change', function () { check('phone'); });
  // One rule per field, for the submit and for typing: an empty e-mail is 'wajib diisi' as
  // the name is, not a wrong format.
  function problem(name) {
    var value = form.elements[name].type === 'checkbox' ? '' : form.elements[name].value;
    var pw = form.elements.password.value;
    if (name === 'firstName') return !value.trim() ? T.firstNameRequired : /^[\\p{L} .'-]+$/u.test(value.trim()) ? '' : T.nameLetters;
    if (name === 'email') {
      if (!value.trim()) return T.emailRequired;
      if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(value.trim())) return T.emailFormat;
      return taken.email ? T.emailTaken : '';
    }
    if (name === 'phone') return taken.phone ? T.phoneTaken : '';
    if (name === 'password') {
      var broken = RULES.filter(function (r) { return !new RegExp(r.source).test(pw); })[0];
      return broken ? broken.message : '';
    }
    if (name === 'passwordConfirm') return value !== pw ? T.mismatch : '';
    if (name === 'tnc') return form.elements.tnc.checked ? '' : T.tnc;
    if (name === 'referralCode') {
      var code = referralValue();
      if (!code) return '';
      if (!/^[A-Z0-9]{6,12}$/.test(code)) return T.referralFormat;
      return referral.value === code && referral.valid === false ? T.referralUnknown : '';
    }
    return '';
  }
  var CHECKED = ['firstName', 'email', 'phone', 'password', 'passwordConfirm', 'tnc', 'referralCode'];
  // A field that has shown an error (from the submit or the server) is checked again as it
  // is typed: the error goes once the value is valid, instead of staying until the next
  // submit, and comes back if it is emptied. Fields never flagged are left alone while
  // typed, so nothing is said mid-word before the first submit.
  CHECKED.forEach(function (name) {
    form.elements[name].addEventListener(name === 'tnc' ? 'change' : 'input', function () {
      // A changed address is no longer the one found registered; 'change' asks again.
      if (name === 'email' || name === 'phone') delete taken[name];
      if (name === 'referralCode') showOwner();
      // The phone's format is the server's to say; only 'already registered' is the page's.
      var line = document.getElementById(name + '-error');
      var mine = name !== 'phone' || line.textContent === T.phoneTaken;
      if (mine && watched[name]) show(name, problem(name));
      // The confirmation depends on the password too.
      if (name === 'password' && watched.passwordConfirm) {
        show('passwordConfirm', problem('passwordConfirm'));
      }
      // 'Periksa kembali…' goes with the last error it pointed at.
      var alert = document.getElementById('form-error');
      if (alert.textContent === T.checkAll && !form.querySelector('[aria-invalid="true"]')) alert.hidden = true;
    });
  });
  function refuse(first) {
    var alert = document.getElementById('form-error');
    alert.textContent = T.checkAll;
    alert.hidden = false;
    form.elements[first].focus();
  }
  form.addEventListener('submit', function (event) {
    var e = {};
    CHECKED.forEach(function (n) { var m = problem(n); if (m) e[n] = m; show(n, m); });
    var first = Object.keys(e)[0];
    if (first) {
      event.preventDefault();
      refuse(first);
      return;
    }
    // A code not yet checked (typed and sent at once) is asked about first: the form is not
    // sent with an unknown code. No answer: sent, and the server says.
    var code = referralValue();
    if (!code || referral.value === code) return;
    event.preventDefault();
    askReferral(code, function (valid) {
      if (referralValue() !== code) return;
      if (valid === false) refuse('referralCode');
      else form.submit();
    });
  });
})();
</script>`,
  );
}
