import { contrastWithWhite, darkenForWhiteText } from './contrast';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('darkenForWhiteText', () => {
  it('keeps a colour that already meets AA with white text', () => {
    expect(darkenForWhiteText('#84329B')).toBe('#84329b');
    expect(darkenForWhiteText('#1B5E8C')).toBe('#1b5e8c');
  });

  it.each(['#EF6C00', '#FFEB3B', '#ffffff', '#2E7D32', '#f5a623', '#abc'])('darkens %s just enough for 4.5:1', (hex) => {
    const out = darkenForWhiteText(hex) as string;
    expect(contrastWithWhite(rgb(out))).toBeGreaterThanOrEqual(4.5);
    // One step lighter would not do (unless it was already fine).
    const lighter = rgb(out).map((v) => Math.min(255, v / 0.98)) as [number, number, number];
    if (out.toLowerCase() !== hex.toLowerCase()) expect(contrastWithWhite(lighter.map(Math.round) as [number, number, number])).toBeLessThan(4.6);
  });

  it('refuses what is not a hex colour', () => {
    expect(darkenForWhiteText('red')).toBeNull();
    expect(darkenForWhiteText('url(x)')).toBeNull();
  });
});
