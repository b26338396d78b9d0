import { loadBudget, overBudget, type Budget } from './budget';

const budget: Budget = { maxFirstLoadJsKB: 150, minLighthousePerformance: 95, maxCls: 0.02, maxFederationRatio: 1.1, reactDomCopies: 1 };

describe('the performance budget', () => {
  it('holds the limits the first-load issue sets', () => {
    expect(loadBudget()).toMatchObject({ maxFirstLoadJsKB: 150, minLighthousePerformance: 95, maxCls: 0.02, maxFederationRatio: 1.1, reactDomCopies: 1 });
  });

  it('names each figure over it, and nothing when within', () => {
    expect(overBudget(budget, [{ route: '/promo', jsBytes: 149_000, reactDomCopies: 1, lighthouse: 96, cls: 0.01, federationRatio: 1.05 }])).toEqual([]);
    expect(
      overBudget(budget, [{ route: '/', jsBytes: 176_400, reactDomCopies: 2, lighthouse: 88, cls: 0.05, federationRatio: 1.4 }]),
    ).toEqual([
      '/: first-load JS 176.4 kB > 150 kB (+26.4 kB)',
      '/: 2 React DOM copies, budget 1',
      '/: CLS 0.050 > 0.02',
      '/: federated / monolith JS ×1.40 > ×1.1',
      '/: Lighthouse mobile performance 88 < 95',
    ]);
  });
});
