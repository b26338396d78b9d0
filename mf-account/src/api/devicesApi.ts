// 'Perangkat' (spec §7): the member's signed-in browsers (/v2/web/session), the names of
// the applications they belong to (/v2/web/client), and signing one of them out.
import { api } from 'shared-contracts';
import type { Success, WebClientList, WebSessionList } from 'shared-contracts/schemas';

export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebSessions: build.query<WebSessionList, void>({
      query: () => '/sso/v2/web/session',
      // Sessions begin and end elsewhere (another phone signs in): always ask again on opening.
      keepUnusedDataFor: 0,
    }),
    getWebClients: build.query<WebClientList, void>({
      query: () => '/sso/v2/web/client',
    }),
    endWebSession: build.mutation<Success, number>({
      query: (id) => ({ url: `/sso/v2/web/session/${id}`, method: 'DELETE' }),
      // The list loses the signed-out session at once; it is gone upstream too.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            devicesApi.util.updateQueryData('getWebSessions', undefined, (draft) => {
              draft.results = draft.results.filter((s) => s.id !== id);
            }),
          );
        } catch {
          // The page shows the failure; the list stays as it was.
        }
      },
    }),
  }),
});

export const { useGetWebSessionsQuery, useGetWebClientsQuery, useEndWebSessionMutation } = devicesApi;
