/**
 * The benchmark's rare-preference viewers: the share of `bench_viewers` for whom the fewest of
 * the members in reach could be in their deck (mutual gender interest, age range), estimated on
 * a fixed 2% sample of the members. For them the walk passes the most members per candidate,
 * and their history has already swiped most candidates.
 */
import type { Sql } from './db.js';

export type RareViewer = { id: string; label: string; inReach: number; matching: number };

const KM_PER_DEGREE = 111.195;

export async function rareViewers(sql: Sql, share: number): Promise<RareViewer[]> {
  const viewers = await sql`select v.user_id as id, v.gender, v.interested_in,
      v.geo_point[0] as x, v.geo_point[1] as y, v.search_radius_km as r, v.age_min, v.age_max, p.city
    from bench_viewers v join user_profiles p using (user_id)`;
  const sample = await sql`select gender, interested_in, geo_point[0] as x, geo_point[1] as y,
      extract(year from age(birthdate))::int as age
    from user_profiles tablesample bernoulli (2) repeatable (22)
    where onboarding_complete and not is_blocked and role = 'user'`;
  const seeks = (interestedIn: string[], gender: string) =>
    interestedIn.includes('Everyone') || interestedIn.includes(gender);
  const rated = viewers.map((v) => {
    let inReach = 0;
    let matching = 0;
    for (const m of sample) {
      if (Math.hypot(m.x - v.x, m.y - v.y) * KM_PER_DEGREE > v.r) continue;
      inReach++;
      if (m.age < v.age_min || m.age > v.age_max) continue;
      if (seeks(v.interested_in, m.gender) && seeks(m.interested_in, v.gender)) matching++;
    }
    const label =
      `${v.gender} seeking ${v.interested_in.join('+')} ${v.age_min}-${v.age_max} ` +
      `in ${v.city} within ${v.r} km`;
    // Scaled from the 2% sample to all members.
    return { id: v.id as string, label, inReach: inReach * 50, matching: matching * 50 };
  });
  const matchShare = (r: RareViewer) => (r.matching + 50) / (r.inReach + 50);
  rated.sort((a, b) => matchShare(a) - matchShare(b));
  return rated.slice(0, Math.max(1, Math.ceil(share * rated.length)));
}
