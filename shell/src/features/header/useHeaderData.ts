// Spec §7 "Header data": once signed in, tier, cards, point, badges and the referral code
// load in parallel into the shared store (RTK Query starts every query of one render
// together); categories load for everyone (the 'Kategori Voucher' popover).
import {
  categoriesHeader,
  countBadges,
  selectIsMember,
  useAppSelector,
  useGetBadgesByCategoryQuery,
  useGetCardsQuery,
  useGetHeaderCategoriesQuery,
  useGetPointQuery,
  useGetReferralCodeQuery,
  useGetTierQuery,
} from 'shared-contracts';

export interface Loadable<T> {
  value: T | undefined;
  loading: boolean;
  failed: boolean;
}

function loadable<T, D>(q: { data?: D; isLoading: boolean; isError: boolean }, pick: (d: D) => T): Loadable<T> {
  return { value: q.data === undefined ? undefined : pick(q.data), loading: q.isLoading, failed: q.isError && q.data === undefined };
}

export function useMemberHeaderData() {
  const isMember = useAppSelector(selectIsMember);
  const opts = { skip: !isMember };
  const tier = useGetTierQuery(undefined, opts);
  const cards = useGetCardsQuery(undefined, opts);
  const point = useGetPointQuery(undefined, opts);
  const badges = useGetBadgesByCategoryQuery(undefined, opts);
  const referral = useGetReferralCodeQuery(undefined, opts);
  return {
    tierName: loadable(tier, (d) => d.tierName),
    cardCount: loadable(cards, (d) => d.results.length),
    point: loadable(point, (d) => d.point),
    badgesObtained: loadable(badges, (d) => countBadges(d).obtained),
    /** Upper-cased code, or null when the member has none yet. */
    referralCode: loadable(referral, (d) => (d.code ? d.code.toUpperCase() : null)),
  };
}

export type MemberHeaderData = ReturnType<typeof useMemberHeaderData>;

export function useHeaderCategories() {
  const q = useGetHeaderCategoriesQuery();
  return { items: categoriesHeader(q.data), loading: q.isLoading, failed: q.isError && !q.data, retry: q.refetch };
}
