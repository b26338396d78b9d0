import { countWords, readingMinutes, readingTimeLabel } from './readingTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');

describe('reading time', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(countWords('<h2 class="x">Dua kata</h2><p>tiga <strong>kata</strong> lagi</p>')).toBe(5);
    expect(countWords('<p>satu&nbsp;dua</p><script>var a = 1;</script>')).toBe(2);
    expect(countWords('<p> – </p>')).toBe(0);
  });

  it('is words / 200, rounded, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(50)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(699)}</p>`)).toBe(3);
    expect(readingMinutes(`<p>${words(700)}</p>`)).toBe(4);
  });

  it("reads 'X menit baca'", () => {
    expect(readingTimeLabel(`<p>${words(600)}</p>`)).toBe('3 menit baca');
  });
});
