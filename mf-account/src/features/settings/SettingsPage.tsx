// /account/setting: photo, name, the profile (address, profession), email, phone, password and reminders, each its own form.
import { PageHeading } from 'shared-kit';
import { EmailForm, PhoneForm } from './ContactForms';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PhotoForm } from './PhotoForm';
import { DevicesLink } from './DevicesLink';
import { ProfileForm } from './ProfileForm';
import { RemindersForm } from './RemindersForm';

export function SettingsPage() {
  return (
    <>
      <PageHeading>Pengaturan Profil</PageHeading>
      <PhotoForm />
      <NameForm />
      <ProfileForm />
      <EmailForm />
      <PhoneForm />
      <PasswordForm />
      <RemindersForm />
      <DevicesLink />
    </>
  );
}
