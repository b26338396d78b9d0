// The SSO's sign-in flows beyond the password form (spec §7): social sign-in
// (/v1/social_login/code, /token, /register), the check of an authorization request
// (/v1/auth/authorize/validation), and the member's web sessions ('Perangkat':
// /v2/web/session, /v2/web/client). No answer here ever carries a token: a finished
// sign-in is an authorization code on the client's redirect URI, which only the browser
// that started the sign-in (it holds the PKCE verifier) can exchange.
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** The OAuth fields of the client's authorization request, carried through the social round trip. */
export const AuthorizeRequestSchema = z.object({
  response_type: z.string().max(40),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  state: z.string().max(2000).optional(),
  code_challenge: z.string().max(200),
  code_challenge_method: z.string().max(20),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;

/** GET /v1/auth/authorize/validation?client_id&redirect_uri&…: 200 when the request may go on. */
export const AuthorizeValidationSchema = z.object({
  valid: z.literal(true),
  client: z.object({ clientId: z.string(), name: z.string() }),
});
export type AuthorizeValidation = z.infer<typeof AuthorizeValidationSchema>;

/** POST /v1/social_login/code: starts the provider's consent step for an authorization request. */
export const SocialCodeRequestSchema = AuthorizeRequestSchema.extend({ provider: SocialProviderSchema });
export type SocialCodeRequest = z.infer<typeof SocialCodeRequestSchema>;
export const SocialCodeStartedSchema = z.object({
  provider: SocialProviderSchema,
  /** Echoed by the provider with its code; single use. */
  state: z.string().min(32).max(200),
  /** The provider's consent page. */
  consentUrl: z.string(),
  expiresIn: z.number().int().positive(),
});
export type SocialCodeStarted = z.infer<typeof SocialCodeStartedSchema>;

/** POST /v1/social_login/token: the provider's code (single use, short-lived) and its state. */
export const SocialTokenRequestSchema = z.object({
  provider: SocialProviderSchema,
  code: z.string().min(20).max(200),
  state: z.string().min(32).max(200),
});
export type SocialTokenRequest = z.infer<typeof SocialTokenRequestSchema>;
export const SocialProfileSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type SocialProfile = z.infer<typeof SocialProfileSchema>;
export const SocialTokenResultSchema = z.discriminatedUnion('status', [
  /** A member linked to this provider account: the authorization code's redirect. */
  z.object({ status: z.literal('SIGNED_IN'), redirectUrl: z.string() }),
  /** Nobody yet: register with the ticket (single use) and what the provider shared. */
  z.object({ status: z.literal('REGISTER'), registerTicket: z.string().min(32).max(200), expiresIn: z.number().int().positive(), profile: SocialProfileSchema }),
]);
export type SocialTokenResult = z.infer<typeof SocialTokenResultSchema>;

/** POST /v1/social_login/register: the new member's data (the e-mail is the provider's, verified by it). */
export const SocialRegisterRequestSchema = z.object({
  registerTicket: z.string().min(32).max(200),
  firstName: z.string().trim().min(1, 'Nama depan wajib diisi').max(50, 'Nama depan maksimal 50 karakter').regex(/^[\p{L} .'-]+$/u, 'Nama hanya boleh berisi huruf'),
  lastName: z.string().trim().max(50, 'Nama belakang maksimal 50 karakter').regex(/^[\p{L} .'-]*$/u, 'Nama hanya boleh berisi huruf'),
  phone: z.string().trim().max(20).optional(),
  tnc: z.literal(true, { message: 'Kamu harus menyetujui Syarat & Ketentuan' }),
});
export type SocialRegisterRequest = z.infer<typeof SocialRegisterRequestSchema>;
export const SocialRegisteredSchema = z.object({ redirectUrl: z.string() });
export type SocialRegistered = z.infer<typeof SocialRegisteredSchema>;

/** One signed-in browser of the member (a sign-in and the tokens refreshed from it). */
export const WebSessionSchema = z.object({
  id: z.number().int().positive(),
  clientId: z.string(),
  /** 'Chrome', 'Safari', … or 'Browser tidak dikenal'. */
  browser: z.string(),
  /** 'Android', 'iOS', 'Windows', … or 'Sistem tidak dikenal'. */
  os: z.string(),
  device: z.enum(['mobile', 'tablet', 'desktop', 'unknown']),
  signedInAt: IsoDateTimeSchema,
  lastUsedAt: IsoDateTimeSchema,
  /** The session the request itself comes from. */
  current: z.boolean(),
});
export type WebSession = z.infer<typeof WebSessionSchema>;
/** GET /v2/web/session: the member's active sessions, the current first, then by last use. */
export const WebSessionListSchema = z.object({ results: z.array(WebSessionSchema) });
export type WebSessionList = z.infer<typeof WebSessionListSchema>;
/** GET /v2/web/client: the applications a session can belong to, by client id. */
export const WebClientListSchema = z.object({ results: z.array(z.object({ clientId: z.string(), name: z.string() })) });
export type WebClientList = z.infer<typeof WebClientListSchema>;
