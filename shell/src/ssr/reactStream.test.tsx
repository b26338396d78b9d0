/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { lazy, Suspense } from 'react';
import { renderIsland, startStream } from './reactStream';

/** Markup far over React's 12.8 kB outlining threshold (a member's vouchers with QR codes). */
function BigPage() {
  return (
    <ul>
      {Array.from({ length: 12 }, (_, i) => (
        <li key={i} data-voucher={i}>
          <svg>
            <path d={'M0 0h1v1H0z'.repeat(300)} />
          </svg>
        </li>
      ))}
    </ul>
  );
}

/** BigPage in its own chunk, not yet loaded when the render starts. */
function bigLazyPage() {
  const Lazy = lazy(() => new Promise<{ default: typeof BigPage }>((resolve) => setTimeout(() => resolve({ default: BigPage }), 5)));
  return (
    <main>
      <nav>Akun Saya</nav>
      <Suspense fallback={<p>Memuat…</p>}>
        <Lazy />
      </Suspense>
    </main>
  );
}

async function streamed(element: React.ReactElement): Promise<string> {
  const { pipe } = await startStream(element, 'n0nce', () => undefined);
  const out = new PassThrough();
  let html = '';
  out.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => pipe(out, (error) => (error ? reject(error) : resolve())));
  return html;
}

describe('server HTML of a large page in its own chunk', () => {
  it('an island holds the page itself in place, not its loading state', async () => {
    const html = await renderIsland(bigLazyPage(), 'n0nce');
    expect(html).toContain('data-voucher="11"');
    expect(html).not.toContain('Memuat…');
    // Nothing revealed by script: the markup is the page as it stands.
    expect(html).not.toContain('$RC(');
  });

  it('the shell’s stream holds a large page in place too (its chunk ran before the render)', async () => {
    const html = await streamed(
      <main>
        <Suspense fallback={<p>Memuat…</p>}>
          <BigPage />
        </Suspense>
      </main>,
    );
    expect(html).toContain('data-voucher="11"');
    expect(html).not.toContain('Memuat…');
    expect(html).not.toContain('$RC(');
  });

  it('an island whose page throws rejects (the area is then left to the browser)', async () => {
    const Broken = lazy(() => Promise.reject(new Error('chunk gone')));
    await expect(
      renderIsland(
        <Suspense fallback={<p>Memuat…</p>}>
          <Broken />
        </Suspense>,
        'n0nce',
      ),
    ).rejects.toThrow('chunk gone');
  });
});
