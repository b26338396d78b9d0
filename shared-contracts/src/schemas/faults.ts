// Test-only fault switches both stand-ins accept on POST /__faults (loopback only).
import { z } from 'zod';

export const FaultRuleSchema = z
  .object({
    /** Path the rule applies to; it also covers sub-paths ('/v1/promos' matches '/v1/promos/slug/x'). */
    route: z.string().regex(/^\/[^\s?#]*$/),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    /** Answer with this 5xx status and an error body instead of the real response. */
    status: z.number().int().min(500).max(599).optional(),
    /** Destroy the connection without an answer. */
    drop: z.boolean().optional(),
  })
  .strict();
export type FaultRule = z.infer<typeof FaultRuleSchema>;
