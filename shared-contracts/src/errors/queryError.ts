// The one reader of RTK Query errors for every app: the HTTP status, the error body
// ({errorCode, message, data}) and the Indonesian sentence a person reads.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '../schemas/common';
import { isPageNotFoundStatus, ssrFailureStatus } from '../ssr/failure';
import { STRINGS } from '../strings';
import { ERROR_TEXTS, isErrorCode } from './codes';

export type QueryError = FetchBaseQueryError | SerializedError | undefined | null;

export interface ErrorInfo {
  /** The HTTP status, when the call got an answer. */
  status: number | null;
  errorCode: string | null;
  /** The backend's own (Indonesian) message, when it sent one. */
  message: string | null;
  /** The body's `data`. */
  data: unknown;
}

function isFetchError(error: QueryError): error is FetchBaseQueryError {
  return Boolean(error && typeof error === 'object' && 'status' in error);
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The HTTP status of a failed call (also of an answer that was not JSON); null when none came. */
export function errorStatus(error: QueryError): number | null {
  if (!isFetchError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

/** Whether the call never got an answer (offline, refused, timed out). */
export function isNetworkError(error: QueryError): boolean {
  return isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

export const isNotFound = (error: QueryError): boolean => errorStatus(error) === 404;
export const isUnauthorized = (error: QueryError): boolean => errorStatus(error) === 401;

/**
 * Whether a page whose own (main) call failed this way does not exist: the 404 view in the
 * browser, as the server answers it 404 (isPageNotFoundStatus, the rule ssrFailureStatus uses).
 */
export const isPageNotFound = (error: QueryError): boolean => isPageNotFoundStatus(errorStatus(error));

/**
 * The status a page answers with when its own data failed: the call's status; 503 when no
 * answer came (a server-side problem, not a missing page); `fallback` otherwise.
 */
export function pageStatusOf(error: QueryError, fallback = 404): number {
  return errorStatus(error) ?? (isNetworkError(error) ? 503 : fallback);
}

/**
 * Whether upstream gave no answer: the call got none (offline, refused, timed out, a loader
 * that threw), or the BFF's upstream client answered for an upstream that did not
 * (UPSTREAM_UNAVAILABLE: unreachable or its circuit breaker open; UPSTREAM_TIMEOUT).
 */
export function isNoUpstreamAnswer(error: QueryError): boolean {
  if (errorStatus(error) === null) return true;
  const code = errorCode(error);
  return code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_TIMEOUT';
}

/**
 * The HTTP status of a page whose own data failed, for every app's server render: 503 when
 * upstream gave no answer (isNoUpstreamAnswer), else ssrFailureStatus of the call's status
 * (404 for a page that does not exist, an upstream 5xx as it is, 502 for another answer).
 */
export function pageFailureStatus(error: QueryError): number {
  return isNoUpstreamAnswer(error) ? 503 : ssrFailureStatus(errorStatus(error));
}

export function errorInfo(error: QueryError): ErrorInfo {
  const status = errorStatus(error);
  const body = isFetchError(error) && isRecord(error.data) ? error.data : null;
  return {
    status,
    errorCode: typeof body?.errorCode === 'string' ? body.errorCode : null,
    message: typeof body?.message === 'string' && body.message.trim() ? body.message : null,
    data: body?.data ?? null,
  };
}

export const errorCode = (error: QueryError): string | null => errorInfo(error).errorCode;

/** The backend's error body, when the failure carried one (an object with a string errorCode). */
export function errorBodyOf(error: QueryError): ErrorBody | null {
  if (!isFetchError(error) || !isRecord(error.data) || typeof error.data.errorCode !== 'string') return null;
  return error.data as ErrorBody;
}

/** The contract's text of the error's code (ERROR_TEXTS), when the code is one of ours. */
export function codeText(error: QueryError): string | null {
  const code = errorCode(error);
  return isErrorCode(code) ? ERROR_TEXTS[code] : null;
}

/**
 * An Indonesian explanation of a failed call: no answer → the 'cannot connect' sentence;
 * 401 → the session ended; a server fault → the spec's generic sentence; a refusal → the
 * backend's own message, else `fallback`.
 */
export function errorMessage(error: QueryError, fallback: string = STRINGS.errorFallbackText): string {
  if (!error) return fallback;
  if (isNetworkError(error)) return STRINGS.networkError;
  const status = errorStatus(error);
  if (status === 401) return STRINGS.sessionEnded;
  // Server faults carry no advice a person can act on: keep to the one sentence of the spec.
  if (status !== null && status >= 500) return STRINGS.errorFallbackText;
  // An answer that was not JSON (an HTML error document) says nothing to show.
  if (isFetchError(error) && error.status === 'PARSING_ERROR') return STRINGS.errorFallbackText;
  return errorInfo(error).message ?? fallback;
}

/** Field messages of a 400 INVALID_PARAMETER body ({data: {issues: [{path, message}]}}), first per field. */
export function fieldErrors(error: QueryError): Record<string, string> {
  const data = errorInfo(error).data;
  const issues = isRecord(data) ? data.issues : undefined;
  const out: Record<string, string> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues) {
    if (!isRecord(issue)) continue;
    const { path, message } = issue;
    if (typeof path === 'string' && path && typeof message === 'string' && !(path in out)) out[path] = message;
  }
  return out;
}
