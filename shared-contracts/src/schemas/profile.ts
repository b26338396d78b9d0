// The member's profile beyond name and contacts (issue 28): where they live, by the
// Indonesian administrative areas (province → city/regency → district) the SSO serves at
// /v1/location/*, a postcode, and a profession from /v1/user/profession.
import { z } from 'zod';

/** One administrative area: its Kemendagri code ('32', '32.73', '32.73.01') and its name. */
export const LocationAreaSchema = z.object({ id: z.string().regex(/^\d{2}(\.\d{2}){0,2}$/), name: z.string() });
export type LocationArea = z.infer<typeof LocationAreaSchema>;

/** GET /v1/location/province, /city?provinceId=, /district?cityId=. */
export const LocationListSchema = z.object({ results: z.array(LocationAreaSchema) });
export type LocationList = z.infer<typeof LocationListSchema>;

export const ProfessionSchema = z.object({ id: z.string().regex(/^[a-z_]+$/), name: z.string() });
export type Profession = z.infer<typeof ProfessionSchema>;
/** GET /v1/user/profession: the professions a member may choose. */
export const ProfessionListSchema = z.object({ results: z.array(ProfessionSchema) });
export type ProfessionList = z.infer<typeof ProfessionListSchema>;

/** Indonesian postcodes are five digits, the first never 0. */
export const ZIPCODE_PATTERN = /^[1-9]\d{4}$/;

/** The member's address as stored: every level named. */
export const UserAddressSchema = z.object({
  province: LocationAreaSchema,
  city: LocationAreaSchema,
  district: LocationAreaSchema,
  zipcode: z.string().regex(ZIPCODE_PATTERN),
});
export type UserAddress = z.infer<typeof UserAddressSchema>;

/** PUT /v1/user/profile: the SSO checks that each area lies inside the one above it. */
export const UpdateProfileRequestSchema = z.object({
  provinceId: z.string().regex(/^\d{2}$/, 'Pilih provinsi'),
  cityId: z.string().regex(/^\d{2}\.\d{2}$/, 'Pilih kota/kabupaten'),
  districtId: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'Pilih kecamatan'),
  zipcode: z.string().trim().regex(ZIPCODE_PATTERN, 'Kode pos harus 5 angka'),
  professionId: z.string().regex(/^[a-z_]+$/, 'Pilih profesi'),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** One postcode of a district and the villages (kelurahan/desa) it serves, so a member can tell which is theirs. */
export const ZipcodeSchema = z.object({ zipcode: z.string().regex(ZIPCODE_PATTERN), villages: z.array(z.string()) });
export type Zipcode = z.infer<typeof ZipcodeSchema>;
/**
 * GET /v1/location/zipcode?districtId=32.73.02: the district's postcodes, ascending. Empty when
 * the SSO knows none for it (the member then types the postcode, still 5 digits).
 */
export const ZipcodeListSchema = z.object({ results: z.array(ZipcodeSchema) });
export type ZipcodeList = z.infer<typeof ZipcodeListSchema>;
