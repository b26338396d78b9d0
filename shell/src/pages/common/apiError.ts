// RTK Query errors as something a page can act on: the HTTP status (404 → the 404 page)
// and an Indonesian sentence for people. The backend's own `message` is Indonesian
// (ErrorBody), so it is preferred over a generic one.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

export const NETWORK_ERROR_TEXT = 'Tidak dapat terhubung ke server. Periksa koneksi internet kamu lalu coba lagi.';
export const SERVER_ERROR_TEXT = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';

export function errorStatus(error: QueryError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

function bodyMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** An Indonesian explanation of a failed call. */
export function errorText(error: QueryError): string {
  if (!error) return SERVER_ERROR_TEXT;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NETWORK_ERROR_TEXT;
    // The BFF answers unknown /api paths with its HTML 404 document: not a sentence to show.
    if (error.status === 'PARSING_ERROR') return SERVER_ERROR_TEXT;
    if (typeof error.status === 'number' && error.status < 500) return bodyMessage(error.data) ?? SERVER_ERROR_TEXT;
    return SERVER_ERROR_TEXT;
  }
  return SERVER_ERROR_TEXT;
}

/** Field paths the backend rejected (ErrorBody.data.issues[].path), if it said. */
export function rejectedFields(error: QueryError): string[] {
  if (!error || !('status' in error)) return [];
  const data = error.data as { data?: { issues?: Array<{ path?: unknown }> } } | undefined;
  const issues = data?.data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.map((i) => (typeof i.path === 'string' ? i.path : '')).filter(Boolean);
}
