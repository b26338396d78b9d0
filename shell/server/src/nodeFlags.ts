// How the BFF's Node process is started, in one place: the container's CMD
// (infra/deploy/Dockerfile, held to this by deploy.test.ts) and npm start's workers
// (infra/stack/cluster.ts) both pass these flags.
//
// A server render allocates a lot that dies young (the request's store, React's markup,
// parsed answers). With V8's default 16 MiB semi-space the young generation was scavenged
// every few requests: garbage collection was 8–12% of a member page's CPU. 64 MiB made a
// member's /promo 11% and /account 6% faster under load (infra/bench/results/2026-11-28-members.md),
// for about 50 MiB more memory per process, well inside the pod's 768 MiB limit.
export const BFF_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
