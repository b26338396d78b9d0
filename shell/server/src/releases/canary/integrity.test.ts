/**
 * @jest-environment node
 */
// Issue 32's attacks on canary health (testing/canaryAttacks.ts) against the in-memory counts
// the BFF makes from its configuration; the Redis counts run the same in infra/registry.
import { describeCanaryAttacks } from '../../testing/canaryAttacks';

describeCanaryAttacks('in memory (file registry)');
