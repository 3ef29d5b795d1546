import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, messages, swipes, userProfiles } from '../infra/db/schema.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { seedDemoMembers } from './seed.js';
import { createWelcomeTask, type DemoMessage } from './welcome.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.database.db, t.app.storage, { count: 60 });
});
afterAll(async () => t.close());

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
type LikesBody = {
  likes: { profile: { user_id: string }; comment: string | null; photo_index: number | null }[];
};

const withoutOpeners = <T extends { clientId: string | null }>(rows: T[]) =>
  rows.filter((m) => !m.clientId?.startsWith('opener:'));

describe('welcome task', () => {
  it('has 3 to 5 nearby compatible demo members like a newcomer, once', async () => {
    const me = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    const task = createWelcomeTask(t.database.db, { random: () => 0.99 });
    const first = await task.tick();
    expect(first.welcomed).toBe(1);
    expect(first.likes).toBe(5);

    const res = await request(t.app, 'GET', '/api/likes', undefined, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json() as LikesBody;
    expect(body.likes).toHaveLength(5);
    expect(body.likes.filter((l) => l.comment)).toHaveLength(1);
    expect(body.likes.filter((l) => l.photo_index === 0)).toHaveLength(1);
    const admirers = await t.database.db
      .select()
      .from(userProfiles)
      .where(
        inArray(
          userProfiles.userId,
          body.likes.map((l) => l.profile.user_id),
        ),
      );
    for (const a of admirers) {
      expect(a.isDemo).toBe(true);
      expect(a.gender).toBe('Man');
      expect(a.interestedIn.some((g) => g === 'Woman' || g === 'Everyone')).toBe(true);
      expect(a.city).toBe('Yangon');
    }

    // Not again: neither from the same task nor from a fresh one (after a restart).
    expect((await task.tick()).likes).toBe(0);
    expect((await createWelcomeTask(t.database.db).tick()).likes).toBe(0);
  });

  it('writes one first message after the newcomer likes a demo admirer back', async () => {
    const me = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const task = createWelcomeTask(t.database.db, { messageDelayMs: 3000 });
    const defaultTask = createWelcomeTask(t.database.db, { messageDelayMs: 3000 });
    expect((await task.tick()).welcomed).toBe(1);
    const [admirer] = await t.database.db
      .select()
      .from(swipes)
      .where(eq(swipes.swipedUserId, me.user.id))
      .limit(1);
    const back = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: admirer?.swiperUserId, action: 'like' },
      { cookie: me.cookie },
    );
    expect(back.json()).toMatchObject({ matched: true });
    const matchId = back.json().match_id as string;

    // Not before the delay.
    expect((await defaultTask.tick()).messages).toBe(0);
    const tick = await defaultTask.tick(later(5));
    expect(tick.messages).toBe(1);
    // Besides the opener, if the admirer's like carried a comment (chat/openers.ts).
    const rows = withoutOpeners(
      await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.senderId).toBe(admirer?.swiperUserId);
    expect(rows[0]?.content).toContain(me.profile.first_name);
    // Only while the match has no message.
    expect((await defaultTask.tick(later(10))).messages).toBe(0);
  });

  it('posts through the given sendMessage instead of inserting', async () => {
    const me = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Everyone'] });
    const sent: DemoMessage[] = [];
    const task = createWelcomeTask(t.database.db, {
      messageDelayMs: 0,
      sendMessage: async (m) => {
        sent.push(m);
      },
    });
    expect((await task.tick()).likes).toBeGreaterThanOrEqual(3);
    const [admirer] = await t.database.db
      .select()
      .from(swipes)
      .where(eq(swipes.swipedUserId, me.user.id))
      .limit(1);
    const back = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: admirer?.swiperUserId, action: 'like' },
      { cookie: me.cookie },
    );
    const matchId = back.json().match_id as string;
    await task.tick();
    expect(sent).toEqual([
      {
        matchId,
        senderId: admirer?.swiperUserId,
        content: expect.stringContaining('Thiri'),
        clientId: `demo-welcome-${matchId}`,
      },
    ]);
    expect(
      withoutOpeners(
        await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
      ),
    ).toEqual([]);
  });

  it('a demo like meeting an earlier like from the newcomer makes the match', async () => {
    const me = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    const [demo] = await t.database.db
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.isDemo, true), eq(userProfiles.gender, 'Man')))
      .limit(1);
    const demoId = demo?.userId as string;
    await t.database.db
      .insert(swipes)
      .values({ swiperUserId: me.user.id, swipedUserId: demoId, action: 'like' });
    const task = createWelcomeTask(t.database.db);
    expect(await task.demoLike(demoId, me.user.id, {})).toBe(true);
    expect(await task.demoLike(demoId, me.user.id, {})).toBe(false);
    const [a, b] = demoId < me.user.id ? [demoId, me.user.id] : [me.user.id, demoId];
    const made = await t.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.user1Id, a), eq(matches.user2Id, b)));
    expect(made).toHaveLength(1);
    // A demo member's like counts as the welcome: no more likes for this newcomer.
    expect((await task.tick()).likes).toBe(0);
  });

  it('leaves a newcomer nobody fits for a later tick', async () => {
    const me = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Nonbinary'] });
    const task = createWelcomeTask(t.database.db);
    await task.tick();
    expect(task.welcomed.has(me.user.id)).toBe(false);
    const onMe = await t.database.db
      .select()
      .from(swipes)
      .where(eq(swipes.swipedUserId, me.user.id));
    expect(onMe).toEqual([]);
  });
});
