// The member's address and profession (issue 28): the choices (/v1/location/*,
// /v1/user/profession) and the rule that each chosen area lies inside the one above it.
import type { Profession, UpdateProfileRequest, UserAddress } from 'shared-contracts/schemas';
import { ApiError } from '../../http/errors';
import { areas, parentOf } from './areas';
import { postcodesOf } from './postcodes';

export const PROFESSIONS: readonly Profession[] = [
  { id: 'pelajar', name: 'Pelajar / Mahasiswa' },
  { id: 'karyawan_swasta', name: 'Karyawan Swasta' },
  { id: 'pns', name: 'PNS / ASN' },
  { id: 'tni_polri', name: 'TNI / Polri' },
  { id: 'wiraswasta', name: 'Wiraswasta' },
  { id: 'profesional', name: 'Profesional (dokter, pengacara, akuntan, dll.)' },
  { id: 'guru_dosen', name: 'Guru / Dosen' },
  { id: 'pekerja_lepas', name: 'Pekerja Lepas' },
  { id: 'ibu_rumah_tangga', name: 'Ibu Rumah Tangga' },
  { id: 'pensiunan', name: 'Pensiunan' },
  { id: 'lainnya', name: 'Lainnya' },
];

export function professionOf(id: string | null): Profession | null {
  return PROFESSIONS.find((p) => p.id === id) ?? null;
}

/** The stored address of a district code and postcode, every level named; null when incomplete. */
export function addressOf(districtCode: string | null, zipcode: string | null): UserAddress | null {
  if (!districtCode || !zipcode) return null;
  const { byId } = areas();
  const cityCode = parentOf(districtCode);
  const provinceCode = cityCode && parentOf(cityCode);
  const district = byId.get(districtCode);
  const city = cityCode ? byId.get(cityCode) : undefined;
  const province = provinceCode ? byId.get(provinceCode) : undefined;
  return district && city && province ? { province, city, district, zipcode } : null;
}

const issue = (path: string, message: string) => ({ issues: [{ path, message }] });

/** Refuses a choice whose areas do not nest (a city outside its province, …); returns what to store. */
export function checkProfile(input: UpdateProfileRequest): { districtCode: string; zipcode: string; profession: string } {
  const { byId } = areas();
  if (!byId.has(input.provinceId) || parentOf(input.provinceId) !== null) {
    throw new ApiError(422, 'LOCATION_MISMATCH', 'Provinsi tidak dikenal.', issue('provinceId', 'Pilih provinsi dari daftar'));
  }
  const city = byId.get(input.cityId);
  if (!city) throw new ApiError(422, 'LOCATION_MISMATCH', 'Kota/kabupaten tidak dikenal.', issue('cityId', 'Pilih kota/kabupaten dari daftar'));
  if (parentOf(input.cityId) !== input.provinceId) {
    const province = byId.get(input.provinceId)?.name ?? input.provinceId;
    throw new ApiError(
      422,
      'LOCATION_MISMATCH',
      `${city.name} tidak termasuk Provinsi ${province}.`,
      issue('cityId', `${city.name} tidak termasuk Provinsi ${province}`),
    );
  }
  const district = byId.get(input.districtId);
  if (!district) throw new ApiError(422, 'LOCATION_MISMATCH', 'Kecamatan tidak dikenal.', issue('districtId', 'Pilih kecamatan dari daftar'));
  if (parentOf(input.districtId) !== input.cityId) {
    throw new ApiError(
      422,
      'LOCATION_MISMATCH',
      `Kecamatan ${district.name} tidak termasuk ${city.name}.`,
      issue('districtId', `Kecamatan ${district.name} tidak termasuk ${city.name}`),
    );
  }
  // A postcode the district's list does not hold is refused; a district without a list
  // (the data knows none for it) takes any five digits.
  const known = postcodesOf(input.districtId);
  if (known.length > 0 && !known.some((z) => z.zipcode === input.zipcode)) {
    throw new ApiError(
      422,
      'LOCATION_MISMATCH',
      `Kode pos ${input.zipcode} tidak termasuk Kecamatan ${district.name}.`,
      issue('zipcode', `Kode pos ${input.zipcode} tidak termasuk Kecamatan ${district.name}`),
    );
  }
  if (!professionOf(input.professionId)) {
    throw new ApiError(422, 'INVALID_PARAMETER', 'Profesi tidak dikenal.', issue('professionId', 'Pilih profesi dari daftar'));
  }
  return { districtCode: input.districtId, zipcode: input.zipcode, profession: input.professionId };
}
