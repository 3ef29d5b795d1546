import type { PushPayload } from '@dating/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { pushSubscriptions } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import {
  browserKeys,
  decryptPush,
  type PushReceiver,
  type ReceivedPush,
  startPushReceiver,
} from '../test/push-receiver.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/** The test config's push settings: the receiver's origin is allowed, keys are generated. */
export const pushConfigFor = (receiver: PushReceiver) => ({
  push: {
    vapid: undefined,
    subject: 'mailto:push-tests@example.org',
    extraEndpointOrigins: [receiver.origin],
  },
});

/**
 * A push receiver and a test app that sends to it, for a test file: started before its tests
 * (handed to `started`, which keeps them) and closed after them.
 */
export function withPushApp(started: (push: { receiver: PushReceiver; t: TestApp }) => void) {
  let receiver: PushReceiver | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    t = await createTestApp(pushConfigFor(receiver));
    started({ receiver, t });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
}

let device = 0;

export type Device = {
  endpoint: string;
  path: string;
  keys: ReturnType<typeof browserKeys>;
};

/** A browser of `member` subscribed at the receiver (201 expected). */
export async function subscribeDevice(
  app: FastifyInstance,
  receiver: PushReceiver,
  member: { cookie: string },
  locale?: 'en' | 'my',
): Promise<Device> {
  const path = `/push/${process.pid}-${++device}`;
  const keys = browserKeys();
  const endpoint = `${receiver.origin}${path}`;
  const res = await request(
    app,
    'POST',
    '/api/push/subscriptions',
    { endpoint, keys: keys.json, ...(locale ? { locale } : {}) },
    member,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { endpoint, path, keys };
}

/** What arrived at this device so far, decrypted with its own keys. */
export function payloadsOf(receiver: PushReceiver, device: Device): PushPayload[] {
  return receiver.received
    .filter((push) => push.path === device.path)
    .map((push) => JSON.parse(decryptPush(push.body, device.keys)) as PushPayload);
}

/** Waits until `count` pushes reached this device; their decrypted payloads. */
export async function waitForPayloads(
  receiver: PushReceiver,
  device: Device,
  count: number,
  ms = 5_000,
): Promise<PushPayload[]> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const payloads = payloadsOf(receiver, device);
    if (payloads.length >= count) return payloads;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `expected ${count} pushes at ${device.path}, got ${JSON.stringify(payloadsOf(receiver, device).map((p) => p.kind))}`,
  );
}

/** A member with one subscribed device, and an admin to decide on what the member sends. */
export async function memberAndAdmin(app: FastifyInstance, receiver: PushReceiver) {
  const member = await onboardedMember(app);
  const admin = await createAdmin(app);
  const device = await subscribeDevice(app, receiver, member);
  return { member, admin, device };
}

/** The admin's decision reached the member's device: one push with this title and link. */
export async function expectDecisionPush(
  receiver: PushReceiver,
  device: Device,
  decision: { title: string; url: string },
) {
  const [payload] = await waitForPayloads(receiver, device, 1);
  expect(payload).toMatchObject({ kind: 'decision', ...decision });
}

export const rawPushesOf = (receiver: PushReceiver, device: Device): ReceivedPush[] =>
  receiver.received.filter((push) => push.path === device.path);

export async function subscriptionOf(app: FastifyInstance, endpoint: string) {
  const [row] = await app.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}
