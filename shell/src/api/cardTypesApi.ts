// The card types (SSO GET /v1/card-types, anonymous) as visitors read them where membership
// is explained (/learn-more). The member area's own endpoint (mf-account's getCardTypes)
// keeps its name; this one is the shell's and reads only what a visitor is shown. Each type
// is checked on arrival: a malformed one is left out rather than failing the page.
import { api } from 'shared-contracts';
import { CardTypeSchema, type CardType } from 'shared-contracts/schemas';
import { z } from 'zod';

export const PublicCardTypeSchema = CardTypeSchema.pick({ id: true, code: true, name: true, description: true, image: true });
export type PublicCardType = Pick<CardType, 'id' | 'code' | 'name' | 'description' | 'image'>;

const ResultsSchema = z.object({ results: z.array(z.unknown()) });

export function publicCardTypesOf(raw: unknown): PublicCardType[] {
  const parsed = ResultsSchema.safeParse(raw);
  if (!parsed.success) return [];
  return parsed.data.results.flatMap((item) => {
    const type = PublicCardTypeSchema.safeParse(item);
    return type.success ? [type.data] : [];
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
