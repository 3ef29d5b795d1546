import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox } from '../infra/db/schema.js';
import { like, onboardedMember } from '../test/members.js';
import { type PushReceiver, startPushReceiver } from '../test/push-receiver.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  payloadsOf,
  pushConfigFor,
  subscribeDevice,
  subscriptionOf,
  waitForPayloads,
} from './test-support.js';

let receiver: PushReceiver;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  receiver = await startPushReceiver();
  one = await createTestApp(pushConfigFor(receiver));
  two = await createTestApp({ ...pushConfigFor(receiver), secondProcessOf: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
  await receiver.close();
});

describe('two server processes', () => {
  it('push each event exactly once, whichever process made it', async () => {
    const member = await onboardedMember(one.app, {
      gender: 'Woman',
      interested_in: ['Man'],
      first_name: 'Nandar',
    });
    const device = await subscribeDevice(one.app, receiver, member);
    const matchIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Alternate the process the member and the admirer talk to; both drain the outbox.
      const app = i % 2 === 0 ? one.app : two.app;
      const fan = await onboardedMember(app, {
        gender: 'Man',
        interested_in: ['Woman'],
        first_name: `Fan${i}`,
      });
      await like(app, fan, member);
      // The first like is heard before the like back: a like push that finds the pair matched
      // already says nothing (render.ts), and a like back makes the match in one round trip.
      if (i === 0) await waitForPayloads(receiver, device, 1);
      const back = await like(app, member, fan);
      matchIds.push(back.json().match_id as string);
    }
    const matched = () => payloadsOf(receiver, device).filter((p) => p.kind === 'match');
    const deadline = Date.now() + 5_000;
    while (matched().length < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Both drains are over (a drain under way is awaited too) and the outbox holds nothing for
    // the device, so nothing more can reach it: a row leaves once the push service took it.
    await Promise.all([one.app.push.drain(), two.app.push.drain()]);
    const subscription = await subscriptionOf(one.app, device.endpoint);
    if (!subscription) throw new Error('the device is no longer subscribed');
    const left = await one.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscriptionId, subscription.id));
    expect(left).toEqual([]);
    const tags = matched().map((p) => p.tag);
    expect(tags.toSorted()).toEqual(matchIds.map((id) => `match:${id}`).toSorted());
    // Each fan's like was announced at most once (a later one may replace an unsent one).
    const likes = payloadsOf(receiver, device).filter((p) => p.kind === 'likes');
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.length).toBeLessThanOrEqual(6);
  });
});
