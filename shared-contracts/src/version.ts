/**
 * The mount contract's version. A remote built against another major cannot be
 * promoted: the registry gate compares majors (ARCHITECTURE.md §6).
 */
export const CONTRACT_VERSION = '1.0.0';

export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (!Number.isInteger(major)) throw new Error(`Versi kontrak tidak valid: ${version}`);
  return major;
}
