// Address and profession: the areas from idn-area-data, each level depending on the one
// above; a saved profile is on the user; an area outside the one above it is refused.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../../index';
import { http, signIn, startTestBackend } from '../../testHelpers';
import { areaName } from './areas';
import { groupPostcodes } from './postcodes';

let backend: LocalBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend();
  token = (await signIn(backend, 'demo@myvalue.id')).access_token;
});
afterAll(() => backend.close());

const list = async (path: string) => S.LocationListSchema.parse((await http(backend.ssoUrl, path)).body).results;
const errorOf = (body: unknown) => S.ContractErrorBodySchema.parse(body);

it('serves the 38 provinces, then the cities of one, then the districts of one city', async () => {
  const provinces = await list('/v1/location/province');
  expect(provinces).toHaveLength(38);
  expect(provinces).toContainEqual({ id: '32', name: 'Jawa Barat' });
  expect(provinces).toContainEqual({ id: '31', name: 'DKI Jakarta' });
  const cities = await list('/v1/location/city?provinceId=32');
  expect(cities).toContainEqual({ id: '32.73', name: 'Kota Bandung' });
  expect(cities.every((c) => c.id.startsWith('32.'))).toBe(true);
  const districts = await list('/v1/location/district?cityId=32.73');
  expect(districts.map((d) => d.name)).toContain('Coblong');
  expect((await http(backend.ssoUrl, '/v1/location/city?provinceId=99')).status).toBe(404);
  expect((await http(backend.ssoUrl, '/v1/location/city?provinceId=abc')).status).toBe(400);
});

it('saves address and profession on the user, and refuses a city outside its province', async () => {
  const coblong = (await list('/v1/location/district?cityId=32.73')).find((d) => d.name === 'Coblong');
  const professions = S.ProfessionListSchema.parse((await http(backend.ssoUrl, '/v1/user/profession', { token })).body).results;
  expect(professions).toContainEqual({ id: 'wiraswasta', name: 'Wiraswasta' });

  const outside = await http(backend.ssoUrl, '/v1/user/profile', {
    token,
    method: 'PUT',
    json: { provinceId: '31', cityId: '32.73', districtId: coblong?.id, zipcode: '40132', professionId: 'wiraswasta' },
  });
  expect([outside.status, errorOf(outside.body).errorCode, errorOf(outside.body).message]).toEqual([422, 'LOCATION_MISMATCH', 'Kota Bandung tidak termasuk Provinsi DKI Jakarta.']);
  const wrongDistrict = await http(backend.ssoUrl, '/v1/user/profile', {
    token,
    method: 'PUT',
    json: { provinceId: '32', cityId: '32.73', districtId: '32.04.01', zipcode: '40132', professionId: 'wiraswasta' },
  });
  expect(errorOf(wrongDistrict.body).errorCode).toBe('LOCATION_MISMATCH');
  const badZip = await http(backend.ssoUrl, '/v1/user/profile', {
    token,
    method: 'PUT',
    json: { provinceId: '32', cityId: '32.73', districtId: coblong?.id, zipcode: '4013', professionId: 'wiraswasta' },
  });
  expect(badZip.status).toBe(400);

  const saved = await http(backend.ssoUrl, '/v1/user/profile', {
    token,
    method: 'PUT',
    json: { provinceId: '32', cityId: '32.73', districtId: coblong?.id, zipcode: '40132', professionId: 'wiraswasta' },
  });
  expect(saved.status).toBe(200);
  const user = S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body);
  expect(user.address).toEqual({
    province: { id: '32', name: 'Jawa Barat' },
    city: { id: '32.73', name: 'Kota Bandung' },
    district: { id: coblong?.id, name: 'Coblong' },
    zipcode: '40132',
  });
  expect(user.profession).toEqual({ id: 'wiraswasta', name: 'Wiraswasta' });
});

it('title-cases the register’s capitals, keeping DKI', () => {
  expect(areaName('KABUPATEN ACEH SELATAN')).toBe('Kabupaten Aceh Selatan');
  expect(areaName('DKI JAKARTA')).toBe('DKI Jakarta');
  expect(areaName('KEPULAUAN BANGKA BELITUNG')).toBe('Kepulauan Bangka Belitung');
  expect(areaName('Coblong')).toBe('Coblong');
});

it('serves the postcodes of a district with their villages, and refuses a postcode outside the district', async () => {
  const zips = S.ZipcodeListSchema.parse((await http(backend.ssoUrl, '/v1/location/zipcode?districtId=32.73.02')).body).results;
  // Coblong, Kota Bandung: five postcodes; 40132 serves two villages.
  expect(zips.map((z) => z.zipcode)).toEqual(['40131', '40132', '40133', '40134', '40135']);
  expect(zips.find((z) => z.zipcode === '40132')?.villages).toEqual(['Lebak Gede', 'Lebak Siliwangi']);
  expect((await http(backend.ssoUrl, '/v1/location/zipcode?districtId=99.99.99')).status).toBe(404);
  expect((await http(backend.ssoUrl, '/v1/location/zipcode?districtId=32.73')).status).toBe(400);

  const outside = await http(backend.ssoUrl, '/v1/user/profile', {
    token,
    method: 'PUT',
    json: { provinceId: '32', cityId: '32.73', districtId: '32.73.02', zipcode: '40151', professionId: 'wiraswasta' },
  });
  expect([outside.status, errorOf(outside.body).errorCode, errorOf(outside.body).message]).toEqual([422, 'LOCATION_MISMATCH', 'Kode pos 40151 tidak termasuk Kecamatan Coblong.']);
});

it('groups villages by district and postcode, skipping rows without a postcode', () => {
  const grouped = groupPostcodes([
    { code: '3273022001', district_code: '327302', name: 'Dago', postal_code: '40135' },
    { code: '3273022002', district_code: '327302', name: 'Cipaganti', postal_code: '40131' },
    { code: '3273022003', district_code: '327302', name: 'Sekeloa', postal_code: '40135' },
    { code: '1101022018', district_code: '110102', name: "Pasi Kuala Ba'u", postal_code: '' },
    { code: 'x', district_code: '3273', name: 'Broken', postal_code: '40135' },
  ]);
  expect([...grouped.keys()]).toEqual(['32.73.02']);
  expect(grouped.get('32.73.02')).toEqual([
    { zipcode: '40131', villages: ['Cipaganti'] },
    { zipcode: '40135', villages: ['Dago', 'Sekeloa'] },
  ]);
});
