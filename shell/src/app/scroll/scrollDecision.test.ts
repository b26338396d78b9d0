import { SCROLL_TARGET_KEY } from 'shared-contracts';
import { scrollDecision, type Navigation } from './scrollDecision';

const nav = (over: Partial<Navigation>): Navigation => ({ action: 'PUSH', saved: undefined, state: null, hash: '', keep: false, ...over });

describe('where a page opens', () => {
  it('Back, Forward and a reload return to the position kept for the entry', () => {
    expect(scrollDecision(nav({ action: 'POP', saved: 1840 }))).toEqual({ y: 1840 });
    expect(scrollDecision(nav({ action: 'POP', saved: 0, hash: '#jadwal' }))).toEqual({ y: 0 });
  });

  it('a new page starts at the top, even where another entry was kept', () => {
    expect(scrollDecision(nav({ action: 'PUSH', saved: 900 }))).toEqual({ y: 0 });
    expect(scrollDecision(nav({ action: 'REPLACE' }))).toEqual({ y: 0 });
    expect(scrollDecision(nav({ action: 'POP' }))).toEqual({ y: 0 });
  });

  it("a pager's page opens at its list's top, a #hash at its element", () => {
    expect(scrollDecision(nav({ state: { [SCROLL_TARGET_KEY]: 'promo-results' } }))).toEqual({ id: 'promo-results' });
    // Its link also asks not to reset the scroll (preventScrollReset): the list still wins.
    expect(scrollDecision(nav({ state: { [SCROLL_TARGET_KEY]: 'promo-results' }, keep: true }))).toEqual({ id: 'promo-results' });
    expect(scrollDecision(nav({ hash: '#pusat%20bantuan' }))).toEqual({ id: 'pusat bantuan' });
    expect(scrollDecision(nav({ hash: '#%E0%A4%A' }))).toEqual({ y: 0 });
  });

  it('a navigation that keeps the scroll leaves the page where it is', () => {
    expect(scrollDecision(nav({ keep: true, state: { fullscreenCode: 'X' } }))).toBeNull();
  });
});
