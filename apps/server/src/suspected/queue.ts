import type {
  SuspectedItem,
  SuspectedQuery,
  SuspectedResponse,
  SuspectedSignal,
} from '@dating/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorTimestamp, decodeKeys, encodeKeys, keysetPage } from '../admin/index.js';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { storageUrlOrNull } from '../infra/storage/index.js';
import { iso } from './signals/types.js';

type Row = {
  user_id: string;
  username: string;
  first_name: string | null;
  avatar_url: string | null;
  is_blocked: boolean;
  role: 'user' | 'admin';
  joined: Date | string;
  score: number;
  state: 'open' | 'resolved';
  signals: SuspectedSignal[] | string;
  flagged_at: Date | string;
  flagged_key: string;
  resolved_at: Date | string | null;
  resolved_key: string;
  resolver_id: string | null;
  resolver: string | null;
  resolution: string | null;
  blocked_reason: string | null;
};

const openCursor = z.object({ score: z.number().int(), at: cursorTimestamp, id: z.uuid() });
const resolvedCursor = z.object({ at: cursorTimestamp, id: z.uuid() });

/** Rows of the Suspected queue with their member and resolver (`f` is a queue row). */
export function itemsQuery(where: SQL, order: SQL, limit: number) {
  return sql`
    select f.user_id::text, p.username, p.first_name, p.avatar_url, p.is_blocked, p.role,
      a.created_at as joined, f.score, f.state, f.signals, f.flagged_at,
      f.flagged_at::text as flagged_key, f.resolved_at,
      coalesce(f.resolved_at, '-infinity')::text as resolved_key,
      f.resolved_by::text as resolver_id, r.username as resolver, f.resolution, f.blocked_reason
    from suspected_members f
    join user_profiles p on p.user_id = f.user_id
    join accounts a on a.id = f.user_id
    left join accounts r on r.id = f.resolved_by
    where ${where}
    order by ${order}
    limit ${limit}`;
}

export function toItem(row: Row): SuspectedItem {
  const resolvedBy =
    row.resolver_id && row.resolver ? { id: row.resolver_id, username: row.resolver } : null;
  return {
    user: {
      id: row.user_id,
      username: row.username,
      first_name: row.first_name,
      avatar_url: storageUrlOrNull('media', row.avatar_url),
      is_blocked: row.is_blocked,
      role: row.role,
      created_at: iso(row.joined),
    },
    score: Number(row.score),
    state: row.state,
    signals: typeof row.signals === 'string' ? JSON.parse(row.signals) : row.signals,
    flagged_at: iso(row.flagged_at),
    resolved_at: row.resolved_at ? iso(row.resolved_at) : null,
    resolved_by: resolvedBy,
    resolution: row.resolution,
    blocked: row.blocked_reason !== null,
  };
}

/**
 * The Suspected queue: open members by score, highest first (then the longest waiting), or
 * resolved ones, most recently resolved first; keyset pages as the Reports queue pages
 * (decision 025), so decisions on one page never push a member past the next.
 */
export async function suspectedQueue(
  db: Queryable,
  query: SuspectedQuery,
): Promise<SuspectedResponse> {
  const open = query.state === 'open';
  let after = sql`true`;
  if (open) {
    const c = decodeKeys(openCursor, query.cursor);
    if (c)
      after = sql`(-f.score, f.flagged_at, f.user_id) > (${-c.score}, ${c.at}::timestamptz, ${c.id}::uuid)`;
  } else {
    const c = decodeKeys(resolvedCursor, query.cursor);
    if (c)
      after = sql`(coalesce(f.resolved_at, '-infinity'), f.user_id) < (${c.at}::timestamptz, ${c.id}::uuid)`;
  }
  const state = sql`f.state = ${query.state}`;
  const order = open
    ? sql`f.score desc, f.flagged_at asc, f.user_id asc`
    : sql`coalesce(f.resolved_at, '-infinity') desc, f.user_id desc`;
  const result = rowsOf<Row>(
    await db.execute(itemsQuery(sql`${state} and ${after}`, order, query.limit + 1)),
  );
  const page = keysetPage(result, query.limit, (last) =>
    open
      ? encodeKeys({ score: Number(last.score), at: last.flagged_key, id: last.user_id })
      : encodeKeys({ at: last.resolved_key, id: last.user_id }),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from suspected_members f where ${state}`),
  );
  return {
    items: page.items.map(toItem),
    total: Number(counted?.total ?? 0),
    next_cursor: page.next_cursor,
  };
}
