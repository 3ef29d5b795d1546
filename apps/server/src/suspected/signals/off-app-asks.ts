import {
  SUSPECTED_ASK_MIN_CONVERSATIONS,
  SUSPECTED_EVIDENCE_MAX,
  SUSPECTED_WEIGHTS,
  SUSPECTED_WINDOW_DAYS,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import { EARLY_EXCHANGE_MESSAGES, hasScamSignal } from '../../chat/index.js';
import type { Queryable } from '../../infra/db/client.js';
import { rowsOf } from '../../infra/db/rows.js';
import { type FoundSignal, flaggable, iso } from './types.js';

type Candidate = {
  sender_id: string;
  match_id: string;
  content: string;
  other_id: string;
  other_username: string;
  created_at: Date | string;
};

/**
 * Early messages (a conversation's first EARLY_EXCHANGE_MESSAGES, as the chat's safety tip
 * counts them) of members who wrote early in several conversations in the window. Swapping
 * numbers after a long talk is what couples do; asking a new match is the scam's move.
 */
async function earlyMessages(db: Queryable): Promise<Candidate[]> {
  const result = await db.execute(sql`
    with early as (
      select m.sender_id, m.match_id, m.content, m.created_at
      from messages m
      join user_profiles p on p.user_id = m.sender_id and ${flaggable('p')}
      where m.created_at > now() - make_interval(days => ${SUSPECTED_WINDOW_DAYS})
        and (select count(*) from messages e where e.match_id = m.match_id and e.seq < m.seq)
          < ${EARLY_EXCHANGE_MESSAGES}
    ), senders as (
      select sender_id from early group by sender_id
      having count(distinct match_id) >= ${SUSPECTED_ASK_MIN_CONVERSATIONS}
    )
    select e.sender_id::text, e.match_id::text, e.content, e.created_at,
      other.user_id::text as other_id, other.username as other_username
    from early e
    join senders s on s.sender_id = e.sender_id
    join matches mt on mt.id = e.match_id
    join user_profiles other on other.user_id =
      case when mt.user_1_id = e.sender_id then mt.user_2_id else mt.user_1_id end
    order by e.sender_id, e.created_at`);
  return rowsOf<Candidate>(result);
}

/**
 * Signal 2: money, crypto or off-app asks (the chat's own patterns, chat/scam-signals.ts) in at
 * least SUSPECTED_ASK_MIN_CONVERSATIONS distinct conversations; the first flagged message of
 * each is quoted.
 */
export async function offAppAsks(db: Queryable): Promise<FoundSignal[]> {
  const flagged = new Map<string, Map<string, Candidate>>();
  for (const row of await earlyMessages(db)) {
    if (!hasScamSignal(row.content)) continue;
    const conversations = flagged.get(row.sender_id) ?? new Map<string, Candidate>();
    if (!conversations.has(row.match_id)) conversations.set(row.match_id, row);
    flagged.set(row.sender_id, conversations);
  }
  const found: FoundSignal[] = [];
  for (const [userId, conversations] of flagged) {
    if (conversations.size < SUSPECTED_ASK_MIN_CONVERSATIONS) continue;
    const messages = [...conversations.values()];
    found.push({
      userId,
      keys: messages.map((m) => `ask:${m.match_id}`),
      signal: {
        kind: 'off_app_asks',
        weight: SUSPECTED_WEIGHTS.off_app_asks,
        evidence: {
          kind: 'off_app_asks',
          conversation_count: messages.length,
          messages: messages.slice(0, SUSPECTED_EVIDENCE_MAX).map((m) => ({
            match_id: m.match_id,
            with: { id: m.other_id, username: m.other_username },
            at: iso(m.created_at),
            text: m.content,
          })),
        },
      },
    });
  }
  return found;
}
