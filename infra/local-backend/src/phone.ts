// Indonesian mobile numbers: accept 08…, 62… and +62…; store +62… (LOCALE.md).
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  let national: string;
  if (/^\+62\d+$/.test(digits)) national = digits.slice(3);
  else if (/^62\d+$/.test(digits)) national = digits.slice(2);
  else if (/^0\d+$/.test(digits)) national = digits.slice(1);
  else return null;
  if (!/^8\d{8,11}$/.test(national)) return null;
  return `+62${national}`;
}
