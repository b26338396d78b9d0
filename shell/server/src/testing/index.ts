// The BFF's test kits (package path `shell/server/testing`): stub upstreams, a minimal shell
// build and registry, raw HTTP, and the canary's shared suites, for tests outside the shell
// workspace (infra/registry's Redis and S3 runs, the security harness, e2e).
export * from './fakes';
export * from './raw';
export * from './canaryAttacks';
export * from './canaryVisitors';
export * from './healthCountsSuite';
export * from './tempDir';
