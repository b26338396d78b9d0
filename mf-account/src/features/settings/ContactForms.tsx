// The email and phone change forms: OtpChangeForm wired to their endpoints.
import { formatPhone, normalizePhone, useGetUserQuery } from 'shared-contracts';
import { OtpChangeForm } from './OtpChangeForm';
import { VerifyStored } from './VerifyStored';
import {
  useChangeEmailMutation,
  useChangePhoneMutation,
  useSendEmailOtpMutation,
  useSendPhoneOtpMutation,
} from '../../api/settingsApi';
import { validateEmail, validatePhone } from './validation';

export function EmailForm() {
  const { data: user } = useGetUserQuery();
  const [send, sending] = useSendEmailOtpMutation();
  const [confirm, confirming] = useChangeEmailMutation();
  return (
    <OtpChangeForm
      kind="email"
      title="Email"
      label="Email"
      current={user?.email ?? null}
      verified={Boolean(user?.emailVerified)}
      inputType="email"
      autoComplete="email"
      validate={validateEmail}
      normalize={(v) => v.trim().toLowerCase()}
      display={(v) => v}
      verify={<VerifyStored channel="email" noun="email" />}
      send={(email, currentPassword) => send({ email, currentPassword })}
      hasPassword={user?.hasPassword !== false}
      confirm={(email, otp) => confirm({ email, otp })}
      sending={sending.isLoading}
      confirming={confirming.isLoading}
    />
  );
}

export function PhoneForm() {
  const { data: user } = useGetUserQuery();
  const [send, sending] = useSendPhoneOtpMutation();
  const [confirm, confirming] = useChangePhoneMutation();
  return (
    <OtpChangeForm
      kind="phone"
      title="Nomor Handphone"
      label="Nomor handphone"
      current={user?.phone ?? null}
      verified={Boolean(user?.phoneVerified)}
      inputType="tel"
      autoComplete="tel"
      hint="Contoh: 0812 3456 7890"
      validate={validatePhone}
      normalize={(v) => normalizePhone(v) ?? v.trim()}
      display={formatPhone}
      verify={<VerifyStored channel="phone" noun="nomor handphone" />}
      send={(phone, currentPassword) => send({ phone, currentPassword })}
      hasPassword={user?.hasPassword !== false}
      confirm={(phone, otp) => confirm({ phone, otp })}
      sending={sending.isLoading}
      confirming={confirming.isLoading}
    />
  );
}
