// Reading RTK Query errors: the HTTP status and the backend's Indonesian message.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

export interface ErrorInfo {
  status: number | null;
  errorCode: string | null;
  message: string | null;
  data: unknown;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function errorInfo(error: QueryError): ErrorInfo {
  if (!error || !('status' in error)) return { status: null, errorCode: null, message: null, data: null };
  const status = typeof error.status === 'number' ? error.status : null;
  const body = isRecord(error.data) ? error.data : null;
  return {
    status,
    errorCode: typeof body?.errorCode === 'string' ? body.errorCode : null,
    message: typeof body?.message === 'string' && body.message ? body.message : null,
    data: body?.data ?? null,
  };
}

export function isNotFound(error: QueryError): boolean {
  return errorInfo(error).status === 404;
}

export const GENERIC_ERROR = 'Terjadi kesalahan saat memuat data. Periksa koneksi kamu lalu coba lagi.';
