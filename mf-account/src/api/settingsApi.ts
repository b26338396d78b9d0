// Profile changes of the settings page. Every change that returns the user invalidates 'User'
// (the header's getUser refetches) and updates the session user the header shows.
import { api } from 'shared-contracts';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  EmailOtpRequest,
  OtpSent,
  PhoneOtpRequest,
  Success,
  UpdateNameInfo,
  UpdateNameRequest,
  UpdatePhotoRequest,
  User,
} from 'shared-contracts/schemas';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUpdateNameInfo: build.query<UpdateNameInfo, void>({
      query: () => '/sso/v1/user/update-name/info',
      providesTags: ['User'],
    }),
    updateName: build.mutation<User, UpdateNameRequest>({
      query: (body) => ({ url: '/sso/v1/user', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    updatePhoto: build.mutation<User, UpdatePhotoRequest>({
      query: (body) => ({ url: '/sso/v1/user/photo', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    sendEmailOtp: build.mutation<OtpSent, EmailOtpRequest>({
      query: (body) => ({ url: '/sso/v1/user/email/otp', method: 'POST', body }),
    }),
    changeEmail: build.mutation<User, ChangeEmailRequest>({
      query: (body) => ({ url: '/sso/v1/user/email', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    sendPhoneOtp: build.mutation<OtpSent, PhoneOtpRequest>({
      query: (body) => ({ url: '/sso/v1/user/phone/otp', method: 'POST', body }),
    }),
    changePhone: build.mutation<User, ChangePhoneRequest>({
      query: (body) => ({ url: '/sso/v1/user/phone', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<Success, ChangePasswordRequest>({
      query: (body) => ({ url: '/sso/v1/user/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useGetUpdateNameInfoQuery,
  useUpdateNameMutation,
  useUpdatePhotoMutation,
  useSendEmailOtpMutation,
  useChangeEmailMutation,
  useSendPhoneOtpMutation,
  useChangePhoneMutation,
  useChangePasswordMutation,
} = settingsApi;
