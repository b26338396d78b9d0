// The profile's choices and its saving (issue 28): areas and postcodes from /v1/location/*, professions
// from /v1/user/profession, saved with PUT /v1/user/profile (the user comes back with them).
import { api } from 'shared-contracts';
import type { LocationList, ProfessionList, UpdateProfileRequest, User, ZipcodeList } from 'shared-contracts/schemas';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<LocationList, void>({ query: () => '/sso/v1/location/province' }),
    getCities: build.query<LocationList, string>({ query: (provinceId) => `/sso/v1/location/city?provinceId=${encodeURIComponent(provinceId)}` }),
    getDistricts: build.query<LocationList, string>({ query: (cityId) => `/sso/v1/location/district?cityId=${encodeURIComponent(cityId)}` }),
    getZipcodes: build.query<ZipcodeList, string>({ query: (districtId) => `/sso/v1/location/zipcode?districtId=${encodeURIComponent(districtId)}` }),
    getProfessions: build.query<ProfessionList, void>({ query: () => '/sso/v1/user/profession' }),
    updateProfile: build.mutation<User, UpdateProfileRequest>({
      query: (body) => ({ url: '/sso/v1/user/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetProvincesQuery, useGetCitiesQuery, useGetDistrictsQuery, useGetZipcodesQuery, useGetProfessionsQuery, useUpdateProfileMutation } = profileApi;
