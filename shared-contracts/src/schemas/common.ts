// Building blocks every payload uses: timestamps, media URLs, the list envelope, the error body.
import { z } from '../zodCsp';
import { ERROR_CODES } from '../errors/codes';

/** ISO 8601 in Jakarta time, always with the +07:00 offset (docs/locale.md). */
export const IsoDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+07:00$/, 'ISO 8601 timestamp with +07:00');
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** An absolute http(s) URL of an image served by the backend's media store. */
export const MediaUrlSchema = z.string().regex(/^https?:\/\/[^\s]+$/, 'absolute http(s) URL');
export type MediaUrl = z.infer<typeof MediaUrlSchema>;

/** Points are always whole numbers. */
export const PointsSchema = z.number().int();

/** Venue zones of Indonesia: WIB, WITA, WIT. */
export const IndonesianTimeZoneSchema = z.enum(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']);
export type IndonesianTimeZone = z.infer<typeof IndonesianTimeZoneSchema>;

/** Every non-2xx JSON answer of both services. `message` is Indonesian, meant for people. */
export const ErrorBodySchema = z.object({
  errorCode: z.string().min(1),
  message: z.string(),
  data: z.unknown(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The error codes of the contract, with their texts in ERROR_TEXTS (shared-contracts/core). */
export const ErrorCodeSchema = z.enum(ERROR_CODES);
/**
 * An error body whose code is one of the contract's: what our backend stand-in and the BFF
 * send. Readers of upstream answers keep to ErrorBodySchema (a real service may add codes).
 */
export const ContractErrorBodySchema = ErrorBodySchema.extend({ errorCode: ErrorCodeSchema });

/** Paged list envelope; `next`/`previous` are page numbers (null at the ends). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.number().int().positive().nullable(),
    previous: z.number().int().positive().nullable(),
    perPage: z.number().int().positive(),
    results: z.array(item),
  });
}
export interface ListResponse<T> {
  count: number;
  next: number | null;
  previous: number | null;
  perPage: number;
  results: T[];
}

/** Non-paged collections (cards, card types) keep the `results` key. */
export function resultsOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}
