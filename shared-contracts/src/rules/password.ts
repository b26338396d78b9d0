// The rules a new password must meet: one list that the SSO's request schemas
// (NewPasswordSchema) check and that the site's forms show, ticked, as the member types.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit';
  /** What the checklist shows ('Minimal 8 karakter'). */
  label: string;
  /** The refusal when the rule is not met. */
  message: string;
  /** The rule as a pattern (pages without the bundle check it with the same source). */
  pattern: RegExp;
  test: (password: string) => boolean;
}

const rule = (id: PasswordRule['id'], label: string, message: string, pattern: RegExp): PasswordRule => ({
  id,
  label,
  message,
  pattern,
  test: (p) => pattern.test(p),
});

export const PASSWORD_RULES: readonly PasswordRule[] = [
  rule('length', `Minimal ${PASSWORD_MIN_LENGTH} karakter`, `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`, new RegExp(`^[\\s\\S]{${PASSWORD_MIN_LENGTH},}$`)),
  rule('letter', 'Berisi huruf', 'Kata sandi harus berisi huruf', /[A-Za-z]/),
  rule('digit', 'Berisi angka', 'Kata sandi harus berisi angka', /\d/),
];

/** The first rule a new password breaks, as its message; undefined when it meets them all. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Kata sandi wajib diisi';
  if (password.length > PASSWORD_MAX_LENGTH) return `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`;
  return PASSWORD_RULES.find((r) => !r.test(password))?.message;
}
