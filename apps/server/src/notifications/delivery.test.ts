import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, messages, pushOutbox, userProfiles } from '../infra/db/schema.js';
import { pushNotifications } from '../infra/metrics/index.js';
import { matchedPair } from '../test/members.js';
import type { PushReceiver } from '../test/push-receiver.js';
import { request, type TestApp } from '../test/test-app.js';
import { depositAs, post } from '../wallet/test-support.js';
import { MAX_PUSH_ATTEMPTS } from './delivery.js';
import { enqueuePush } from './index.js';
import {
  expectDecisionPush,
  memberAndAdmin,
  rawPushesOf,
  subscribeDevice,
  subscriptionOf,
  waitForPayloads,
  withPushApp,
} from './test-support.js';

let receiver: PushReceiver;
let t: TestApp;
withPushApp((push) => ({ receiver, t } = push));

const outboxOf = (subscriptionId: string) =>
  t.database.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));

/** A message stored without the chat service (so without its push). */
async function storedMessage(matchId: string, senderId: string) {
  const [row] = await t.database.db
    .insert(messages)
    .values({ matchId, senderId, content: 'stored directly' })
    .returning({ id: messages.id });
  return row?.id as string;
}

const counted = async (kind: string, outcome: string) =>
  (await pushNotifications.get()).values.find(
    (v) => v.labels.kind === kind && v.labels.outcome === outcome,
  )?.value ?? 0;

describe('push delivery', () => {
  it('forgets a subscription the push service answers 410 (or 404) for', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const device = await subscribeDevice(t.app, receiver, b);
    receiver.answer(device.path, 410);
    const expiredBefore = await counted('message', 'expired');
    await request(t.app, 'POST', `/api/matches/${matchId}/messages`, { content: 'Hi' }, a);
    await waitForPayloads(receiver, device, 1);
    await t.app.push.drain();
    expect(await subscriptionOf(t.app, device.endpoint)).toBeUndefined();
    expect(await counted('message', 'expired')).toBe(expiredBefore + 1);
  });

  it('retries other failures with backoff, then gives up and keeps the record', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const device = await subscribeDevice(t.app, receiver, b);
    const sub = await subscriptionOf(t.app, device.endpoint);
    receiver.answer(device.path, 503);
    await request(t.app, 'POST', `/api/matches/${matchId}/messages`, { content: 'Hi' }, a);
    await waitForPayloads(receiver, device, 1);
    await t.app.push.drain();
    const [row] = await outboxOf(sub?.id as string);
    expect(row).toMatchObject({ attempts: 1, failedAt: null, claimedUntil: null });
    expect(row?.lastError).toContain('503');
    expect(row?.dueAt.getTime()).toBeGreaterThan(Date.now());

    // The last attempt, come due: it fails too, and the row is kept as given up.
    const failedBefore = await counted('message', 'failed');
    await t.database.db
      .update(pushOutbox)
      .set({ attempts: MAX_PUSH_ATTEMPTS - 1, dueAt: new Date(Date.now() - 1000) })
      .where(eq(pushOutbox.id, row?.id as number));
    await t.app.push.drain();
    const [gaveUp] = await outboxOf(sub?.id as string);
    expect(gaveUp?.failedAt).not.toBeNull();
    expect(gaveUp?.attempts).toBe(MAX_PUSH_ATTEMPTS);
    expect(rawPushesOf(receiver, device)).toHaveLength(2);
    expect(await counted('message', 'failed')).toBe(failedBefore + 1);
    await t.app.push.drain();
    expect(rawPushesOf(receiver, device)).toHaveLength(2);
  });

  it('sends what a crashed process had claimed, once its claim ran out', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const device = await subscribeDevice(t.app, receiver, b);
    const sub = await subscriptionOf(t.app, device.endpoint);
    // As if another process claimed the row and died before sending it.
    const messageId = await storedMessage(matchId, a.user.id);
    await t.database.db.insert(pushOutbox).values({
      subscriptionId: sub?.id as string,
      kind: 'message',
      collapseKey: `chat:${matchId}`,
      data: { matchId, senderId: a.user.id, messageId },
      attempts: 1,
      claimedUntil: new Date(Date.now() + 60_000),
    });
    await t.app.push.drain();
    expect(rawPushesOf(receiver, device)).toHaveLength(0);
    await t.database.db
      .update(pushOutbox)
      .set({ claimedUntil: new Date(Date.now() - 1) })
      .where(eq(pushOutbox.subscriptionId, sub?.id as string));
    // The periodic push-outbox job finds it.
    expect(await t.app.jobs.runDue()).toContain('push-outbox');
    const [payload] = await waitForPayloads(receiver, device, 1);
    expect(payload).toMatchObject({ kind: 'message', tag: `chat:${matchId}` });
    expect(await outboxOf(sub?.id as string)).toEqual([]);
  });

  it('pushes nothing about a member blocked in between, nor to a blocked account', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const device = await subscribeDevice(t.app, receiver, b);
    const sub = await subscriptionOf(t.app, device.endpoint);
    const messageId = await storedMessage(matchId, a.user.id);
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: b.user.id, blockedUserId: a.user.id });
    await enqueuePush(t.database.db, {
      kind: 'message',
      userId: b.user.id,
      matchId,
      senderId: a.user.id,
      messageId,
    });
    await t.app.push.drain();
    expect(rawPushesOf(receiver, device)).toHaveLength(0);
    expect(await outboxOf(sub?.id as string)).toEqual([]);

    // An account the admin blocked hears nothing either.
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, b.user.id));
    const decision = { subject: 'verification', approved: true, id: matchId } as const;
    await enqueuePush(t.database.db, { kind: 'decision', userId: b.user.id, ...decision });
    await t.app.push.drain();
    expect(rawPushesOf(receiver, device)).toHaveLength(0);
  });

  it('tells the member of a deposit decision', async () => {
    const { member, admin, device } = await memberAndAdmin(t.app, receiver);
    const deposit = await depositAs(t.app, member.cookie);
    const res = await post(t.app, `/api/admin/deposits/${deposit.id}/reject`, {}, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    await expectDecisionPush(receiver, device, { title: 'Deposit not approved', url: '/shop' });
  });
});
