import type { AdminKycQuery } from '@dating/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorTimestamp, decodeKeys, encodeKeys, keysetPage } from '../admin/index.js';
import type { Db } from '../infra/db/client.js';
import { kycRequests } from '../infra/db/schema.js';
import { type KycOrder, kycRisk, loadKycItems } from './admin-kyc-load.js';

/**
 * The list's keyset cursor: the last request's created_at (as PostgreSQL prints it) and id, and
 * in the risk order its risk.
 */
const kycCursor = z.object({
  at: cursorTimestamp,
  id: z.uuid(),
  risk: z.number().int().optional(),
});
type KycCursor = z.infer<typeof kycCursor>;

function orderOf(query: AdminKycQuery): KycOrder {
  if (query.sort === 'risk') return 'risk';
  return query.sort === 'oldest' || query.status === 'pending' ? 'oldest' : 'newest';
}

/** Requests after the cursor's in the order. */
function afterCursor(order: KycOrder, cursor: KycCursor): SQL {
  const keys = sql`(${kycRequests.createdAt}, ${kycRequests.id})`;
  const at = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  if (order === 'newest') return sql`${keys} < ${at}`;
  if (order === 'oldest' || cursor.risk === undefined) return sql`${keys} > ${at}`;
  return sql`(${kycRisk} < ${cursor.risk} or (${kycRisk} = ${cursor.risk} and ${keys} > ${at}))`;
}

/**
 * GET /api/admin/kyc: the open queue (pending) oldest first, so the longest wait is decided
 * first; decided requests and the unfiltered list newest first; `sort=oldest` or `sort=risk`
 * (the faces' risk first: faces/kyc-faces.ts) on request. Paged by keyset (decision 025): a page
 * starts after the last request of the one before, so decisions never make the next page skip a
 * request. In the risk order a request whose analysis lands between two pages can move across
 * the cut: the risk is read when each page is.
 */
export async function listKyc(db: Db, query: AdminKycQuery) {
  const order = orderOf(query);
  const cursor = query.cursor ? decodeKeys(kycCursor, query.cursor) : null;
  const rows = await loadKycItems(
    db,
    and(
      query.status ? eq(kycRequests.status, query.status) : undefined,
      cursor ? afterCursor(order, cursor) : undefined,
    ),
    query.limit + 1,
    order,
  );
  const page = keysetPage(rows, query.limit, (last) =>
    encodeKeys(order === 'risk' ? last.key : { at: last.key.at, id: last.key.id }),
  );
  return { items: page.items.map((r) => r.item), next_cursor: page.next_cursor };
}
