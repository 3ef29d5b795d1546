import {
  type ErrorCode,
  type ErrorParams,
  errorResponseSchema,
  formatErrorMessage,
} from '@dating/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** HTTP status of each error code (docs/architecture.md#error-shape). */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PASSWORD_INCORRECT: 400,
  ACCOUNT_BLOCKED: 403,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  ONBOARDING_REQUIRED: 403,
  ORIGIN_MISMATCH: 403,
  ADMIN_TARGET: 403,
  NOT_FOUND: 404,
  GIFT_NOT_OWNED: 404,
  NOTHING_TO_UNDO: 409,
  USERNAME_TAKEN: 409,
  BOOST_ACTIVE: 409,
  ALREADY_SWIPED: 409,
  ALREADY_DECIDED: 409,
  REQUEST_IN_PROGRESS: 409,
  ONBOARDING_ALREADY_COMPLETE: 409,
  NOT_ENOUGH_COINS: 422,
  WITHDRAWAL_MAXIMUM: 422,
  RATE_LIMITED: 429,
  SEARCH_LOCATION_RATE_LIMITED: 429,
  INTERNAL: 500,
  ACCOUNT_DELETED: 409,
  KYC_PENDING: 409,
  ALREADY_VERIFIED: 409,
  CHALLENGES_INVALID: 400,
  KYC_REASON_REQUIRED: 400,
  IMPERSONATION_READ_ONLY: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  FILE_TOO_LARGE: 413,
  IMAGE_FORMAT_UNSUPPORTED: 400,
  VOICE_NOTE_INVALID: 400,
  BALANCE_MAXIMUM: 422,
  FOUR_EYES_SAME_ADMIN: 409,
  FOUR_EYES_AMOUNT_MISMATCH: 409,
  ITEM_CLAIMED: 409,
  PAYOUT_REFERENCE_REQUIRED: 400,
  BALANCE_NEGATIVE: 422,
  PHOTO_LIMIT: 409,
  PUSH_DEVICE_TAKEN: 409,
  AMOUNT_REASON_REQUIRED: 400,
};

/** A refusal a service raises; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, params?: ErrorParams, status?: number) {
    super(formatErrorMessage(code, params));
    this.code = code;
    this.params = params;
    this.status = status ?? STATUS_BY_CODE[code] ?? 400;
  }
}

export function errorBody(code: ErrorCode, message: string, params?: ErrorParams) {
  return { error: params ? { code, message, params } : { code, message } };
}

/** A 400 VALIDATION_FAILED with its own message, naming the field when there is one. */
export function validationError(message: string, field?: string): AppError {
  const error = new AppError('VALIDATION_FAILED', field ? { field } : undefined);
  error.message = message;
  return error;
}

/** @fastify/multipart's refusals of a form with too many files, fields or parts. */
const FORM_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Fastify's own refusals before any route is found (the `frameworkErrors` option), in the API's
 * error shape. Fixed messages: the address the client sent is never echoed back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'This address is not a valid URL: it has a malformed % escape.';
    return reply.status(400).send(errorBody('VALIDATION_FAILED', message));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = 'A part of this address is too long.';
    return reply.status(414).send(errorBody('VALIDATION_FAILED', message));
  }
  request.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send(errorBody('INTERNAL', formatErrorMessage('INTERNAL')));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = first?.message ?? formatErrorMessage('VALIDATION_FAILED');
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', message, field ? { field } : undefined));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send(errorBody('FILE_TOO_LARGE', formatErrorMessage('FILE_TOO_LARGE')));
    }
    if (FORM_LIMIT_CODES.has(error.code)) {
      const message = 'This form has too many files or fields.';
      return reply.status(413).send(errorBody('VALIDATION_FAILED', message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', formatErrorMessage('RATE_LIMITED')));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, body too large, unsupported media type...: the client's fault.
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(error.statusCode).send(errorBody(code, error.message));
    }
    // 5xx: log everything, reveal nothing.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', formatErrorMessage('INTERNAL')));
  });
}

/** The error answers any route may give, for route schemas (and so the OpenAPI document). */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
