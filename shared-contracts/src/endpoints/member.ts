// Endpoints whose data the header and the member area both show (spec §7 "Header data"):
// one definition in the one api, so a change made in a remote (a new referral code,
// points after a redemption) shows in the header at once through tag invalidation.
import type {
  BadgesByCategory,
  CategoryList,
  Point,
  ReferralCode,
  Tier,
  User,
  UserCards,
} from '../schemas';
import { CATEGORIES_PAGE_SIZE } from '../constants';
import { api } from '../store/api';

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({ query: () => '/sso/v1/user', providesTags: ['User'] }),
    getTier: build.query<Tier, void>({ query: () => '/sso/v2/tiers/me', providesTags: ['Tier'] }),
    getPoint: build.query<Point, void>({ query: () => '/sso/v1/point', providesTags: ['Point'] }),
    getCards: build.query<UserCards, void>({ query: () => '/sso/v1/user/cards', providesTags: ['Cards'] }),
    getBadgesByCategory: build.query<BadgesByCategory, void>({
      query: () => '/sso/v1/badges/groupByCategory',
      providesTags: ['Badges'],
    }),
    getReferralCode: build.query<ReferralCode, void>({
      query: () => '/api/v1/users/referral/code',
      providesTags: ['Referral'],
    }),
    createReferralCode: build.mutation<ReferralCode, void>({
      query: () => ({ url: '/api/v1/users/referral/code', method: 'POST' }),
      invalidatesTags: ['Referral'],
    }),
    /** Spec §7: categories for the header with page_size=50; the list is in results. */
    getHeaderCategories: build.query<CategoryList, void>({
      query: () => `/api/v1/categories?page_size=${CATEGORIES_PAGE_SIZE}`,
    }),
  }),
});

export const {
  useGetUserQuery,
  useGetTierQuery,
  useGetPointQuery,
  useGetCardsQuery,
  useGetBadgesByCategoryQuery,
  useGetReferralCodeQuery,
  useCreateReferralCodeMutation,
  useGetHeaderCategoriesQuery,
} = memberApi;

/**
 * For a mutation whose answer carries the member's new balance (a redemption, an event
 * registration): once it succeeds, the balance is written into the header's point query,
 * so nothing asks for the points again (one round trip). A failure writes nothing.
 */
export async function keepBalanceFrom(
  answer: Promise<{ data: { point: number } }>,
  dispatch: (action: ReturnType<typeof memberApi.util.updateQueryData>) => unknown,
): Promise<void> {
  try {
    const { data } = await answer;
    dispatch(
      memberApi.util.updateQueryData('getPoint', undefined, (point) => {
        point.point = data.point;
      }),
    );
  } catch {
    // nothing was spent: the mutation's own tags decide what is asked again
  }
}

/** Spec §3: obtained badges totalled across categories. */
export function countBadges(data: BadgesByCategory | undefined): { obtained: number; total: number } {
  let obtained = 0;
  let total = 0;
  for (const category of data?.badgeCategories ?? []) {
    for (const badge of category.badges) {
      total += 1;
      if (badge.isObtained) obtained += 1;
    }
  }
  return { obtained, total };
}

/** Spec §3: categories mapped for the header to {label, to, img}. */
export function categoriesHeader(list: CategoryList | undefined): Array<{ label: string; to: string; img: string }> {
  return (list?.results ?? []).map((c) => ({ label: c.title, to: `/category/${c.slug}`, img: c.image }));
}
