import { GENDERS, LIKE_ACTIONS } from '@dating/shared';
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { storeOpeners } from '../chat/index.js';
import type { Db } from '../infra/db/client.js';
import { matches, messages, reports, swipes, userProfiles } from '../infra/db/schema.js';
import { blockedBetween, isDiscoverable } from '../profiles/index.js';

/**
 * The demo world's welcome (issue 4, demo mode only): a few nearby demo members like each
 * newcomer shortly after onboarding, and when the newcomer likes one back, that demo member
 * writes first. State is the database itself (a demo like on the newcomer means "welcomed") plus
 * an in-memory set that saves the check on later ticks.
 */

export type DemoMessage = { matchId: string; senderId: string; content: string; clientId: string };
/** Posts a chat message as the demo member; the default inserts the row directly. */
export type SendDemoMessage = (message: DemoMessage) => Promise<void>;

export type WelcomeOptions = {
  log?: (message: string) => void;
  sendMessage?: SendDemoMessage;
  /** Newcomers = members who finished onboarding within this many hours. */
  windowHours?: number;
  /** A new match waits this long for its first demo message. */
  messageDelayMs?: number;
  random?: () => number;
};

export type TickResult = { welcomed: number; likes: number; messages: number };

const LIKE_COMMENTS = [
  'Your bio made me smile 😊',
  "I think we'd get along!",
  'Tea shop date sometime?',
  'Love your vibe!',
  'You seem really fun to talk to.',
];
const FIRST_MESSAGES = [
  (name: string) => `Hi ${name}! So glad we matched 😊 How's your day going?`,
  (name: string) => `Mingalarbar ${name}! Are you a tea or a coffee person?`,
  (name: string) => `Hey ${name} 👋 What do you like to do on weekends?`,
  (name: string) => `Hi ${name}! Found any good tea shops lately?`,
  (name: string) => `Hello ${name}! Thanks for the like back. Tell me something fun about you!`,
];

/**
 * The outer row's id, qualified: drizzle writes a bare `"user_id"` in one-table selects, which a
 * subquery over another table with a `user_id` column would take as its own.
 */
const MEMBER_ID = sql.raw('"user_profiles"."user_id"');

const orderedPair = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

