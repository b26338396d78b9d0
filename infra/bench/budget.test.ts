import { loadBudget, overBudget, overMemberThroughput, type Budget } from './budget';

const budget: Budget = {
  maxFirstLoadJsKB: 170,
  minLighthousePerformance: 95,
  maxCls: 0.02,
  reactDomCopies: 1,
  maxPhoneInteractiveVsMonolith: 1.1,
  memberThroughput: { paths: ['/', '/promo', '/account'], connections: 10, minRequestsPerSecond: 250, maxP99Ms: 100 },
};

describe('the performance budget', () => {
  it('holds the limits issue 30 sets', () => {
    expect(loadBudget()).toEqual(expect.objectContaining(budget));
  });

  it('names each figure over it, and nothing when within', () => {
    expect(
      overBudget(budget, [{ route: '/promo', jsBytes: 169_000, reactDomCopies: 1, lighthouse: 96, cls: 0.01, phoneInteractiveMs: 2200, monolithInteractiveMs: 2000 }]),
    ).toEqual([]);
    expect(
      overBudget(budget, [{ route: '/', jsBytes: 176_400, reactDomCopies: 2, lighthouse: 88, cls: 0.05, phoneInteractiveMs: 2201, monolithInteractiveMs: 2000 }]),
    ).toEqual([
      '/: first-load JS 176.4 kB > 170 kB (+6.4 kB)',
      '/: 2 React DOM copies, budget 1',
      '/: CLS 0.050 > 0.02',
      '/: Lighthouse mobile performance 88 < 95',
      '/: phone interactive 2201 ms > monolith 2000 ms ×1.1 (2200 ms)',
    ]);
  });

  it("checks every member path's throughput, and counts a path not measured as over", () => {
    const load = (path: string, requestsPerSecond: number, latencyP99Ms: number, non2xx = 0) => ({ path, connections: 10, requestsPerSecond, latencyP99Ms, non2xx, errors: 0 });
    expect(overMemberThroughput(budget, [load('/', 300, 40), load('/promo', 250, 100), load('/account', 400, 20)])).toEqual([]);
    expect(overMemberThroughput(budget, [load('/', 72, 443), load('/promo', 260, 90, 3)])).toEqual([
      'signed-in /: 72 req/s < 250',
      'signed-in /: p99 443 ms > 100 ms',
      'signed-in /promo: 3 non-2xx answers, 0 errors',
      'signed-in /account: throughput not measured at 10 connections',
    ]);
  });
});
