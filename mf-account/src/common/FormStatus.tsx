// The outcome line under a settings or membership form. The fields themselves are
// shared-contracts' Field, SelectField's FieldFrame and OtpField (one home with the shell's
// recovery pages).
import forms from './forms.module.css';

/** The outcome line under a form: announced politely on success, assertively on failure. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <>
      <p role="status" className={forms.success}>
        {success ?? ''}
      </p>
      {error ? (
        <p role="alert" className={forms.formError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
