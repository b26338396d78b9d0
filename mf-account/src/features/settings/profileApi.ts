// The profile's choices and its saving (issue 28): areas from /v1/location/*, professions
// from /v1/user/profession, saved with PUT /v1/user/profile (the user comes back with them).
import { api } from 'shared-contracts';
import type { LocationList, ProfessionList, UpdateProfileRequest, User } from 'shared-contracts/schemas';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<LocationList, void>({ query: () => '/sso/v1/location/province' }),
    getCities: build.query<LocationList, string>({ query: (provinceId) => `/sso/v1/location/city?provinceId=${encodeURIComponent(provinceId)}` }),
    getDistricts: build.query<LocationList, string>({ query: (cityId) => `/sso/v1/location/district?cityId=${encodeURIComponent(cityId)}` }),
    getProfessions: build.query<ProfessionList, void>({ query: () => '/sso/v1/user/profession' }),
    updateProfile: build.mutation<User, UpdateProfileRequest>({
      query: (body) => ({ url: '/sso/v1/user/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetProvincesQuery, useGetCitiesQuery, useGetDistrictsQuery, useGetProfessionsQuery, useUpdateProfileMutation } = profileApi;
