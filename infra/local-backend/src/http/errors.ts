// One error body for both services: {errorCode, message (Indonesian), data}.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { ERROR_TEXTS, type ErrorCode } from 'shared-contracts/core';
import type { ErrorBody } from 'shared-contracts/schemas';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    /** The code's text (ERROR_TEXTS), or a more specific sentence of the situation. */
    message: string = ERROR_TEXTS[errorCode],
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (what: string, data: unknown = null) =>
  new ApiError(404, 'NOT_FOUND', `${what} tidak ditemukan.`, data);

export function issuesOf(error: ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export function invalidInput(error: ZodError, message: string = ERROR_TEXTS.INVALID_PARAMETER): ApiError {
  return new ApiError(400, 'INVALID_PARAMETER', message, { issues: issuesOf(error) });
}

/** Parses query/body/params with a zod schema; malformed input becomes a 400 error body. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

function body(errorCode: ErrorCode, message: string = ERROR_TEXTS[errorCode], data: unknown = null): ErrorBody {
  return { errorCode, message, data };
}

const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_BODY', ERROR_TEXTS.INVALID_BODY],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_BODY', 'Data tidak boleh kosong.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', ERROR_TEXTS.PAYLOAD_TOO_LARGE],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', ERROR_TEXTS.UNSUPPORTED_MEDIA_TYPE],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['INVALID_BODY', 'Panjang data tidak sesuai.'],
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(body(error.errorCode, error.message, error.data));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(body('INVALID_PARAMETER', ERROR_TEXTS.INVALID_PARAMETER, { issues: issuesOf(error) }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const [code, message] = FASTIFY_CLIENT_ERRORS[error.code] ?? ['BAD_REQUEST', ERROR_TEXTS.BAD_REQUEST];
      return reply.status(status).send(body(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', ERROR_TEXTS.NOT_FOUND, { path: request.url.split('?')[0] }));
  });
}
