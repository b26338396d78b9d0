/**
 * @jest-environment <rootDir>/../infra/jest/jsdomEnv.cjs
 */
// The sign-up page's own script, run in a document as a browser would (issue 43 walk 2): an
// error goes once its field is valid, and an empty e-mail is 'wajib diisi' like the name.
import { registerPage, REGISTER_TEXT } from './registerPage';

type Input = Parameters<typeof registerPage>[0];

function load(errors: Input['errors'] = {}, more: Partial<Input> = {}, answer: (url: string) => Response = () => new Response(null, { status: 503 })) {
  const html = registerPage({ p: {}, formToken: 't', query: '', termsUrl: 'http://localhost/terms', errors, ...more });
  document.open();
  document.write(html.replace(/<script>[\s\S]*<\/script>/, ''));
  document.close();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  // The address checks answer nothing here unless a test says otherwise: only what the page
  // decides by itself is tested.
  const fetchMock = jest.fn((url: string) => Promise.resolve(answer(url)));
  window.fetch = fetchMock as unknown as typeof fetch;
  // The page's inline script, run as the browser runs it.
  new Function(script)();
  const form = document.getElementById('register-form') as HTMLFormElement;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const error = (name: string) => document.getElementById(`${name}-error`)!;
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true }));
  const type = (name: string, value: string) => {
    input(name).value = value;
    input(name).dispatchEvent(new Event('input', { bubbles: true }));
  };
  const change = (name: string, value: string) => {
    input(name).value = value;
    input(name).dispatchEvent(new Event('input', { bubbles: true }));
    input(name).dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { form, input, error, submit, type, change, fetchMock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('sign-up page script', () => {
  it('says an empty e-mail is required, a malformed one has the wrong format', () => {
    const page = load();
    page.submit();
    expect(page.error('email').textContent).toBe('Email wajib diisi');
    expect(page.input('email').getAttribute('aria-invalid')).toBe('true');
    page.type('email', 'sinta@');
    page.submit();
    expect(page.error('email').textContent).toBe(REGISTER_TEXT.emailFormat);
  });

  it('clears a field\u2019s error as soon as what is typed is valid, and only that one', () => {
    const page = load();
    page.submit();
    expect(page.error('firstName').textContent).toBe('Nama depan wajib diisi');
    page.type('firstName', 'Sinta');
    expect(page.error('firstName').hidden).toBe(true);
    expect(page.input('firstName').hasAttribute('aria-invalid')).toBe(false);
    // Still empty, still said.
    expect(page.error('email').textContent).toBe('Email wajib diisi');
    page.type('email', 'sinta@contoh.id');
    expect(page.error('email').hidden).toBe(true);
    // Emptied again: said again, without waiting for another submit.
    page.type('firstName', ' ');
    expect(page.error('firstName').textContent).toBe('Nama depan wajib diisi');
  });

  it('clears an error the server sent once the field is corrected', () => {
    const page = load({ firstName: 'Nama depan wajib diisi' });
    expect(page.input('firstName').getAttribute('aria-invalid')).toBe('true');
    page.type('firstName', 'Sinta');
    expect(page.error('firstName').hidden).toBe(true);
    expect(page.input('firstName').hasAttribute('aria-invalid')).toBe(false);
    // 'Periksa kembali data…' pointed at that one error only.
    expect(document.getElementById('form-error')!.hidden).toBe(true);
  });
});

describe('sign-up page script, what it leaves alone', () => {
  it('keeps the server\u2019s phone format error (the page cannot judge it) and hides the summary with the last error', () => {
    const page = load({ phone: 'Nomor handphone tidak valid, contoh: 081234567890', firstName: 'Nama depan wajib diisi' });
    page.type('phone', '0812');
    expect(page.error('phone').textContent).toBe('Nomor handphone tidak valid, contoh: 081234567890');
    expect(document.getElementById('form-error')!.hidden).toBe(false);
    page.type('firstName', 'Sinta 2');
    expect(page.error('firstName').textContent).toBe('Nama hanya boleh berisi huruf');
  });
});

describe('sign-up page, the referral code (issue 41 item 3)', () => {
  const known = (url: string) =>
    url.includes('code=DEWI2018') ? json({ code: 'DEWI2018', isValid: true, referrerName: 'Dew* S******' }) : json({ code: 'ZZZZ99', isValid: false, referrerName: null });

  it('renders a carried code filled in, with whose it is, described to screen readers', () => {
    const page = load({}, { values: { referralCode: 'DEWI2018' }, referrer: 'Dew* S******' });
    expect(page.input('referralCode').value).toBe('DEWI2018');
    const owner = document.getElementById('referralCode-owner')!;
    expect(owner.textContent).toBe('Kode dari Dew* S******');
    expect(owner.getAttribute('aria-live')).toBe('polite');
    expect(page.input('referralCode').getAttribute('aria-describedby')).toBe('referralCode-error referralCode-owner');
  });

  it('says an unknown code beside the field as it is typed, and then blocks the submit', async () => {
    const page = load({}, {}, known);
    page.change('referralCode', 'zzzz99');
    await settle();
    expect(page.fetchMock).toHaveBeenCalledWith('register/referral_code?code=ZZZZ99', expect.anything());
    expect(page.error('referralCode').textContent).toBe(REGISTER_TEXT.referralUnknown);
    expect(page.error('referralCode').getAttribute('role')).toBe('alert');
    expect(page.input('referralCode').getAttribute('aria-invalid')).toBe('true');
    const event = new Event('submit', { cancelable: true });
    page.form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    // A known code instead: the message goes and the owner is said.
    page.change('referralCode', 'DEWI2018');
    await settle();
    expect(page.error('referralCode').hidden).toBe(true);
    expect(document.getElementById('referralCode-owner')!.textContent).toBe('Kode dari Dew* S******');
  });

  it('says a malformed code at once, without asking', () => {
    const page = load({}, {}, known);
    page.change('referralCode', 'AB-12');
    expect(page.error('referralCode').textContent).toBe(REGISTER_TEXT.referralFormat);
    expect(page.fetchMock).not.toHaveBeenCalled();
  });

  it('checks a code not yet checked before sending the form, and sends it only when known', async () => {
    const fill = (page: ReturnType<typeof load>) => {
      page.type('firstName', 'Sinta');
      page.type('email', 'sinta@contoh.id');
      page.type('password', 'Rahasia123');
      page.type('passwordConfirm', 'Rahasia123');
      page.input('tnc').checked = true;
      page.type('referralCode', 'ZZZZ99');
    };
    const unknown = load({}, {}, known);
    const sent = jest.fn();
    unknown.form.submit = sent;
    fill(unknown);
    const event = new Event('submit', { cancelable: true });
    unknown.form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(unknown.error('referralCode').textContent).toBe(REGISTER_TEXT.referralUnknown);
    expect(document.activeElement).toBe(unknown.input('referralCode'));
    expect(sent).not.toHaveBeenCalled();

    const good = load({}, {}, known);
    good.form.submit = sent;
    fill(good);
    good.type('referralCode', 'DEWI2018');
    const again = new Event('submit', { cancelable: true });
    good.form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
