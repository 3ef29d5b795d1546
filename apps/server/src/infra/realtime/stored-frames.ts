import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * How long a stored event stays readable: every process reads it within milliseconds of its
 * NOTIFY; a minute covers a process that stalls, and then the next store deletes it.
 */
const KEEP_SECONDS = 60;

/**
 * Keeps an event payload too long for one NOTIFY (realtime_frames, migration 0031_calls.sql)
 * and answers its id; older ones go in the same statement, so the table stays a few rows.
 */
export async function storeFrame(db: Db, payload: string): Promise<string> {
  const result = await db.execute(sql`
    with swept as (
      delete from realtime_frames
      where created_at < now() - make_interval(secs => ${KEEP_SECONDS})
    )
    insert into realtime_frames (payload) values (${payload}) returning id`);
  const [row] = rowsOf<{ id: string }>(result);
  if (!row) throw new Error('realtime frame not stored');
  return row.id;
}

/** A stored event's payload, or null once it has been swept. */
export async function loadFrame(db: Db, id: string): Promise<string | null> {
  const result = await db.execute(sql`select payload from realtime_frames where id = ${id}`);
  return rowsOf<{ payload: string }>(result)[0]?.payload ?? null;
}
