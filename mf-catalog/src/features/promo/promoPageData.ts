// What /promo and /promo/:slug read, with which arguments: the pages' hooks and the
// catalog's page table (src/pages.ts, which the server prefetch reads) both use these.
import { memberApi, queryCall, skipToken, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';
import { memberBalanceIn, type MemberBalance } from '../../common/memberBalance';
import { merchantApi } from '../../api/merchantApi';
import { promoApi, type PromoListArgs } from '../../api/promoApi';
import { filtersFromParams, listArgs, type PromoFilters } from '../../common/promoQuery';

/** Related promos shown under a promo (one more is asked for: the promo itself may be among them). */
export const RELATED_COUNT = 4;

/** Merchants offered in the /promo filter: the backend's largest page, by name. */
export const FILTER_MERCHANTS_ARGS = { pageSize: 100 } as const;

/** The /promo list's argument; skipped while 'Poin cukup' waits for a member's balance. */
export function promoListArgs(filters: PromoFilters, member: MemberBalance): PromoListArgs | typeof skipToken {
  if (filters.enoughPoints && member.isMember && member.isLoading) return skipToken;
  return listArgs(filters, member.balance);
}

export function promoListData({ search, session, state }: PageDataContext): DataCall[] {
  const member = memberBalanceIn(state, session);
  const args = promoListArgs(filtersFromParams(search), member);
  return [
    ...(member.isMember ? [queryCall(memberApi.endpoints.getPoint, undefined)] : []),
    queryCall(memberApi.endpoints.getHeaderCategories, undefined),
    queryCall(merchantApi.endpoints.catalogMerchants, FILTER_MERCHANTS_ARGS),
    ...(args === skipToken ? [] : [queryCall(promoApi.endpoints.catalogPromos, args, { main: true })]),
  ];
}

/** The promo of /promo/:slug. */
export function promoSlug(params: Readonly<Record<string, string | undefined>>): string {
  return params.slug ?? '';
}

/** Promos of the promo's first category; none without a category. */
export function relatedPromosArgs(promo: Promo): PromoListArgs | typeof skipToken {
  const category = promo.categories[0]?.slug;
  return category ? { category, pageSize: RELATED_COUNT + 1 } : skipToken;
}

/** The promo as the store holds it (once loaded). */
export function promoIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Promo | undefined {
  return promoApi.endpoints.catalogPromo.select(promoSlug(params))(state).data;
}

export function promoDetailData(ctx: PageDataContext): DataCall[] {
  const promo = promoIn(ctx);
  const related = promo ? relatedPromosArgs(promo) : skipToken;
  return [
    queryCall(promoApi.endpoints.catalogPromo, promoSlug(ctx.params), { main: true }),
    ...(related === skipToken ? [] : [queryCall(promoApi.endpoints.catalogPromos, related)]),
  ];
}
