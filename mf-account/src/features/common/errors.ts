// Turning RTK Query errors into what a member reads: the backend's own Indonesian message
// where it sent one, else a plain Indonesian sentence per failure kind.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type QueryError = FetchBaseQueryError | SerializedError | undefined | null;

export const GENERIC_ERROR = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';
export const NETWORK_ERROR = 'Tidak dapat terhubung. Periksa koneksi internet kamu lalu coba lagi.';
export const SESSION_EXPIRED = 'Sesi kamu telah berakhir. Silakan masuk kembali.';

interface ErrorBodyLike {
  errorCode?: unknown;
  message?: unknown;
  data?: unknown;
}

function isFetchError(error: QueryError): error is FetchBaseQueryError {
  return Boolean(error && typeof error === 'object' && 'status' in error);
}

export function errorStatus(error: QueryError): number | null {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : null;
}

export function isUnauthorized(error: QueryError): boolean {
  return errorStatus(error) === 401;
}

function bodyOf(error: QueryError): ErrorBodyLike | null {
  if (!isFetchError(error) || typeof error.status !== 'number') return null;
  const data = error.data;
  return data && typeof data === 'object' ? (data as ErrorBodyLike) : null;
}

export function errorCode(error: QueryError): string | null {
  const code = bodyOf(error)?.errorCode;
  return typeof code === 'string' ? code : null;
}

export function errorMessage(error: QueryError, fallback: string = GENERIC_ERROR): string {
  if (!error) return fallback;
  if (isUnauthorized(error)) return SESSION_EXPIRED;
  if (isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) return NETWORK_ERROR;
  const status = errorStatus(error);
  // Server faults carry no advice a member can act on: keep to the one sentence of the spec.
  if (status !== null && status >= 500) return GENERIC_ERROR;
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** Field messages of a 400 INVALID_PARAMETER body: {data: {issues: [{path, message}]}}. */
export function fieldErrorsOf(error: QueryError): Record<string, string> {
  const data = bodyOf(error)?.data;
  const issues = data && typeof data === 'object' ? (data as { issues?: unknown }).issues : undefined;
  const out: Record<string, string> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues) {
    if (issue && typeof issue === 'object') {
      const { path, message } = issue as { path?: unknown; message?: unknown };
      if (typeof path === 'string' && typeof message === 'string' && !(path in out)) out[path] = message;
    }
  }
  return out;
}
