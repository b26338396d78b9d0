import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBudget, overBudget, overFirstLoadCeilings, overMemberCpu, type Budget } from './budget';

const budget: Budget = {
  maxFirstLoadJsKB: 170,
  // Raised once by the shared-kit split (issue 40 item 2, budget.json's note); otherwise only ever lowered.
  firstLoadJsCeilingKB: { '/': 165.4, '/promo': 182.9, '/promo/{slug}': 185.1, '/event': 182.1, '/account (member)': 191.0 },
  firstLoadJsCheckoutSpreadKB: 0.15,
  minLighthousePerformance: 95,
  maxCls: 0.02,
  reactDomCopies: 1,
  maxPhoneInteractiveVsMonolith: 1.1,
  memberCpu: { maxBffMsPerRequest: { '/': 23.5, '/promo': 16.5, '/account': 16.5 }, batches: 12 },
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

  it('holds each route under its ceiling, allowing only the spread the checkout path makes in the same commit', () => {
    // Measured on 4 Dec: the same commit built in a developer's folder and in CI's checkout
    // served /event 182 140 and 182 2xx bytes, /account 190 985 and 191 052: up to 0.15 kB.
    const event = 182_100;
    expect(overFirstLoadCeilings(budget, [{ route: '/event', jsBytes: event - 60 }, { route: '/event', jsBytes: event + 150 }, { route: '/account (member)', jsBytes: 191_000 + 67 }])).toEqual([]);
    expect(overFirstLoadCeilings(budget, [{ route: '/event', jsBytes: event + 251 }, { route: '/promo', jsBytes: 182_900 }, { route: '/about', jsBytes: 150_000 }])).toEqual([
      '/event: 182.4 kB > 182.1 kB (+0.15 kB for the checkout path)',
      '/about: no ceiling in budget.json firstLoadJsCeilingKB',
    ]);
  });

  it('refuses a budget file without the checkout spread', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'budget.json');
    const { firstLoadJsCheckoutSpreadKB: _left, ...without } = budget;
    writeFileSync(file, JSON.stringify(without));
    expect(() => loadBudget(file)).toThrow('firstLoadJsCheckoutSpreadKB');
  });

  it("checks every member path's BFF CPU against its ceiling, and counts a path not measured as over", () => {
    expect(overMemberCpu(budget, [{ path: '/', bffMsPerRequest: 21 }, { path: '/promo', bffMsPerRequest: 16.5 }, { path: '/account', bffMsPerRequest: 14.8 }])).toEqual([]);
    expect(overMemberCpu(budget, [{ path: '/', bffMsPerRequest: 24.48 }, { path: '/promo', bffMsPerRequest: 16.6 }])).toEqual([
      'signed-in /: BFF CPU 24.5 ms/request > 23.5 ms',
      'signed-in /promo: BFF CPU 16.6 ms/request > 16.5 ms',
      'signed-in /account: BFF CPU not measured',
    ]);
  });

  it('refuses a budget file without member CPU ceilings', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'budget.json');
    writeFileSync(file, JSON.stringify({ ...budget, memberCpu: { maxBffMsPerRequest: {}, batches: 12 } }));
    expect(() => loadBudget(file)).toThrow('memberCpu needs maxBffMsPerRequest');
  });
});
