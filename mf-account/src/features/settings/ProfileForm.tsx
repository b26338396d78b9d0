// 'Data Diri': where the member lives as dependent choices (province → city/regency →
// district → postcode, each list asked for once the level above is chosen) and the
// profession. Changing a level clears the levels below it; a district with one postcode
// gets it chosen at once. When the SSO knows no postcode for the district (or cannot say),
// the member types it. The SSO checks again that each area lies inside the one above it
// (and the postcode inside its district) and says so in its own words.
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors, Skeleton, skipToken, useGetUserQuery } from 'shared-contracts';
import { Button, Field } from 'shared-kit';
import type { User, Zipcode } from 'shared-contracts/schemas';
import { QueryError } from '../../common/QueryError';
import { FormStatus } from '../../common/FormStatus';
import { SelectField } from './SelectField';
import { useGetCitiesQuery, useGetDistrictsQuery, useGetProfessionsQuery, useGetProvincesQuery, useGetZipcodesQuery, useUpdateProfileMutation } from '../../api/profileApi';
import { hasErrors, validateProfile, type FieldErrors, type ProfileInput } from './validation';
import forms from '../../common/forms.module.css';

const EMPTY: ProfileInput = { provinceId: '', cityId: '', districtId: '', zipcode: '', professionId: '' };

function fromUser(user: User): ProfileInput {
  return {
    provinceId: user.address?.province.id ?? '',
    cityId: user.address?.city.id ?? '',
    districtId: user.address?.district.id ?? '',
    zipcode: user.address?.zipcode ?? '',
    professionId: user.profession?.id ?? '',
  };
}

