import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { accounts, userProfiles } from '../infra/db/schema.js';
import type { Storage } from '../infra/storage/index.js';
import { memberAvatarPlaceholders, renderAvatarSet, storeMemberAvatars } from './avatars.js';
import { DEMO_SEARCH_RADIUS_KM, type DemoPerson, demoPeople, prng } from './people.js';

/** Not an argon2 hash: verification always fails, so demo accounts cannot sign in. */
export const DEMO_PASSWORD_HASH = '!demo-account-no-sign-in';
export const DEMO_BOOST_HOURS = 24;

export type SeedDemoOptions = {
  count: number;
  /** 'ensure' (start-up): top up to `count` demo members; 'add' (the script): `count` more. */
  mode?: 'ensure' | 'add';
  log?: (message: string) => void;
  /** Checked between batches: true stops the seed (the app is closing). */
  isClosed?: () => boolean;
  batchSize?: number;
  today?: Date;
};

export type SeedDemoResult = { created: number; likes: number; matches: number; stopped: boolean };

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many demo members exist, and the highest `demo_<n>` number used. */
export async function demoMemberStats(db: Db): Promise<{ count: number; maxNumber: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      maxNumber: sql<
        number | null
      >`max(substring(${userProfiles.username} from '^demo_([0-9]+)$')::int)`,
    })
    .from(userProfiles)
    .where(eq(userProfiles.isDemo, true));
  return { count: Number(row?.count ?? 0), maxNumber: Number(row?.maxNumber ?? 0) };
}

function profileValues(
  person: DemoPerson,
  userId: string,
  media: string[],
  mediaPlaceholders: Record<string, string>,
  now: Date,
) {
  return {
    userId,
    username: person.username,
    firstName: person.firstName,
    birthdate: person.birthdate,
    gender: person.gender,
    pronouns: person.pronouns,
    showGender: person.showGender,
    sexuality: person.sexuality,
    interestedIn: person.interestedIn,
    relationshipIntention: person.relationshipIntention,
    bio: person.bio,
    media,
    mediaPlaceholders,
    avatarUrl: media[0] ?? null,
    locationLatitude: person.latitude,
    locationLongitude: person.longitude,
    city: person.city,
    searchLatitude: person.latitude,
    searchLongitude: person.longitude,
    searchLocation: person.city,
    searchRadiusKm: DEMO_SEARCH_RADIUS_KM,
    ageMin: person.ageMin,
    ageMax: person.ageMax,
    termsAcceptedAt: now,
    onboardingComplete: true,
    boostedUntil: person.isBoosted ? new Date(now.getTime() + DEMO_BOOST_HOURS * 3_600_000) : null,
    isVerified: person.isVerified,
    kycStatus: person.isVerified ? ('approved' as const) : null,
    language: person.language,
    isDemo: true,
  };
}

/**
 * Seeds demo members (docs/decisions/007-demo-world.md): accounts that cannot sign in, finished
 * profiles flagged `is_demo`, generated photos in the media bucket, and a few likes between
 * them. Batches: photos are written first, then the batch's rows in one short transaction (the
 * embedded database has one connection, so requests keep flowing between batches).
 */
