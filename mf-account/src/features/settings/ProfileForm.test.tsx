import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts/schemas';
import { fail, makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { ProfileForm, zipcodeLabel } from './ProfileForm';

afterEach(() => jest.restoreAllMocks());

const USER: User = makeUser({ address: null, profession: null });
const SAVED: User = makeUser({
  address: {
    province: { id: '32', name: 'Jawa Barat' },
    city: { id: '32.73', name: 'Kota Bandung' },
    district: { id: '32.73.20', name: 'Coblong' },
    zipcode: '40132',
  },
  profession: { id: 'wiraswasta', name: 'Wiraswasta' },
});

function routes(over: Record<string, unknown> = {}) {
  let user = USER;
  return {
    'GET /sso/v1/user': () => ok(user),
    'GET /sso/v1/location/province': ok({ results: [{ id: '31', name: 'DKI Jakarta' }, { id: '32', name: 'Jawa Barat' }] }),
    'GET /sso/v1/location/city?provinceId=32': ok({ results: [{ id: '32.04', name: 'Kabupaten Bandung' }, { id: '32.73', name: 'Kota Bandung' }] }),
    'GET /sso/v1/location/city?provinceId=31': ok({ results: [{ id: '31.71', name: 'Kota Jakarta Pusat' }] }),
    'GET /sso/v1/location/district?cityId=32.73': ok({ results: [{ id: '32.73.20', name: 'Coblong' }] }),
    'GET /sso/v1/location/zipcode?districtId=32.73.20': ok({
      results: [
        { zipcode: '40132', villages: ['Lebak Gede', 'Lebak Siliwangi'] },
        { zipcode: '40135', villages: ['Dago'] },
      ],
    }),
    'GET /sso/v1/user/profession': ok({ results: [{ id: 'wiraswasta', name: 'Wiraswasta' }] }),
    'PUT /sso/v1/user/profile': () => {
      user = SAVED;
      return ok(SAVED);
    },
    ...over,
  };
}

it('asks for each level once the one above is chosen, clears the levels below on a change, and saves', async () => {
  const api = stubFetch(routes());
  renderRemote(<ProfileForm />, { session: 'member', url: '/account/setting' });
  expect(await screen.findByText('Belum ada alamat dan profesi.')).toBeInTheDocument();
  expect(screen.getByLabelText('Kota/Kabupaten')).toBeDisabled();
  expect(screen.getByLabelText('Kecamatan')).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Diri' }));
  expect(screen.getByLabelText('Provinsi')).toHaveAccessibleDescription('Pilih provinsi');
  expect(screen.getByLabelText('Kode pos')).not.toHaveAccessibleDescription();
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

  await waitFor(() => expect(screen.getByRole('option', { name: 'Jawa Barat' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Provinsi'), 'Jawa Barat');
  // The choice made, its complaint goes; the others stay until they are chosen.
  expect(screen.getByLabelText('Provinsi')).not.toHaveAccessibleDescription();
  expect(screen.getByLabelText('Profesi')).toHaveAccessibleDescription('Pilih profesi');
  await waitFor(() => expect(screen.getByLabelText('Kota/Kabupaten')).toBeEnabled());
  await userEvent.selectOptions(screen.getByLabelText('Kota/Kabupaten'), await screen.findByRole('option', { name: 'Kota Bandung' }));
  await userEvent.selectOptions(screen.getByLabelText('Kecamatan'), await screen.findByRole('option', { name: 'Coblong' }));
  // Another province: its cities, and no city or district kept from the one before.
  await userEvent.selectOptions(screen.getByLabelText('Provinsi'), 'DKI Jakarta');
  expect(screen.getByLabelText('Kota/Kabupaten')).toHaveValue('');
  expect(screen.getByLabelText('Kecamatan')).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Provinsi'), 'Jawa Barat');
  await userEvent.selectOptions(screen.getByLabelText('Kota/Kabupaten'), await screen.findByRole('option', { name: 'Kota Bandung' }));
  await userEvent.selectOptions(screen.getByLabelText('Kecamatan'), await screen.findByRole('option', { name: 'Coblong' }));
  // Two postcodes: nothing chosen for the member, and saving asks for one.
  await screen.findByRole('option', { name: '40132 · Lebak Gede, Lebak Siliwangi' });
  expect(screen.getByLabelText('Kode pos')).toHaveValue('');
  await userEvent.selectOptions(screen.getByLabelText('Profesi'), 'Wiraswasta');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Diri' }));
  expect(screen.getByLabelText('Kode pos')).toHaveAccessibleDescription('Pilih sesuai kelurahan/desa kamu. Pilih kode pos');
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  await userEvent.selectOptions(screen.getByLabelText('Kode pos'), '40132 · Lebak Gede, Lebak Siliwangi');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Diri' }));

  expect(await screen.findByText('Data diri berhasil disimpan.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
    provinceId: '32',
    cityId: '32.73',
    districtId: '32.73.20',
    zipcode: '40132',
    professionId: 'wiraswasta',
  });
  expect(await screen.findByTestId('profile-summary')).toHaveTextContent('Tersimpan: Kec. Coblong, Kota Bandung, Jawa Barat 40132 · Wiraswasta');
});

it('starts from the saved profile and shows the SSO’s refusal at its field', async () => {
  stubFetch(
    routes({
      'GET /sso/v1/user': ok(SAVED),
      'PUT /sso/v1/user/profile': fail(422, 'Kota Bandung tidak termasuk Provinsi DKI Jakarta.', 'LOCATION_MISMATCH', {
        issues: [{ path: 'cityId', message: 'Kota Bandung tidak termasuk Provinsi DKI Jakarta' }],
      }),
    }),
  );
  renderRemote(<ProfileForm />, { session: 'member', url: '/account/setting' });
  await waitFor(() => expect(screen.getByLabelText('Kecamatan')).toHaveValue('32.73.20'));
  expect(screen.getByLabelText('Kode pos')).toHaveValue('40132');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Diri' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Kota Bandung tidak termasuk Provinsi DKI Jakarta.');
  expect(screen.getByLabelText('Kota/Kabupaten')).toHaveAccessibleDescription('Kota Bandung tidak termasuk Provinsi DKI Jakarta');
});

it('chooses a district’s only postcode, and lets the member type one where the SSO lists none', async () => {
  const api = stubFetch(
    routes({
      'GET /sso/v1/location/district?cityId=32.73': ok({ results: [{ id: '32.73.01', name: 'Sukasari' }, { id: '32.73.20', name: 'Coblong' }] }),
      'GET /sso/v1/location/zipcode?districtId=32.73.01': ok({ results: [{ zipcode: '40151', villages: ['Sarijadi'] }] }),
      'GET /sso/v1/location/zipcode?districtId=32.73.20': ok({ results: [] }),
    }),
  );
  renderRemote(<ProfileForm />, { session: 'member', url: '/account/setting' });
  const province = await screen.findByLabelText('Provinsi');
  await userEvent.selectOptions(province, await screen.findByRole('option', { name: 'Jawa Barat' }));
  await userEvent.selectOptions(screen.getByLabelText('Kota/Kabupaten'), await screen.findByRole('option', { name: 'Kota Bandung' }));
  await userEvent.selectOptions(screen.getByLabelText('Kecamatan'), await screen.findByRole('option', { name: 'Sukasari' }));
  await waitFor(() => expect(screen.getByLabelText('Kode pos')).toHaveValue('40151'));

  await userEvent.selectOptions(screen.getByLabelText('Kecamatan'), 'Coblong');
  const typed = await screen.findByRole('textbox', { name: 'Kode pos' });
  expect(typed).toHaveValue('');
  expect(typed).toHaveAccessibleDescription('Kode pos kecamatan ini belum ada di daftar. Ketik 5 angka kode pos kamu.');
  await userEvent.type(typed, '40a132');
  await userEvent.selectOptions(screen.getByLabelText('Profesi'), 'Wiraswasta');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Diri' }));
  expect(await screen.findByText('Data diri berhasil disimpan.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ districtId: '32.73.20', zipcode: '40132' });
});

it('names at most three villages in a postcode’s choice', () => {
  expect(zipcodeLabel({ zipcode: '40121', villages: ['Cicadas', 'Cikutra', 'Padasuka', 'Sukamaju', 'Sukapada'] })).toBe('40121 · Cicadas, Cikutra, Padasuka, dan 2 lainnya');
  expect(zipcodeLabel({ zipcode: '40151', villages: ['Sarijadi'] })).toBe('40151 · Sarijadi');
  expect(zipcodeLabel({ zipcode: '40151', villages: [] })).toBe('40151');
});
