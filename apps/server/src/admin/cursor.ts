import { z } from 'zod';

/**
 * Keyset cursors of the admin lists: the last row's `created_at` exactly as PostgreSQL prints it
 * (microseconds kept, so no row between two milliseconds is skipped) and its id.
 */
const TIMESTAMP =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(\.\d{1,6})?(?:[+-](?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?|Z)?$/;

/**
 * A time that exists: PostgreSQL refuses `2024-02-30` or `25:00` with an error (a 500 if it got
 * that far), so such a cursor was not made by encodeCursor.
 */
export function isRealTimestamp(value: string): boolean {
  const groups = TIMESTAMP.exec(value)?.groups;
  if (!groups) return false;
  const part = (name: string) => Number(groups[name] ?? 0);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    day <= daysInMonth &&
    part('hour') <= 23 &&
    part('minute') <= 59 &&
    part('second') <= 59 &&
    part('offsetHours') <= 15 &&
    part('offsetMinutes') <= 59
  );
}

const cursorSchema = z.object({ at: z.string().refine(isRealTimestamp), id: z.uuid() });

export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify({ at, id })).toString('base64url');
}

/** The cursor, or null when it was not made by encodeCursor. */
export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A queue cursor of several sort keys (decision 025): the keys of the last row shown, as JSON in
 * base64url; `schema` checks what comes back, so a cursor the server did not make is refused.
 */
export function encodeKeys(keys: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

export function decodeKeys<T>(schema: z.ZodType<T>, value: string | undefined): T | null {
  if (!value) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A timestamp as PostgreSQL prints it (microseconds kept), or `-infinity` (a missing one). */
export const cursorTimestamp = z.string().refine((v) => v === '-infinity' || isRealTimestamp(v));
