import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { onboardedMember } from '../test/members.js';
import { type PushReceiver, startPushReceiver } from '../test/push-receiver.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { enqueuePush } from './outbox.js';
import {
  type Device,
  payloadsOf,
  pushConfigFor,
  subscribeDevice,
  waitForPayloads,
} from './test-support.js';

/**
 * Issue 31: two processes on one database once sent one match's push twice to one device. Here
 * two app instances drain the same outbox at the same time, many times over, and every event
 * reaches every device exactly once (the receiver records each send).
 */
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

const ROUNDS = 8;
const EVENTS_PER_ROUND = 6;

describe('two processes draining one outbox', () => {
  it('send each event once per subscription, however the drains interleave', async () => {
    const devices: Device[] = [];
    const members: Awaited<ReturnType<typeof onboardedMember>>[] = [];
    for (let i = 0; i < 3; i++) {
      const member = await onboardedMember(one.app);
      members.push(member);
      devices.push(await subscribeDevice(one.app, receiver, member));
      devices.push(await subscribeDevice(two.app, receiver, member));
    }
    const expected: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Events committed by both processes at once; each commit wakes both drains (NOTIFY),
      // and both are asked to drain again on top of that.
      await Promise.all(
        Array.from({ length: EVENTS_PER_ROUND }, (_, n) => {
          const t = n % 2 === 0 ? one : two;
          const member = members[n % members.length];
          const id = `${round}-${n}`;
          expected.push(`${member?.user.id}:deposit:${id}`);
          return decide(t, String(member?.user.id), id);
        }),
      );
      await Promise.all([
        one.app.push.drain(),
        two.app.push.drain(),
        one.app.push.sweep(),
        two.app.push.sweep(),
      ]);
    }
    await Promise.all([one.app.push.drain(), two.app.push.drain()]);

    for (const [index, device] of devices.entries()) {
      const member = members[Math.floor(index / 2)];
      const tags = payloadsOf(receiver, device).map((p) => p.tag);
      const mine = expected
        .filter((key) => key.startsWith(`${member?.user.id}:`))
        .map((key) => key.slice(key.indexOf(':') + 1));
      // Every event once: no duplicate, none missing.
      expect(tags.toSorted()).toEqual(mine.toSorted());
    }
    expect(await outboxRows()).toEqual([]);
  });

  it('a lease that runs out mid-send does not let another process send the push again', async () => {
    const member = await onboardedMember(one.app);
    const device = await subscribeDevice(one.app, receiver, member);
    const release = receiver.hold(device.path);
    await decide(one, String(member.user.id), 'held');
    // One process is calling the push service, which has not answered yet.
    await waitForPayloads(receiver, device, 1);
    // Its lease runs out (a pause longer than the lease), and both processes look for work: the
    // one not waiting on the push service drains to the end.
    await one.app.database.db.execute(
      sql`update push_outbox set claimed_until = now() - interval '1 second'`,
    );
    await Promise.race([one.app.push.drain(), two.app.push.drain()]);
    expect(payloadsOf(receiver, device)).toHaveLength(1);
    release();
    await Promise.all([one.app.push.drain(), two.app.push.drain()]);
    expect(payloadsOf(receiver, device).map((p) => p.tag)).toEqual(['deposit:held']);
    expect(await outboxRows()).toEqual([]);
  });

  it('a row whose process died while sending is kept as given up, not sent again', async () => {
    const member = await onboardedMember(one.app);
    const device = await subscribeDevice(one.app, receiver, member);
    // What a process killed while calling the push service leaves: claimed, marked, lease over.
    await one.app.database.db.transaction(async (tx) => {
      await enqueuePush(tx, decision(String(member.user.id), 'killed'));
      await tx.execute(sql`update push_outbox set attempts = 1, claim_token = gen_random_uuid(),
        sending_at = now(), claimed_until = now() - interval '1 second'`);
    });
    await Promise.all([one.app.push.sweep(), two.app.push.sweep()]);
    expect(payloadsOf(receiver, device)).toEqual([]);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ last_error: 'stopped while sending', failed: true }),
    ]);
  });
});

const decision = (userId: string, id: string) =>
  ({ kind: 'decision', userId, subject: 'deposit', approved: true, id, coins: 100 }) as const;

const decide = (t: TestApp, userId: string, id: string) =>
  t.app.database.db.transaction((tx) => enqueuePush(tx, decision(userId, id)));

async function outboxRows() {
  return rowsOf<{ last_error: string | null; failed: boolean }>(
    await one.app.database.db.execute(
      sql`select last_error, failed_at is not null as failed from push_outbox`,
    ),
  );
}
