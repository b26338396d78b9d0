// The BFF's own answers to requests it refuses (JSON bodies for machines, the site's error
// page for browsers): the contract's error codes and their texts (ERROR_TEXTS).
import { ERROR_TEXTS, type ErrorCode } from 'shared-contracts/core';

export const BFF_MESSAGES = {
  crossOrigin: ERROR_TEXTS.CROSS_ORIGIN_REFUSED,
  badPath: ERROR_TEXTS.BAD_PATH,
  unsupportedBody: ERROR_TEXTS.UNSUPPORTED_MEDIA_TYPE,
  badRequest: ERROR_TEXTS.BAD_REQUEST,
  notFound: ERROR_TEXTS.NOT_FOUND,
  upstreamUnavailable: ERROR_TEXTS.UPSTREAM_UNAVAILABLE,
} as const;

export interface BffErrorBody {
  errorCode: ErrorCode;
  message: string;
  data: null;
}

/** The error body both upstream services use, for answers the BFF gives itself: the code's text. */
export function errorBody(errorCode: ErrorCode, message: string = ERROR_TEXTS[errorCode]): BffErrorBody {
  return { errorCode, message, data: null };
}
