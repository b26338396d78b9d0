// Reminders (issue 41): the member's choices and this browser's push subscription, kept by
// the API service (declared in release.ts, so the BFF lets them through for this version).
import { api } from 'shared-contracts';
import type { PushSubscriptionJson, ReminderPreferences, Reminders } from 'shared-contracts/schemas';

export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminders: build.query<Reminders, void>({
      query: () => '/api/v1/users/reminders',
      providesTags: ['Reminders'],
    }),
    saveReminders: build.mutation<ReminderPreferences, ReminderPreferences>({
      query: (body) => ({ url: '/api/v1/users/reminders', method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
    subscribePush: build.mutation<void, PushSubscriptionJson>({
      query: (body) => ({ url: '/api/v1/users/push-subscriptions', method: 'POST', body }),
      invalidatesTags: ['Reminders'],
    }),
    // The endpoint in the address: the BFF passes no body on a DELETE.
    unsubscribePush: build.mutation<void, string>({
      query: (endpoint) => ({ url: `/api/v1/users/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, method: 'DELETE' }),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const { useGetRemindersQuery, useSaveRemindersMutation, useSubscribePushMutation, useUnsubscribePushMutation } = remindersApi;
