/**
 * @jest-environment <rootDir>/../infra/jest/jsdomEnv.cjs
 */
// The sign-up page's own script, run in a document as a browser would (issue 43 walk 2): an
// error goes once its field is valid, and an empty e-mail is 'wajib diisi' like the name.
import { registerPage, REGISTER_TEXT } from './registerPage';

function load(errors: Parameters<typeof registerPage>[0]['errors'] = {}) {
  const html = registerPage({ p: {}, formToken: 't', query: '', termsUrl: 'http://localhost/terms', errors });
  document.open();
  document.write(html.replace(/<script>[\s\S]*<\/script>/, ''));
  document.close();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  // The address checks answer nothing here: only what the page decides by itself is tested.
  window.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 503 })));
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
  return { input, error, submit, type };
}

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
