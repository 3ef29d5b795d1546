import { z } from 'zod';
import { LIST_LIMIT_MAX } from '../constants.js';
import { ERROR_MESSAGES, type ErrorCode } from '../errors.js';

export const errorCodeSchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]);

/** The error body of every non-2xx answer (docs/architecture.md#error-shape). */
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

/**
 * Characters that show nothing on their own: white space, control characters, and the default
 * ignorable ones (zero-width space / joiner / non-joiner, word joiner, BOM, soft hyphen,
 * direction marks, variation selectors, Hangul fillers...), plus the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** The text with every invisible character removed: '' when nothing would show. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

export const hasVisibleText = (text: string) => visibleText(text) !== '';

/**
 * A required text field: trimmed, and refused with `message` when empty or made only of
 * invisible characters. What is stored keeps them (Burmese uses joiners inside real words).
 */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().refine(hasVisibleText, { message, abort: true });

/** A list's `limit`: clamped to 1..LIST_LIMIT_MAX, never an error (docs/architecture.md#http-conventions). */
export const clampedLimit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(Math.max(n, 1), LIST_LIMIT_MAX))
    .default(fallback);
