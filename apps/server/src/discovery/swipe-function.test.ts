import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import {
  matches,
  messages,
  pushOutbox,
  pushSubscriptions,
  swipes,
  userProfiles,
} from '../infra/db/schema.js';
import { insertMembers } from '../test/members.js';
import { openTestDatabase } from '../test/test-app.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

type Outcome = { outcome: string; match_id: string | null; made: boolean };
const call = (swiper: string, target: string, action: string, makeMatch: boolean) =>
  queryPrepared<Outcome>(
    database.db,
    `select outcome, match_id, made from swipe_record($1::uuid, $2::uuid, $3::text,
      $4::integer, $5::text, $6::boolean)`,
    [swiper, target, action, null, null, makeMatch],
  );

it('answers each case of the swipe in one statement, prepared', async () => {
  const [a, b, c] = (await insertMembers(database.db, 3)) as [string, string, string];
  expect(await call(a, a, 'like', false)).toEqual([
    { outcome: 'not_found', match_id: null, made: false },
  ]);
  expect((await call(a, b, 'like', false))[0]?.outcome).toBe('liked');
  expect((await call(a, b, 'pass', false))[0]?.outcome).toBe('already_swiped');
  expect((await call(a, c, 'pass', false))[0]?.outcome).toBe('passed');
  const [flag] = await database.db
    .select({ canUndoPass: userProfiles.canUndoPass })
    .from(userProfiles)
    .where(eq(userProfiles.userId, a));
  expect(flag?.canUndoPass).toBe(true);
});

it('writes nothing for a like that would match until asked to make the match', async () => {
  const [a, b] = (await insertMembers(database.db, 2)) as [string, string];
  await call(a, b, 'like', false);
  expect((await call(b, a, 'like', false))[0]?.outcome).toBe('match_pending');
  const pending = await database.db
    .select()
    .from(swipes)
    .where(and(eq(swipes.swiperUserId, b), eq(swipes.swipedUserId, a)));
  expect(pending).toHaveLength(0);
  const [made] = await call(b, a, 'like', true);
  expect(made).toMatchObject({ outcome: 'matched', made: true });
  const [match] = await database.db
    .select()
    .from(matches)
    .where(eq(matches.id, made?.match_id as string));
  expect([match?.user1Id, match?.user2Id].sort()).toEqual([a, b].sort());
});

it("sends the caller's NOTIFY with a like that made no match, and only then", async () => {
  const [a, b, c] = (await insertMembers(database.db, 3)) as [string, string, string];
  const channel = 'swipe_notice_test';
  const heard: string[] = [];
  let ended: () => void = () => {};
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const unlisten = await database.listen(channel, (payload) => {
    heard.push(payload);
    if (payload === 'end') ended();
  });
  const notifying = (swiper: string, target: string, action: string, makeMatch: boolean) =>
    queryPrepared<Outcome>(
      database.db,
      `select outcome from swipe_record($1::uuid, $2::uuid, $3::text, $4::integer, $5::text,
        $6::boolean, $7::text, $8::text)`,
      [swiper, target, action, null, null, makeMatch, channel, `${action} ${swiper} ${target}`],
    );
  const outcomes = [
    await notifying(a, b, 'superlike', false),
    await notifying(a, b, 'like', false),
    await notifying(a, c, 'pass', false),
    await notifying(c, c, 'like', false),
    await notifying(b, a, 'like', false),
    await notifying(b, a, 'like', true),
  ].map(([row]) => row?.outcome);
  expect(outcomes).toEqual([
    'liked',
    'already_swiped',
    'passed',
    'not_found',
    'match_pending',
    'matched',
  ]);
  // Notifications reach a listener in commit order: 'end' comes after all of the swipes'.
  await database.notify(channel, 'end');
  await end;
  expect(heard).toEqual([`superlike ${a} ${b}`, 'end']);
  await unlisten();
});

it('makes the match in the same call when asked: openers, both pushes and the event', async () => {
  const [a, b] = (await insertMembers(database.db, 2)) as [string, string];
  await database.db
    .update(userProfiles)
    .set({ firstName: 'Hnin', avatarUrl: `${a}/x.webp` })
    .where(eq(userProfiles.userId, a));
  for (const userId of [a, b]) {
    await database.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: `https://push.example/${userId}`, p256dh: 'k', auth: 'a' });
  }
  const channel = 'swipe_match_test';
  const heard: string[] = [];
  const unlisten = await database.listen(channel, (payload) => heard.push(payload));
  const like = (swiper: string, target: string, comment: string | null) =>
    queryPrepared<Outcome & { event: string | null }>(
      database.db,
      `select outcome, match_id, made, event from swipe_record($1::uuid, $2::uuid, 'like', null,
        $3::text, false, $4::text, $5::text, true)`,
      [swiper, target, comment, channel, 'a like'],
    );
  await like(a, b, 'Tea sometime?');
  const [row] = await like(b, a, '   ');
  expect(row).toMatchObject({ outcome: 'matched', made: true });
  const matchId = row?.match_id as string;
  const event = JSON.parse(row?.event ?? '{}');
  expect(event).toMatchObject({ kind: 'matched', match_id: matchId, user_ids: [b, a] });
  expect(event.people).toEqual(
    expect.arrayContaining([
      { id: a, first_name: 'Hnin', photo_url: `/files/media/${a}/x.webp` },
      expect.objectContaining({ id: b }),
    ]),
  );
  // The blank comment opens nothing; the other one does, from its sender.
  const opened = await database.db.select().from(messages).where(eq(messages.matchId, matchId));
  expect(opened.map((m) => [m.senderId, m.content])).toEqual([[a, 'Tea sometime?']]);
  const pushes = await database.db.select().from(pushOutbox).where(eq(pushOutbox.kind, 'match'));
  expect(pushes.filter((p) => p.collapseKey === `match:${matchId}`)).toHaveLength(2);
  await database.notify(channel, 'end');
  await expect.poll(() => heard.at(-1)).toBe('end');
  expect(heard).toEqual(['a like', row?.event, 'end']);
  await unlisten();
});
