import type { DiscoveryCandidate } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { AppError } from '../infra/http/errors.js';
import { promptAnswersByMember, toPublicProfile } from '../profiles/index.js';
import { findCandidates, loadViewer, type Viewer } from './candidates.js';

/**
 * The viewer as the deck's rule reads them (the deck and the Spotlight): their gender,
 * interests, search point, radius and age range. Refused without a search point or gender.
 */
export async function deckViewer(db: Db, viewerId: string): Promise<Viewer> {
  const viewer = await loadViewer(db, viewerId);
  if (!viewer) throw new AppError('NOT_FOUND');
  if (viewer.searchLatitude === null || viewer.searchLongitude === null || !viewer.gender) {
    throw new AppError('SEARCH_LOCATION_REQUIRED');
  }
  return {
    userId: viewerId,
    gender: viewer.gender,
    interestedIn: viewer.interestedIn,
    latitude: viewer.searchLatitude,
    longitude: viewer.searchLongitude,
    radiusKm: viewer.searchRadiusKm,
    ageMin: viewer.ageMin,
    ageMax: viewer.ageMax,
  };
}

/** The deck (spec get_potential_matches): the next members the viewer may swipe, nearest first. */
export async function deckFor(
  db: Db,
  viewerId: string,
  limit: number,
  exclude: string[],
): Promise<DiscoveryCandidate[]> {
  const rows = await findCandidates(db, await deckViewer(db, viewerId), limit, exclude);
  // One more query per page, not per card: the answers are few and indexed by member.
  const prompts = await promptAnswersByMember(
    db,
    rows.map((r) => r.profile.userId),
  );
  return rows.map((r) => ({
    ...toPublicProfile(r.profile, r.distanceKm),
    prompts: prompts.get(r.profile.userId) ?? [],
    is_boosted: r.isBoosted,
  }));
}
