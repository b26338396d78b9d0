// The server-render budgets of every stack the suite starts. Two test workers share two cores,
// so a render takes longer than on a server of its own: with the production defaults (a remote
// 300 ms, the page 2.5 s) a busy machine pushed member pages and canary renders to the client,
// and tests about which version or which data renders failed on time instead. The page's
// budget stays above the remote's (ssr.spec's slow module sits between them).
// The stack shares the test runner's one event loop with the local backend, so a render also
// waits its turn: a member's voucher page still missed a 3 s remote budget in a full run.
export const SUITE_RENDER_BUDGETS = { SSR_REMOTE_BUDGET_MS: '5000', SSR_PAGE_BUDGET_MS: '9000' } as const;
