import type { SuspectedLinkKind } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../infra/db/client.js';

/** One member linked to another account, and what they share. */
export type Link = {
  user_id: string;
  other_id: string;
  other_username: string;
  other_blocked: boolean;
  detail: string;
};

/**
 * A way accounts are linked: its kind and a query answering both directions of each link for
 * flaggable members. A face link (issue 33, another helper's embeddings) is one more file here,
 * added to LINK_SOURCES.
 */
export type LinkSource = { via: SuspectedLinkKind; find: (db: Queryable) => Promise<Link[]> };

/** The other side of a link: a member (a blocked one too: that is telling), not staff or demo. */
export const otherSide = (alias: string) =>
  sql.raw(`${alias}.role = 'user' and not ${alias}.is_demo`);

export const linkColumns = sql.raw(`other.user_id::text as other_id,
  other.username as other_username, other.is_blocked as other_blocked`);
