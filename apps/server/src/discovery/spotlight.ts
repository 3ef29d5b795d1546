import type { Db } from '../infra/db/client.js';
import { queryPreparedWithSettings } from '../infra/db/prepared.js';
import { type PublicProfileRow, toPublicProfile } from '../profiles/index.js';
import { CARD_COLUMNS, candidateFilter, DECK_SETTINGS } from './candidates.js';
import { deckViewer } from './deck.js';

/** As many as the Spotlight's grid shows. */
const SPOTLIGHT_LIMIT = 60;

/**
 * The Spotlight (docs/product.md#boost-and-spotlight): boosted members, latest boost first
 * (spec: boosted_until descending), who pass the deck's own rule for this viewer
 * (candidates.ts): mutual interest, age range, radius, blocks either way, and none already
 * swiped, matched or reported. The Spotlight is the deck's boosted members as a gallery, and
 * the deck never shows someone twice: a member the viewer passed or liked stays out of both
 * (as peer apps do), and a like from here is the deck's like (swipe-function.ts).
 */
export async function spotlightFor(db: Db, viewerId: string) {
  const filter = candidateFilter(await deckViewer(db, viewerId), SPOTLIGHT_LIMIT);
  // The few boosted ids by the boosted index, then each card by its primary key.
  const text = `with spotlight as (select user_id as id, boosted_until from user_profiles
  where ${filter.where} and boosted_until > ${filter.now}
  order by boosted_until desc, user_id limit ${filter.limit})
select ${CARD_COLUMNS}, s.boosted_until as "boostedUntil"
from spotlight s join user_profiles p on p.user_id = s.id
order by s.boosted_until desc, s.id`;
  const rows = await queryPreparedWithSettings<PublicProfileRow & { boostedUntil: Date | string }>(
    db,
    DECK_SETTINGS,
    text,
    filter.params,
  );
  return rows.map(({ boostedUntil, ...profile }) => ({
    ...toPublicProfile(profile, null),
    boosted_until: new Date(boostedUntil).toISOString(),
  }));
}
