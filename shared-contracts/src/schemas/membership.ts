// Adding a card to the member's wallet (/v1/user/cards/verification) and connecting a
// partner account (/v1/client_mapping/check, /connect): issue 28.
import { z } from 'zod';
import { UserMembershipSchema } from './account';

/**
 * POST /v1/user/cards/verification. Without `code`: the SSO checks the number and sends a
 * code to the contact registered with the card; with `code`: checks it and links the card.
 */
export const CardVerificationRequestSchema = z.object({
  cardTypeId: z.number().int().positive(),
  cardNumber: z.string().trim().min(1, 'Nomor kartu wajib diisi').max(40),
  code: z
    .string()
    .regex(/^\d{6}$/, 'Kode verifikasi harus 6 angka')
    .optional(),
});
export type CardVerificationRequest = z.infer<typeof CardVerificationRequestSchema>;

export const CardCodeSentSchema = z.object({
  status: z.literal('CODE_SENT'),
  channel: z.enum(['EMAIL', 'PHONE']),
  /** The contact registered with the card, masked. */
  sentTo: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int().nonnegative(),
});
export type CardCodeSent = z.infer<typeof CardCodeSentSchema>;

export const CardLinkedSchema = z.object({ status: z.literal('LINKED'), card: UserMembershipSchema });
export type CardLinked = z.infer<typeof CardLinkedSchema>;

export const CardVerificationResultSchema = z.discriminatedUnion('status', [CardCodeSentSchema, CardLinkedSchema]);
export type CardVerificationResult = z.infer<typeof CardVerificationResultSchema>;

/**
 * A partner's account as the member's MyValue account sees it. CONNECTED: linked to this
 * member; AVAILABLE: the partner has an account with the member's verified email or phone,
 * not linked yet; NOT_FOUND: none; TAKEN: it is linked to another MyValue account.
 */
export const ClientMappingStatusSchema = z.enum(['CONNECTED', 'AVAILABLE', 'NOT_FOUND', 'TAKEN']);
export type ClientMappingStatus = z.infer<typeof ClientMappingStatusSchema>;

export const ClientMappingSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  description: z.string(),
  status: ClientMappingStatusSchema,
  /** The partner account's email or phone, masked; null when none was found. */
  account: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type ClientMapping = z.infer<typeof ClientMappingSchema>;
/** GET /v1/client_mapping/check (every partner, or ?clientId= one). */
export const ClientMappingListSchema = z.object({ results: z.array(ClientMappingSchema) });
export type ClientMappingList = z.infer<typeof ClientMappingListSchema>;
/** POST /v1/client_mapping/connect. */
export const ClientConnectRequestSchema = z.object({ clientId: z.string().min(1).max(60) });
export type ClientConnectRequest = z.infer<typeof ClientConnectRequestSchema>;
