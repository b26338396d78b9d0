// The SSO calls of the site's recovery pages (spec §7), through the BFF's /sso proxy:
// forgot password by code or link, and the links of a member without a password.
import { api } from 'shared-contracts';
import type {
  ForgotPasswordChecked,
  ForgotPasswordSent,
  LinkChecked,
  LinkPasswordRequest,
  Success,
} from 'shared-contracts/schemas';

/** Who the code or link is for: an e-mail or a phone number. */
export type RecoveryTarget = { email: string } | { phone: string };

export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendForgotPasswordCode: build.mutation<ForgotPasswordSent, RecoveryTarget>({
      query: (body) => ({ url: '/sso/v1/forgot_password/send', method: 'POST', body }),
    }),
    sendForgotPasswordLink: build.mutation<ForgotPasswordSent, RecoveryTarget>({
      query: (body) => ({ url: '/sso/v1/forgot_password/link/send', method: 'POST', body }),
    }),
    checkForgotPasswordCode: build.mutation<ForgotPasswordChecked, RecoveryTarget & { otp: string }>({
      query: (body) => ({ url: '/sso/v1/forgot_password/check', method: 'POST', body }),
    }),
    applyForgotPassword: build.mutation<Success, { resetToken: string; password: string; passwordConfirm: string }>({
      query: (body) => ({ url: '/sso/v1/forgot_password/apply', method: 'POST', body }),
    }),
    checkSetPasswordLink: build.mutation<LinkChecked, { token: string }>({
      query: (body) => ({ url: '/sso/v1/user/set_password/check', method: 'POST', body }),
    }),
    applySetPasswordLink: build.mutation<Success, LinkPasswordRequest>({
      query: (body) => ({ url: '/sso/v1/user/set_password/apply', method: 'POST', body }),
    }),
    checkVerificationLink: build.mutation<LinkChecked, { token: string }>({
      query: (body) => ({ url: '/sso/v1/user/linkverification/check', method: 'POST', body }),
    }),
    applyVerificationLink: build.mutation<Success, { token: string }>({
      query: (body) => ({ url: '/sso/v1/user/linkverification/apply', method: 'POST', body }),
    }),
    setPasswordByVerificationLink: build.mutation<Success, LinkPasswordRequest>({
      query: (body) => ({ url: '/sso/v1/user/linkverification/set_password', method: 'POST', body }),
    }),
  }),
});

export const {
  useSendForgotPasswordCodeMutation,
  useSendForgotPasswordLinkMutation,
  useCheckForgotPasswordCodeMutation,
  useApplyForgotPasswordMutation,
  useCheckSetPasswordLinkMutation,
  useApplySetPasswordLinkMutation,
  useCheckVerificationLinkMutation,
  useApplyVerificationLinkMutation,
  useSetPasswordByVerificationLinkMutation,
} = recoveryApi;