export async function seedDemoMembers(
  db: Db,
  storage: Storage,
  options: SeedDemoOptions,
): Promise<SeedDemoResult> {
  const log = options.log ?? (() => {});
  const isClosed = options.isClosed ?? (() => false);
  const batchSize = options.batchSize ?? 25;
  const today = options.today ?? new Date();
  const stats = await demoMemberStats(db);
  const wanted = options.mode === 'add' ? options.count : Math.max(0, options.count - stats.count);
  const result: SeedDemoResult = { created: 0, likes: 0, matches: 0, stopped: false };
  if (wanted === 0) return result;

  const avatars = await renderAvatarSet();
  const seeded: { id: string; person: DemoPerson }[] = [];
  let next = stats.maxNumber + 1;
  while (result.created < wanted) {
    if (isClosed()) return { ...result, stopped: true };
    const people = demoPeople(next, Math.min(batchSize, wanted - result.created), today);
    next += people.length;
    const taken = new Set(
      (
        await db
          .select({ name: accounts.usernameNormalized })
          .from(accounts)
          .where(
            inArray(
              accounts.usernameNormalized,
              people.map((p) => p.username),
            ),
          )
      ).map((r) => r.name),
    );
    const batch = people
      .filter((p) => !taken.has(p.username))
      .map((person) => ({ id: randomUUID(), person }));
    if (batch.length === 0) continue;
    const media = await Promise.all(
      batch.map(({ id, person }) =>
        storeMemberAvatars(
          storage,
          avatars,
          id,
          person.look,
          person.avatarFamily,
          person.photoCount,
        ),
      ),
    );
    const placeholders = await Promise.all(
      batch.map(({ person }, i) =>
        memberAvatarPlaceholders(avatars, person.look, person.avatarFamily, media[i] ?? []),
      ),
    );
    const now = new Date();
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(accounts)
        .values(
          batch.map(({ id, person }) => ({
            id,
            username: person.username,
            usernameNormalized: person.username,
            passwordHash: DEMO_PASSWORD_HASH,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      const ids = new Set(rows.map((r) => r.id));
      const values = batch.flatMap(({ id, person }, i) =>
        ids.has(id)
          ? [profileValues(person, id, media[i] as string[], placeholders[i] ?? {}, now)]
          : [],
      );
      if (values.length > 0) await tx.insert(userProfiles).values(values);
      return ids;
    });
    // A username taken meanwhile: that member's photos go again.
    for (const { id } of batch) {
      if (!inserted.has(id)) await storage.removePrefix('media', `${id}/`);
    }
    seeded.push(...batch.filter(({ id }) => inserted.has(id)));
    result.created += inserted.size;
    log(`demo members: ${result.created}/${wanted}`);
    await yieldToEventLoop();
  }
  if (isClosed()) return { ...result, stopped: true };
  const sprinkled = await insertDemoLikes(db, seeded);
  return { ...result, ...sprinkled };
}

const likes = (list: readonly string[], gender: string) =>
  list.includes('Everyone') || list.includes(gender);

/**
 * A few likes among the members of one seed run (same town, mutual interest), so Who Likes
 * You and the match list have data when an admin looks at a demo member.
 */
export async function insertDemoLikes(
  db: Db,
  seeded: { id: string; person: DemoPerson }[],
): Promise<{ likes: number; matches: number }> {
  if (seeded.length < 2) return { likes: 0, matches: 0 };
  const random = prng((seeded[0] as { person: DemoPerson }).person.n * 7919);
  const byCity = new Map<string, typeof seeded>();
  for (const entry of seeded) {
    const list = byCity.get(entry.person.city) ?? [];
    list.push(entry);
    byCity.set(entry.person.city, list);
  }
  const liked = new Map<string, { swiperUserId: string; swipedUserId: string }>();
  for (const { id, person } of seeded) {
    if (random() > 0.45) continue;
    const pool = byCity.get(person.city) ?? [];
    const wanted = 1 + Math.floor(random() * 3);
    for (let tries = 0, made = 0; tries < 12 && made < wanted; tries++) {
      const other = pool[Math.floor(random() * pool.length)];
      if (!other || other.id === id || liked.has(`${id}:${other.id}`)) continue;
      if (!likes(person.interestedIn, other.person.gender)) continue;
      if (!likes(other.person.interestedIn, person.gender)) continue;
      liked.set(`${id}:${other.id}`, { swiperUserId: id, swipedUserId: other.id });
      made++;
    }
  }
  const pairs = [...liked.values()];
  // Through the function every swipe goes through (swipe_record): a like back makes the match,
  // with its openers and pushes, as a member's would.
  const outcomes = await db.transaction(async (tx) => {
    const answered: string[] = [];
    for (const p of pairs) {
      const result = await tx.execute(sql`select outcome from swipe_record(${p.swiperUserId}::uuid,
        ${p.swipedUserId}::uuid, 'like', null, null, false, null, null, true)`);
      answered.push(rowsOf<{ outcome: string }>(result)[0]?.outcome ?? 'not_found');
    }
    return answered;
  });
  return {
    likes: outcomes.filter((o) => o === 'liked' || o === 'matched').length,
    matches: outcomes.filter((o) => o === 'matched').length,
  };
}

/**
 * Keeps a few demo members in the Spotlight: when fewer than half of `count` demo members in
 * Yangon or Mandalay are boosted, boosts `count` of them for the next 24 hours.
 */
export async function refreshDemoBoosts(db: Db, count = 8, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userProfiles)
    .where(and(gt(userProfiles.boostedUntil, now), eq(userProfiles.isDemo, true)));
  if (Number(row?.n ?? 0) >= Math.ceil(count / 2)) return 0;
  const until = new Date(now.getTime() + DEMO_BOOST_HOURS * 3_600_000);
  const boosted = await db
    .update(userProfiles)
    .set({ boostedUntil: until })
    .where(
      sql`${userProfiles.userId} in (select user_id from user_profiles where is_demo and onboarding_complete and not is_blocked and city in ('Yangon', 'Mandalay') order by random() limit ${count})`,
    )
    .returning({ id: userProfiles.userId });
  return boosted.length;
}
