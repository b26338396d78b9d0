// The release system's public entry (package path `shell/releases`): what the release
// CLI (infra/registry) and the tools around it use. Everything else in releases/ is the
// BFF's own; nothing outside the shell workspace imports a file of this folder directly.
//
// - the registry document's stores: a file under a lock (lock.ts), or Redis (registryRedis.ts);
// - where versions live: the local folder (artefacts.ts) or S3 (artefactsS3.ts);
// - the canary's transitions (start, abort, the step a promotion or rollback takes), its
//   visitor buckets and the health view the BFF reports.
export { LocalArtefactStore, compareSemver, type ArtefactStore } from './artefacts';
export { ObjectExistsError, S3ArtefactStore, objectKey, s3Client, uploadVersion, type S3Settings } from './artefactsS3';
export { BUCKETS, CANARY_COOKIE, OPERATOR_BUCKET_HEADER } from './canary/assignment';
export { healthKeyPrefix, RedisHealthCounts } from './canary/healthRedis';
export { AUTO_ABORT_ACTOR, type RemoteHealthView } from './canary/service';
export { abortCanary, canaryBeforeChange, CanaryRefusal, startCanary, type CanaryRefusalCode, type StepResult } from './canary/transitions';
export { LockTimeoutError, withLock, type LockOptions } from './lock';
export { createRegistrySource, type RegistrySource } from './registry';
export { changeChannel, defaultRegistryKey, RedisLockTimeoutError, RedisRegistryStore } from './registryRedis';
// The BFF's policy on the upstream calls a release declares: the promote gate holds a version to it.
export { upstreamRefusal, UPSTREAM_POLICY } from '../upstream/policy';
