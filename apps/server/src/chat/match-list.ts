import type { CallOutcome, MatchListItem, MessageKind } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { storageUrl } from '../infra/storage/index.js';
import { withMedia } from './media-url.js';

type MatchListRow = {
  id: string;
  created_at: string | Date;
  other_id: string;
  first_name: string | null;
  avatar_url: string | null;
  is_verified: boolean;
  last_id: string | null;
  last_sender_id: string | null;
  last_content: string | null;
  last_client_id: string | null;
  last_created_at: string | Date | null;
  last_kind: MessageKind | null;
  last_duration_ms: number | null;
  last_heard: boolean | null;
  last_call_outcome: CallOutcome | null;
  unread_count: number | string;
  other_last_read: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** The member's matches, newest activity first, with last message and unread count. */
export async function listMatches(db: Db, userId: string): Promise<MatchListItem[]> {
  const result = await db.execute(sql`
    select m.id, m.created_at, p.user_id as other_id, p.first_name, p.avatar_url, p.is_verified,
      last.id as last_id, last.sender_id as last_sender_id, last.content as last_content,
      last.client_id as last_client_id, last.created_at as last_created_at,
      last.kind as last_kind, last.duration_ms as last_duration_ms, last.heard_at is not null as last_heard,
      last.call_outcome as last_call_outcome,
      (select count(*)::int from messages u
        where u.match_id = m.id and u.sender_id <> ${userId}
          -- A call line counts only when it was missed (as it pushes: message_send.sql).
          and (u.kind <> 'call' or u.call_outcome in ('missed', 'cancelled', 'busy'))
          and u.seq > coalesce((select lm.seq from match_reads r join messages lm on lm.id = r.last_read_message_id
                                where r.match_id = m.id and r.user_id = ${userId}), 0)) as unread_count,
      (select r.last_read_message_id from match_reads r where r.match_id = m.id and r.user_id = p.user_id) as other_last_read
    from matches m
    join user_profiles p on p.user_id = case when m.user_1_id = ${userId} then m.user_2_id else m.user_1_id end
    left join lateral (
      select id, sender_id, content, client_id, created_at, kind, duration_ms, heard_at, call_outcome
      from messages
      where match_id = m.id order by seq desc limit 1
    ) last on true
    where (m.user_1_id = ${userId} or m.user_2_id = ${userId}) and not p.is_blocked
    -- An opener is dated when its like was sent, before the match: the match's time counts too.
    order by greatest(last.created_at, m.created_at) desc
    limit 500`);
  return rowsOf<MatchListRow>(result).map((r) => ({
    id: r.id,
    other: {
      user_id: r.other_id,
      first_name: r.first_name,
      avatar_url: r.avatar_url ? storageUrl('media', r.avatar_url) : null,
      is_verified: r.is_verified,
    },
    last_message:
      r.last_id && r.last_sender_id && r.last_content !== null && r.last_created_at
        ? withMedia(
            {
              id: r.last_id,
              match_id: r.id,
              sender_id: r.last_sender_id,
              content: r.last_content,
              client_id: r.last_client_id,
              created_at: iso(r.last_created_at),
            },
            r.last_kind ?? 'text',
            r.last_duration_ms,
            r.last_heard === true,
            r.last_call_outcome,
          )
        : null,
    unread_count: Number(r.unread_count),
    other_last_read_message_id: r.other_last_read,
    created_at: iso(r.created_at),
  }));
}
