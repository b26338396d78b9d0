import { splitPreloads } from './preloads';

describe('image preloads of an island', () => {
  it('keeps only the LCP image preload and hands the markup back without any', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/lcp.svg" fetchPriority="high"/><div class="x"><img src="/lcp.svg"/></div>';
    const { markup, preloads } = splitPreloads(html);
    expect(markup).toBe('<div class="x"><img src="/lcp.svg"/></div>');
    expect(preloads).toEqual(['<link rel="preload" as="image" href="/lcp.svg" fetchPriority="high"/>']);
  });

  it('leaves markup without leading preloads as it is', () => {
    expect(splitPreloads('<main><link rel="preload" href="/x"/></main>')).toEqual({
      markup: '<main><link rel="preload" href="/x"/></main>',
      preloads: [],
    });
  });
});
