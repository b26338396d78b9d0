import { htmlToText, plainText } from './htmlText';

describe('htmlToText: CMS HTML as text with its lines', () => {
  it('ends lines at paragraphs and <br>, lists items with "- ", drops scripts and styles', () => {
    const html = '<style>p{}</style><p>Satu <b>dua</b></p><ul><li>A</li><li>B</li></ul>tiga<br>empat<script>alert(1)</script>';
    expect(htmlToText(html)).toBe('Satu dua\n- A\n- B\ntiga\nempat');
  });
  it('decodes named and numeric entities, and leaves unknown ones as they are', () => {
    expect(htmlToText('S&amp;K &lt;b&gt; &quot;x&quot; &#39;y&apos; &#x41;&#66;&nbsp;z &copy;')).toBe('S&K <b> "x" \'y\' AB z &copy;');
  });
  it('keeps text that only looks like markup once decoded (it is never HTML again)', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('plainText: one line for a meta description', () => {
  it('joins the lines with single spaces', () => {
    expect(plainText('<p>Promo   kopi</p>\n<p>hemat</p>')).toBe('Promo kopi hemat');
  });
  it('cuts at a word when one ends in the second half, with an ellipsis', () => {
    const text = `${'kata '.repeat(40)}akhir`;
    const cut = plainText(text, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('kata kata kata kata kata…');
  });
  it('cuts a very long word where it is', () => {
    expect(plainText('a'.repeat(50), 20)).toBe(`${'a'.repeat(19)}…`);
  });
  it('is empty for markup without text', () => {
    expect(plainText('<p> </p><img src="x">')).toBe('');
  });
});
