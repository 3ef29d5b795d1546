import { GENDERS } from '@dating/shared';
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { matches, messages, reports, swipes, userProfiles } from '../infra/db/schema.js';
import { blockedBetween, isDiscoverable } from '../profiles/index.js';

// The welcome's reads and its one write (welcome.ts decides who, when and how many).

/**
 * The outer row's id, qualified: drizzle writes a bare `"user_id"` in one-table selects, which a
 * subquery over another table with a `user_id` column would take as its own.
 */
const MEMBER_ID = sql.raw('"user_profiles"."user_id"');

/** Recent newcomers (not demo, discoverable), and whether a demo member already liked them. */
export function recentNewcomers(db: Db, since: Date) {
  return db
    .select({
      userId: userProfiles.userId,
      gender: userProfiles.gender,
      interestedIn: userProfiles.interestedIn,
      latitude: userProfiles.locationLatitude,
      longitude: userProfiles.locationLongitude,
      birthdate: userProfiles.birthdate,
      ageMin: userProfiles.ageMin,
      ageMax: userProfiles.ageMax,
      mediaCount: sql<number>`cardinality(${userProfiles.media})`,
      alreadyWelcomed: sql<boolean>`exists (select 1 from ${swipes} s join user_profiles d on d.user_id = s.swiper_user_id where s.swiped_user_id = ${MEMBER_ID} and d.is_demo)`,
    })
    .from(userProfiles)
    .where(
      and(eq(userProfiles.isDemo, false), isDiscoverable, gt(userProfiles.termsAcceptedAt, since)),
    )
    .orderBy(desc(userProfiles.termsAcceptedAt))
    .limit(200);
}

export type Newcomer = Awaited<ReturnType<typeof recentNewcomers>>[number];

/**
 * Up to 12 demo members of mutual interest the newcomer has not swiped, reported or blocked:
 * those whose age ranges fit both ways first, then the nearest.
 */
export async function admirersFor(db: Db, n: Newcomer) {
  if (!n.gender || n.latitude === null || n.longitude === null) return [];
  const x = n.longitude * Math.cos((n.latitude * Math.PI) / 180);
  const demoAge = sql`extract(year from age(current_date, ${userProfiles.birthdate}))`;
  const newcomerAge = sql`extract(year from age(current_date, ${n.birthdate}::date))`;
  return db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.isDemo, true),
        isDiscoverable,
        sql`${userProfiles.interestedIn} && array[${n.gender}, 'Everyone']::text[]`,
        n.interestedIn.includes('Everyone')
          ? undefined
          : inArray(
              userProfiles.gender,
              GENDERS.filter((gender) => n.interestedIn.includes(gender)),
            ),
        sql`not exists (select 1 from ${swipes} s where s.swiper_user_id = ${n.userId} and s.swiped_user_id = ${MEMBER_ID})`,
        sql`not ${blockedBetween(n.userId, MEMBER_ID)}`,
        sql`not exists (select 1 from ${reports} r where r.reporter_user_id = ${n.userId} and r.reported_user_id = ${MEMBER_ID})`,
      ),
    )
    .orderBy(
      sql`case when ${demoAge} between ${n.ageMin} and ${n.ageMax} and ${newcomerAge} between ${userProfiles.ageMin} and ${userProfiles.ageMax} then 0 else 1 end`,
      sql`${userProfiles.geoPoint} <-> point(${x}, ${n.latitude})`,
    )
    .limit(12);
}

export type DemoLikeExtra = { comment?: string; photoIndex?: number };

/**
 * One demo like, through the SQL function every swipe goes through (swipe_record): if the
 * newcomer liked this demo member meanwhile, the pair gets its match, as a like-back would.
 */
export async function demoLike(db: Db, demoId: string, newcomerId: string, extra: DemoLikeExtra) {
  const result = await db.execute(sql`select outcome from swipe_record(${demoId}::uuid,
    ${newcomerId}::uuid, 'like', ${extra.photoIndex ?? null}::integer,
    ${extra.comment ?? null}::text, false, null, null, true)`);
  const outcome = rowsOf<{ outcome: string }>(result)[0]?.outcome;
  return outcome === 'liked' || outcome === 'matched';
}

/**
 * Matches of these newcomers with demo members, made by `createdBy`, that have no message yet
 * (openers aside), with the demo member and the newcomer's first name.
 */
export function freshDemoMatches(db: Db, newcomerIds: string[], createdBy: Date) {
  const demo = alias(userProfiles, 'demo');
  const newcomer = alias(userProfiles, 'newcomer');
  return db
    .select({ matchId: matches.id, demoId: demo.userId, name: newcomer.firstName })
    .from(matches)
    .innerJoin(
      demo,
      and(
        eq(demo.isDemo, true),
        or(eq(demo.userId, matches.user1Id), eq(demo.userId, matches.user2Id)),
      ),
    )
    .innerJoin(
      newcomer,
      and(
        inArray(newcomer.userId, newcomerIds),
        or(eq(newcomer.userId, matches.user1Id), eq(newcomer.userId, matches.user2Id)),
      ),
    )
    .where(
      and(
        or(inArray(matches.user1Id, newcomerIds), inArray(matches.user2Id, newcomerIds)),
        lte(matches.createdAt, createdBy),
        // Openers (the likes' comments, infra/db/functions/match_make.sql) do not count: the
        // first message follows.
        sql`not exists (select 1 from ${messages} x where x.match_id = ${matches.id} and coalesce(x.client_id, '') not like 'opener:%')`,
      ),
    )
    .limit(50);
}
