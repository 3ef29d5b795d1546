import type { BadgesResponse } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { matchReads } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { blockedBetween } from '../profiles/index.js';
import { findMatchFor } from './queries.js';

type Publish = (event: RealtimeEvent) => Promise<void>;

type BadgesRow = {
  unread_messages: number | string;
  unread_conversations: number | string;
  new_matches: number | string;
  new_likes: number | string;
  safety_notices: number | string;
};

/**
 * The tab bar's counts (docs/product.md#badges). The matches counted are those the chat list
 * shows, each once: by its unread messages, or as new while unopened with nothing unread; the
 * likes those Who Likes You shows (the same filters as discovery's likes()), received after the
 * member last opened that list.
 */
export function createBadgesService(db: Db, publish: Publish) {
  async function badges(userId: string): Promise<BadgesResponse> {
    const result = await db.execute(sql`
      with mine as (
        select m.id,
          (select count(*)::int from messages u
            where u.match_id = m.id and u.sender_id <> ${userId}
              -- A call line counts only when it was missed (as it pushes: message_send.sql).
              and (u.kind <> 'call' or u.call_outcome in ('missed', 'cancelled', 'busy'))
              and u.seq > coalesce((select lm.seq from match_reads r join messages lm on lm.id = r.last_read_message_id
                                    where r.match_id = m.id and r.user_id = ${userId}), 0)) as unread,
          exists (select 1 from match_reads r where r.match_id = m.id and r.user_id = ${userId}) as opened
        from matches m
        join user_profiles p on p.user_id = case when m.user_1_id = ${userId} then m.user_2_id else m.user_1_id end
        where (m.user_1_id = ${userId} or m.user_2_id = ${userId}) and not p.is_blocked
      )
      select
        coalesce((select sum(unread) from mine), 0)::int as unread_messages,
        (select count(*) from mine where unread > 0)::int as unread_conversations,
        -- A new match whose conversation holds unread messages already counts through them.
        (select count(*) from mine where not opened and unread = 0)::int as new_matches,
        (select count(*)::int from swipes s
          join user_profiles liker on liker.user_id = s.swiper_user_id
          where s.swiped_user_id = ${userId} and s.action in ('like', 'superlike')
            and is_discoverable(liker)
            and s.created_at > coalesce((select likes_seen_at from user_profiles where user_id = ${userId}), '-infinity')
            and not exists (select 1 from swipes answer where answer.swiper_user_id = ${userId} and answer.swiped_user_id = s.swiper_user_id)
            and not ${blockedBetween(userId, sql`s.swiper_user_id`)}) as new_likes,
        (select count(*)::int from safety_notices n
          where n.user_id = ${userId} and n.seen_at is null) as safety_notices`);
    const [row] = rowsOf<BadgesRow>(result);
    return {
      unread_messages: Number(row?.unread_messages ?? 0),
      unread_conversations: Number(row?.unread_conversations ?? 0),
      new_matches: Number(row?.new_matches ?? 0),
      new_likes: Number(row?.new_likes ?? 0),
      safety_notices: Number(row?.safety_notices ?? 0),
    };
  }

  /**
   * The member opened the conversation of a match: it no longer counts as new. Their other
   * tabs hear it, to refresh their badges. Not their match: 404, as the other match routes.
   */
  async function markOpened(userId: string, matchId: string) {
    const match = z.uuid().safeParse(matchId).success
      ? await findMatchFor(db, matchId, userId)
      : undefined;
    if (!match) throw new AppError('NOT_FOUND');
    const inserted = await db
      .insert(matchReads)
      .values({ matchId, userId, lastReadMessageId: null })
      .onConflictDoNothing()
      .returning({ matchId: matchReads.matchId });
    if (inserted.length > 0) {
      await publish({ kind: 'notify', user_ids: [userId], frame: { type: 'badges_changed' } });
    }
  }

  return { badges, markOpened };
}
