import { z } from 'zod';

/**
 * Keyset cursors of the admin lists: the last row's `created_at` exactly as PostgreSQL prints it
 * (microseconds kept, so no row between two milliseconds is skipped) and its id.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const cursorSchema = z.object({ at: z.string().regex(TIMESTAMP), id: z.uuid() });

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