/** 'Kec. Coblong, Kota Bandung, Jawa Barat 40132 · Wiraswasta'. */
export function profileSummary(user: User): string | null {
  const parts = [
    user.address ? `Kec. ${user.address.district.name}, ${user.address.city.name}, ${user.address.province.name} ${user.address.zipcode}` : null,
    user.profession?.name ?? null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** How many villages an option names before 'dan N lainnya' (a phone's picker is narrow). */
const VILLAGES_NAMED = 3;

/** '40132 · Lebak Gede, Lebak Siliwangi'; '40121 · Cicadas, Cikutra, Padasuka, dan 2 lainnya'. */
export function zipcodeLabel({ zipcode, villages }: Zipcode): string {
  if (villages.length === 0) return zipcode;
  const named = villages.slice(0, VILLAGES_NAMED).join(', ');
  const more = villages.length - VILLAGES_NAMED;
  return `${zipcode} · ${more > 0 ? `${named}, dan ${more} lainnya` : named}`;
}

export function ProfileForm() {
  const user = useGetUserQuery();
  const [input, setInput] = useState<ProfileInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileInput>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const provinces = useGetProvincesQuery();
  const cities = useGetCitiesQuery(input.provinceId || skipToken);
  const districts = useGetDistrictsQuery(input.cityId || skipToken);
  const zipcodes = useGetZipcodesQuery(input.districtId || skipToken);
  const professions = useGetProfessionsQuery();
  const [save, { isLoading }] = useUpdateProfileMutation();

  const loadedId = user.data?.id;
  useEffect(() => {
    if (user.data) setInput(fromUser(user.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);

  // The district's only postcode is chosen for the member (not over one they had).
  const onlyZipcode = zipcodes.data?.results.length === 1 ? zipcodes.data.results[0]!.zipcode : null;
  useEffect(() => {
    if (onlyZipcode) setInput((prev) => (prev.zipcode === '' ? { ...prev, zipcode: onlyZipcode } : prev));
  }, [onlyZipcode]);

  if (user.isLoading) return <Skeleton height={240} />;
  if (user.error || !user.data) return <QueryError error={user.error} onRetry={user.refetch} />;

  const set = (patch: Partial<ProfileInput>) => {
    setSuccess(null);
    setInput((prev) => ({ ...prev, ...patch }));
    // What the member just chose no longer carries the last submit's complaint.
    setErrors((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(patch) as Array<keyof ProfileInput>) if (patch[key]) delete next[key];
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    setFailure(null);
    const found = validateProfile(input, zipcodeChoices.length > 0);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await save({ ...input, zipcode: input.zipcode.trim() });
    if ('error' in result) {
      setErrors(fieldErrors(result.error));
      setFailure(errorMessage(result.error, 'Gagal menyimpan data diri. Coba lagi.'));
      return;
    }
    setSuccess('Data diri berhasil disimpan.');
  };

  const listError = provinces.error ?? cities.error ?? districts.error ?? zipcodes.error ?? professions.error;
  // Typed only when the SSO answered for this district with no postcode, or could not answer.
  const zipcodeChoices = input.districtId && !zipcodes.isFetching ? (zipcodes.data?.results ?? []) : [];
  const typeZipcode = Boolean(input.districtId) && !zipcodes.isFetching && (zipcodes.isError || zipcodeChoices.length === 0);
  const summary = profileSummary(user.data);

  return (
    <form onSubmit={submit} noValidate className={forms.form} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={forms.formTitle}>
        Data Diri
      </h2>
      <p className={forms.hint} data-testid="profile-summary">
        {summary ? `Tersimpan: ${summary}` : 'Belum ada alamat dan profesi.'}
      </p>
      <SelectField
        label="Provinsi"
        placeholder={provinces.isLoading ? 'Memuat…' : 'Pilih provinsi'}
        options={provinces.data?.results ?? []}
        value={input.provinceId}
        onChange={(e) => set({ provinceId: e.target.value, cityId: '', districtId: '', zipcode: '' })}
        error={errors.provinceId}
        autoComplete="address-level1"
      />
      <SelectField
        label="Kota/Kabupaten"
        placeholder={!input.provinceId ? 'Pilih provinsi dahulu' : cities.isFetching ? 'Memuat…' : 'Pilih kota/kabupaten'}
        options={input.provinceId ? (cities.data?.results ?? []) : []}
        value={input.cityId}
        disabled={!input.provinceId}
        onChange={(e) => set({ cityId: e.target.value, districtId: '', zipcode: '' })}
        error={errors.cityId}
        autoComplete="address-level2"
      />
      <SelectField
        label="Kecamatan"
        placeholder={!input.cityId ? 'Pilih kota/kabupaten dahulu' : districts.isFetching ? 'Memuat…' : 'Pilih kecamatan'}
        options={input.cityId ? (districts.data?.results ?? []) : []}
        value={input.districtId}
        disabled={!input.cityId}
        onChange={(e) => set({ districtId: e.target.value, zipcode: '' })}
        error={errors.districtId}
        autoComplete="address-level3"
      />
      {typeZipcode ? (
        <Field
          label="Kode pos"
          name="zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={input.zipcode}
          onChange={(e) => set({ zipcode: e.target.value.replace(/\D/g, '') })}
          error={errors.zipcode}
          hint={zipcodes.isError ? 'Daftar kode pos tidak dapat dimuat. Ketik 5 angka kode pos kamu.' : 'Kode pos kecamatan ini belum ada di daftar. Ketik 5 angka kode pos kamu.'}
        />
      ) : (
        <SelectField
          label="Kode pos"
          name="zipcode"
          placeholder={!input.districtId ? 'Pilih kecamatan dahulu' : zipcodes.isFetching ? 'Memuat…' : 'Pilih kode pos'}
          options={zipcodeChoices.map((z) => ({ id: z.zipcode, name: zipcodeLabel(z) }))}
          value={input.zipcode}
          disabled={!input.districtId || zipcodes.isFetching}
          onChange={(e) => set({ zipcode: e.target.value })}
          error={errors.zipcode}
          hint={zipcodeChoices.length > 1 ? 'Pilih sesuai kelurahan/desa kamu.' : undefined}
          autoComplete="postal-code"
        />
      )}
      <SelectField
        label="Profesi"
        placeholder={professions.isLoading ? 'Memuat…' : 'Pilih profesi'}
        options={professions.data?.results ?? []}
        value={input.professionId}
        onChange={(e) => set({ professionId: e.target.value })}
        error={errors.professionId}
      />
      {listError ? (
        <QueryError
          error={listError}
          onRetry={() => {
            for (const list of [provinces, cities, districts, zipcodes, professions]) if (list.error) void list.refetch();
          }}
        />
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Menyimpan…' : 'Simpan Data Diri'}
      </Button>
      <FormStatus success={success} error={failure} />
    </form>
  );
}
