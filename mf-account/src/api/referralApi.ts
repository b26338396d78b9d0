// The member's referral summary (account only); the code itself is the shared getReferralCode.
import { api } from 'shared-contracts';
import type { Referral } from 'shared-contracts/schemas';

export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralSummary: build.query<Referral, void>({
      query: () => '/api/v1/users/referral',
      providesTags: ['Referral'],
    }),
  }),
});

export const { useGetReferralSummaryQuery } = referralApi;
