// The settings page's verification and password calls (spec §7): verify the stored e-mail
// or phone by code, check the current password before a change, and the set-password
// link of a member without one.
import { api } from 'shared-contracts';
import type { CodeSent, PasswordChecked, User, VerificationChannel } from 'shared-contracts/schemas';

export const accountRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendVerification: build.mutation<CodeSent, { channel: VerificationChannel }>({
      query: (body) => ({ url: '/sso/v1/verification/send', method: 'POST', body }),
    }),
    checkVerification: build.mutation<User, { channel: VerificationChannel; otp: string }>({
      query: (body) => ({ url: '/sso/v1/verification/check', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    checkPassword: build.mutation<PasswordChecked, { password: string }>({
      query: (body) => ({ url: '/sso/v1/user/password/check', method: 'POST', body }),
    }),
    // A link instead of a code (issue 41 item 3): opens the site's /verifikasi-akun.
    sendVerificationLink: build.mutation<CodeSent, { channel: VerificationChannel }>({
      query: (body) => ({ url: '/sso/v2/user/linkverification', method: 'POST', body }),
    }),
    sendSetPasswordLink: build.mutation<CodeSent, void>({
      query: () => ({ url: '/sso/v1/user/set_password/link/send', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useSendVerificationMutation,
  useCheckVerificationMutation,
  useCheckPasswordMutation,
  useSendSetPasswordLinkMutation,
  useSendVerificationLinkMutation,
} = accountRecoveryApi;
