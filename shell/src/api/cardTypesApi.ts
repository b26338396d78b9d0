// The card types (SSO GET /v1/card-types, anonymous) as visitors read them where membership
// is explained (/learn-more). The member area's own endpoint (mf-account's getCardTypes)
// keeps its name; this one is the shell's and reads only what a visitor is shown. Each type
// is checked on arrival: a malformed one is left out rather than failing the page.
import { api } from 'shared-contracts';
import type { CardType } from 'shared-contracts/schemas';

export type PublicCardType = Pick<CardType, 'id' | 'code' | 'name' | 'description' | 'image'>;

// Checked by hand, as CardTypeSchema says (an id, a known code, texts, an http(s) image):
// zod is not in a visitor's start-up files, and this page's data is part of them.
const CODES: ReadonlySet<string> = new Set<CardType['code']>(['MYVALUE', 'GRAMEDIA', 'SANTIKA', 'GRAMEDIA_DIGITAL']);
const MEDIA_URL = /^https?:\/\/[^\s]+$/;

function publicCardType(item: unknown): PublicCardType | null {
  if (!item || typeof item !== 'object') return null;
  const { id, code, name, description, image } = item as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof code !== 'string' || !CODES.has(code) || typeof name !== 'string' || typeof description !== 'string') return null;
  if (typeof image !== 'string' || !MEDIA_URL.test(image)) return null;
  return { id, code: code as CardType['code'], name, description, image };
}

export function publicCardTypesOf(raw: unknown): PublicCardType[] {
  const results = (raw as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((item) => {
    const type = publicCardType(item);
    return type ? [type] : [];
  });
}

export const cardTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicCardTypes: build.query<PublicCardType[], void>({
      query: () => '/sso/v1/card-types',
      transformResponse: publicCardTypesOf,
    }),
  }),
});

export const { useGetPublicCardTypesQuery } = cardTypesApi;
