import {
  SUSPECTED_FAST_LIKE_GAP_MS,
  SUSPECTED_FAST_LIKES_MIN,
  SUSPECTED_NEW_ACCOUNT_DAYS,
  SUSPECTED_WEIGHTS,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../infra/db/client.js';
import { rowsOf } from '../../infra/db/rows.js';
import { type FoundSignal, flaggable } from './types.js';

type Row = { user_id: string; likes: number; median_gap_ms: number; age_hours: number };

/**
 * Signal 5: a new account (younger than SUSPECTED_NEW_ACCOUNT_DAYS) with at least
 * SUSPECTED_FAST_LIKES_MIN likes whose median gap is below SUSPECTED_FAST_LIKE_GAP_MS. A person
 * needs the card's exit (220 ms), the next card's photo and a look at it: about a second a card
 * at the very least, and a median over 30 cards includes their pauses. The median, not the mean,
 * so one coffee break does not hide a script.
 */
export async function machineLikes(db: Queryable): Promise<FoundSignal[]> {
  const result = await db.execute(sql`
    with likes as (
      select s.swiper_user_id as user_id, a.created_at as joined,
        extract(epoch from s.created_at - lag(s.created_at)
          over (partition by s.swiper_user_id order by s.created_at)) * 1000 as gap_ms
      from swipes s
      join accounts a on a.id = s.swiper_user_id
      join user_profiles p on p.user_id = s.swiper_user_id and ${flaggable('p')}
      where s.action in ('like', 'superlike')
        and a.created_at > now() - make_interval(days => ${SUSPECTED_NEW_ACCOUNT_DAYS})
    )
    select user_id::text, count(*)::int as likes,
      round(percentile_cont(0.5) within group (order by gap_ms))::int as median_gap_ms,
      floor(extract(epoch from now() - min(joined)) / 3600)::int as age_hours
    from likes
    group by user_id
    having count(*) >= ${SUSPECTED_FAST_LIKES_MIN}
      and percentile_cont(0.5) within group (order by gap_ms) < ${SUSPECTED_FAST_LIKE_GAP_MS}`);
  return rowsOf<Row>(result).map((row) => ({
    userId: row.user_id,
    // One key: a cleared member is reopened by another signal, not by more of the same likes.
    keys: ['likes'],
    signal: {
      kind: 'machine_likes',
      weight: SUSPECTED_WEIGHTS.machine_likes,
      evidence: {
        kind: 'machine_likes',
        likes: Number(row.likes),
        median_gap_ms: Number(row.median_gap_ms),
        account_age_hours: Number(row.age_hours),
      },
    },
  }));
}