export function createWelcomeTask(db: Db, options: WelcomeOptions = {}) {
  const log = options.log ?? (() => {});
  const random = options.random ?? Math.random;
  const windowMs = (options.windowHours ?? 24) * 3_600_000;
  const messageDelayMs = options.messageDelayMs ?? 4000;
  const sendMessage: SendDemoMessage =
    options.sendMessage ??
    (async (m) => {
      await db
        .insert(messages)
        .values({
          matchId: m.matchId,
          senderId: m.senderId,
          content: m.content,
          clientId: m.clientId,
        })
        .onConflictDoNothing();
    });
  const welcomed = new Set<string>();

  /** Recent newcomers (not demo, discoverable), and whether a demo member already liked them. */
  function recentNewcomers(now: Date) {
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
        and(
          eq(userProfiles.isDemo, false),
          isDiscoverable,
          gt(userProfiles.termsAcceptedAt, new Date(now.getTime() - windowMs)),
        ),
      )
      .orderBy(desc(userProfiles.termsAcceptedAt))
      .limit(200);
  }
  type Newcomer = Awaited<ReturnType<typeof recentNewcomers>>[number];

  /**
   * Up to 12 demo members of mutual interest the newcomer has not swiped, reported or blocked:
   * those whose age ranges fit both ways first, then the nearest.
   */
  async function admirersFor(n: Newcomer) {
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

  /**
   * One demo like, under the same per-pair lock as the swipe operation: if the newcomer liked
   * this demo member meanwhile, the pair gets its match, as a like-back would.
   */
  async function demoLike(
    demoId: string,
    newcomerId: string,
    extra: { comment?: string; photoIndex?: number },
  ) {
    return db.transaction(async (tx) => {
      const [first, second] = orderedPair(demoId, newcomerId);
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${first}:${second}`}, 0))`,
      );
      const [inserted] = await tx
        .insert(swipes)
        .values({
          swiperUserId: demoId,
          swipedUserId: newcomerId,
          action: 'like',
          comment: extra.comment ?? null,
          photoIndex: extra.photoIndex ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: swipes.id });
      if (!inserted) return false;
      const [back] = await tx
        .select({ id: swipes.id })
        .from(swipes)
        .where(
          and(
            eq(swipes.swiperUserId, newcomerId),
            eq(swipes.swipedUserId, demoId),
            inArray(swipes.action, LIKE_ACTIONS),
          ),
        )
        .limit(1);
      if (back) {
        const [made] = await tx
          .insert(matches)
          .values({ user1Id: first, user2Id: second })
          .onConflictDoNothing()
          .returning({ id: matches.id });
        // The newcomer's comment or gift opens the conversation, as on a like-back.
        if (made) await storeOpeners(tx, made.id, first, second);
      }
      return true;
    });
  }

  /** 3 to 5 of the candidates like the newcomer: one with a comment, one on the first photo. */
  async function welcome(n: Newcomer): Promise<number> {
    const pool = await admirersFor(n);
    const shuffled = pool
      .map((p) => ({ p, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ p }) => p);
    const chosen = shuffled.slice(0, 3 + Math.floor(random() * 3));
    let made = 0;
    for (const [i, admirer] of chosen.entries()) {
      const extra =
        i === 0
          ? { comment: LIKE_COMMENTS[Math.floor(random() * LIKE_COMMENTS.length)] }
          : i === 1 && n.mediaCount > 0
            ? { photoIndex: 0 }
            : {};
      if (await demoLike(admirer.userId, n.userId, extra)) made++;
    }
    return made;
  }

  /** Matches of these newcomers with demo members that have no message yet and are old enough. */
  async function firstMessages(newcomerIds: string[], now: Date): Promise<number> {
    if (newcomerIds.length === 0) return 0;
    const demo = alias(userProfiles, 'demo');
    const newcomer = alias(userProfiles, 'newcomer');
    const rows = await db
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
          lte(matches.createdAt, new Date(now.getTime() - messageDelayMs)),
          // Openers (the likes' comments, chat/openers.ts) do not count: the first message follows.
          sql`not exists (select 1 from ${messages} x where x.match_id = ${matches.id} and coalesce(x.client_id, '') not like 'opener:%')`,
        ),
      )
      .limit(50);
    for (const row of rows) {
      const write = FIRST_MESSAGES[Math.floor(random() * FIRST_MESSAGES.length)] as (
        n: string,
      ) => string;
      await sendMessage({
        matchId: row.matchId,
        senderId: row.demoId,
        content: write(row.name?.trim() || 'there'),
        clientId: `demo-welcome-${row.matchId}`,
      });
    }
    return rows.length;
  }

  /** One pass: welcome new newcomers, then first messages on their fresh demo matches. */
  async function tick(now = new Date()): Promise<TickResult> {
    const result: TickResult = { welcomed: 0, likes: 0, messages: 0 };
    const newcomers = await recentNewcomers(now);
    for (const n of newcomers) {
      if (welcomed.has(n.userId)) continue;
      // Nobody suitable yet (e.g. the first seed still running): try again next tick.
      const made = n.alreadyWelcomed ? 0 : await welcome(n);
      if (n.alreadyWelcomed || made > 0) welcomed.add(n.userId);
      if (made === 0) continue;
      result.welcomed++;
      result.likes += made;
      log(`demo world: ${made} demo members liked newcomer ${n.userId}`);
    }
    // Forget members who left the window (the set stays small).
    const current = new Set(newcomers.map((n) => n.userId));
    for (const id of welcomed) if (!current.has(id)) welcomed.delete(id);
    result.messages = await firstMessages(
      newcomers.map((n) => n.userId),
      now,
    );
    return result;
  }

  return { tick, welcomed, demoLike };
}

export type WelcomeTask = ReturnType<typeof createWelcomeTask>;
