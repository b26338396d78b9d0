// The BFF's public entry (package path `shell/server`): how a process starts it (main.ts,
// the local stack, the cluster, the deploy and security harnesses). The release system has
// its own entry (releases/index.ts, `shell/releases`), the test kits theirs
// (testing/index.ts, `shell/server/testing`).
export { buildServer, type BffDeps } from './app';
export { ConfigError, loadConfig, type BffConfig } from './config';
export { BFF_MESSAGES } from './http/messages';
export type { PageCacheStats } from './page/pageCache';
export { answerWorkers } from './cluster/primary';
export { metricNames } from './metrics/metrics';
