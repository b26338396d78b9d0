// Reading RTK Query errors: the HTTP status and the backend's error body ({errorCode, message, data}).
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from 'shared-contracts/schemas';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** Status of a failed call; network failures count as 503 (a server-side problem, not a missing page). */
export function errorStatus(error: QueryError, fallback = 404): number {
  if (error && 'status' in error) {
    if (typeof error.status === 'number') return error.status;
    // e.g. the site's HTML 404 document where JSON was expected.
    if (error.status === 'PARSING_ERROR') return error.originalStatus;
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 503;
  }
  return fallback;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { errorCode?: unknown }).errorCode === 'string';
}

/** The backend's error body, when the failure carried one. */
export function errorBody(error: QueryError): ErrorBody | null {
  if (error && 'status' in error && isErrorBody(error.data)) return error.data;
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
