import type { AdminKycQuery } from '@dating/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorTimestamp, decodeKeys, encodeKeys, keysetPage } from '../admin/index.js';
import type { Db } from '../infra/db/client.js';
import { kycRequests } from '../infra/db/schema.js';
import { loadKycItems } from './admin-kyc-load.js';

/** The list's keyset cursor: the last request's created_at (as PostgreSQL prints it) and id. */
const kycCursor = z.object({ at: cursorTimestamp, id: z.uuid() });

/**
 * GET /api/admin/kyc: the open queue (pending) oldest first, so the longest wait is decided
 * first; decided requests and the unfiltered list newest first. Paged by keyset (decision
 * 025): a page starts after the last request of the one before, so decisions never make the
 * next page skip a request, and nothing is cut off.
 */
export async function listKyc(db: Db, query: AdminKycQuery) {
  const oldestFirst = query.status === 'pending';
  const cursor = query.cursor ? decodeKeys(kycCursor, query.cursor) : null;
  const keys = sql`(${kycRequests.createdAt}, ${kycRequests.id})`;
  const after = cursor
    ? oldestFirst
      ? sql`${keys} > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql`${keys} < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await loadKycItems(
    db,
    and(query.status ? eq(kycRequests.status, query.status) : undefined, after),
    query.limit + 1,
    oldestFirst,
  );
  const page = keysetPage(rows, query.limit, (last) => encodeKeys(last.key));
  return { items: page.items.map((r) => r.item), next_cursor: page.next_cursor };
}
