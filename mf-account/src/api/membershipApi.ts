// The member's cards and partner accounts (issue 28): card types, adding a card through
// /v1/user/cards/verification, and partner accounts (/v1/client_mapping/*).
import { api } from 'shared-contracts';
import type {
  CardTypes,
  CardVerificationRequest,
  CardVerificationResult,
  ClientMapping,
  ClientMappingList,
} from 'shared-contracts/schemas';

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardTypes: build.query<CardTypes, void>({ query: () => '/sso/v1/card-types' }),
    verifyCard: build.mutation<CardVerificationResult, CardVerificationRequest>({
      query: (body) => ({ url: '/sso/v1/user/cards/verification', method: 'POST', body }),
      // A linked card is in the wallet (the header's count too) and on the user.
      invalidatesTags: (result) => (result?.status === 'LINKED' ? ['Cards', 'User'] : []),
    }),
    getClientMappings: build.query<ClientMappingList, void>({ query: () => '/sso/v1/client_mapping/check' }),
    connectClient: build.mutation<ClientMapping, { clientId: string }>({
      query: (body) => ({ url: '/sso/v1/client_mapping/connect', method: 'POST', body }),
      // The answer is the partner's new state: put it in the list without asking again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          membershipApi.util.updateQueryData('getClientMappings', undefined, (draft) => {
            draft.results = draft.results.map((m) => (m.clientId === data.clientId ? data : m));
          }),
        );
      },
    }),
  }),
});

export const { useGetCardTypesQuery, useVerifyCardMutation, useGetClientMappingsQuery, useConnectClientMutation } = membershipApi;
