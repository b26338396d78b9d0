import { TOKEN_EXPIRY_TOLERANCE_SECONDS } from '../constants';

/** Spec §4: expired when exp (seconds) is more than the tolerance in the past. */
export function isTokenExpired(expSeconds: number, nowMs: number = Date.now()): boolean {
  return expSeconds + TOKEN_EXPIRY_TOLERANCE_SECONDS < nowMs / 1000;
}
