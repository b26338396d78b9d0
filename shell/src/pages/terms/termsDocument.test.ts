import { termsDocument } from './termsDocument';

describe('termsDocument', () => {
  it("takes a whole HTML document's <h1> as the title and the rest of its body as the copy", () => {
    const doc = termsDocument(
      '<!doctype html><html lang="id"><head><title>Syarat - MyValue</title><style>h1{color:red}</style></head>' +
        '<body class="x"><h1 class="t">Syarat &amp; Ketentuan MyValue</h1>\n<h2>1. Keanggotaan</h2><p>Terbuka.</p></body></html>',
    );
    expect(doc).toEqual({ title: 'Syarat & Ketentuan MyValue', html: '<h2>1. Keanggotaan</h2><p>Terbuka.</p>' });
  });

  it('keeps a fragment without a body or a heading whole, with no title', () => {
    expect(termsDocument('<p>Hanya teks.</p>')).toEqual({ title: null, html: '<p>Hanya teks.</p>' });
  });

  it('takes only the first <h1>; an empty heading gives no title', () => {
    expect(termsDocument('<h1>Satu</h1><p>a</p><h1>Dua</h1>')).toEqual({ title: 'Satu', html: '<p>a</p><h1>Dua</h1>' });
    expect(termsDocument('<h1> </h1><p>a</p>')).toEqual({ title: null, html: '<p>a</p>' });
  });
});
