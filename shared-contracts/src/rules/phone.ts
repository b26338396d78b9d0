// Phone numbers: accept 08…, 62… and +62…; store +62…; show '+62 812-3456-7890'. A rule of
// the contract, not a kit formatter: the schemas store the normalised form and the servers
// show it (shared-contracts/core), and the shown form is that stored form, grouped.
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

export function formatPhone(stored: string): string {
  const normalized = normalizePhone(stored);
  if (!normalized) return stored;
  const n = normalized.slice(3);
  const groups = [n.slice(0, 3), n.slice(3, 7), n.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}
