import {
  SUSPECTED_EVIDENCE_MAX,
  SUSPECTED_OPENER_MIN_CHARS,
  SUSPECTED_OPENER_MIN_MATCHES,
  SUSPECTED_OPENER_SIMILARITY,
  SUSPECTED_WEIGHTS,
  SUSPECTED_WINDOW_DAYS,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../infra/db/client.js';
import { rowsOf } from '../../infra/db/rows.js';
import { normalizeOpener, similarity, trigrams } from '../normalize.js';
import { type FoundSignal, flaggable, iso } from './types.js';

type Opener = {
  sender_id: string;
  match_id: string;
  content: string;
  other_id: string;
  other_username: string;
  created_at: Date | string;
};

/** A sender's openers compared with each other: at most this many, the newest. */
const OPENERS_PER_SENDER = 200;

/**
 * Each member's first message in each match, sent in the window, for members who opened at
 * least SUSPECTED_OPENER_MIN_MATCHES conversations in it (the SQL does the counting).
 */
async function recentOpeners(db: Queryable): Promise<Opener[]> {
  const result = await db.execute(sql`
    with openers as (
      select m.sender_id, m.match_id, m.content, m.created_at,
        count(*) over (partition by m.sender_id) as opened,
        row_number() over (partition by m.sender_id order by m.created_at desc) as newest
      from messages m
      join user_profiles p on p.user_id = m.sender_id and ${flaggable('p')}
      where m.created_at > now() - make_interval(days => ${SUSPECTED_WINDOW_DAYS})
        and not exists (select 1 from messages e
          where e.match_id = m.match_id and e.sender_id = m.sender_id and e.seq < m.seq)
    )
    select o.sender_id::text, o.match_id::text, o.content, o.created_at,
      other.user_id::text as other_id, other.username as other_username
    from openers o
    join matches mt on mt.id = o.match_id
    join user_profiles other on other.user_id =
      case when mt.user_1_id = o.sender_id then mt.user_2_id else mt.user_1_id end
    where o.opened >= ${SUSPECTED_OPENER_MIN_MATCHES} and o.newest <= ${OPENERS_PER_SENDER}
    order by o.sender_id, o.created_at`);
  return rowsOf<Opener>(result);
}

/** The largest group of one sender's openers that are near copies of one of them. */
function largestCopyGroup(openers: Opener[]): Opener[] {
  const grams = openers.map((o) => {
    const normalized = normalizeOpener(o.content);
    return normalized.length >= SUSPECTED_OPENER_MIN_CHARS ? trigrams(normalized) : null;
  });
  let best: Opener[] = [];
  grams.forEach((mine, i) => {
    if (!mine) return;
    const group = openers.filter((_, j) => {
      const other = grams[j];
      return (
        other !== null &&
        other !== undefined &&
        similarity(mine, other) >= SUSPECTED_OPENER_SIMILARITY
      );
    });
    if (group.length > best.length)
      best = [openers[i] as Opener, ...group.filter((o) => o !== openers[i])];
  });
  return best;
}

/**
 * Signal 1: the same or nearly the same opening message to many matches (a script). Greetings
 * shorter than SUSPECTED_OPENER_MIN_CHARS once normalised ("hi", "hello 👋") never count: anyone
 * opens with them.
 */
export async function repeatedOpeners(db: Queryable): Promise<FoundSignal[]> {
  const bySender = new Map<string, Opener[]>();
  for (const row of await recentOpeners(db)) {
    bySender.set(row.sender_id, [...(bySender.get(row.sender_id) ?? []), row]);
  }
  const found: FoundSignal[] = [];
  for (const [userId, openers] of bySender) {
    const group = largestCopyGroup(openers);
    const matchIds = new Set(group.map((o) => o.match_id));
    if (matchIds.size < SUSPECTED_OPENER_MIN_MATCHES) continue;
    found.push({
      userId,
      keys: [...matchIds].map((id) => `opener:${id}`),
      signal: {
        kind: 'repeated_opener',
        weight: SUSPECTED_WEIGHTS.repeated_opener,
        evidence: {
          kind: 'repeated_opener',
          text: group[0]?.content ?? '',
          match_count: matchIds.size,
          conversations: group.slice(0, SUSPECTED_EVIDENCE_MAX).map((o) => ({
            match_id: o.match_id,
            with: { id: o.other_id, username: o.other_username },
            at: iso(o.created_at),
          })),
        },
      },
    });
  }
  return found;
}
