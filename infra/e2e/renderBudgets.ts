// The server-render budgets of every stack the suite starts. Two test workers share two cores,
// so a render takes longer than on a server of its own: with the production defaults (a remote
// 300 ms, the page 2.5 s) a busy machine pushed member pages and canary renders to the client,
// and tests about which version or which data renders failed on time instead. The page's
// budget stays above the remote's (ssr.spec's slow module sits between them).
export const SUITE_RENDER_BUDGETS = { SSR_REMOTE_BUDGET_MS: '3000', SSR_PAGE_BUDGET_MS: '6000' } as const;
