import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../errors.js';

export const errorCodeSchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]);

/** The error body of every non-2xx answer (API.md "Errors"). */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const uuidSchema = z.uuid();
