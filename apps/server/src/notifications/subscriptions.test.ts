import {
  DEFAULT_PUSH_PREFERENCES,
  ERROR_MESSAGES,
  PUSH_ENDPOINT_MESSAGE,
  PUSH_KEY_MESSAGE,
} from '@dating/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { pushSubscriptions, userProfiles } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { browserKeys, type PushReceiver, startPushReceiver } from '../test/push-receiver.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { pushConfigFor, subscribeDevice, subscriptionOf } from './test-support.js';

let receiver: PushReceiver;
let t: TestApp;
beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp(pushConfigFor(receiver));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = (body: unknown, who: { cookie?: string; bearer?: string }) =>
  request(t.app, 'POST', '/api/push/subscriptions', body, who);

async function viewAs(admin: { cookie: string }, memberId: string): Promise<string> {
  const link = await request(
    t.app,
    'POST',
    `/api/admin/users/${memberId}/impersonate`,
    { reason: 'Support ticket' },
    admin,
  );
  const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
  const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  return redeem.json().token;
}

describe('GET /api/push/config', () => {
  it('gives the VAPID public key, the same from a second process (kept in the database)', async () => {
    const member = await onboardedMember(t.app);
    const res = await request(t.app, 'GET', '/api/push/config', undefined, member);
    expect(res.statusCode).toBe(200);
    const key = res.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const second = await createTestApp({ ...pushConfigFor(receiver), secondProcessOf: t });
    try {
      const again = await request(second.app, 'GET', '/api/push/config', undefined, member);
      expect(again.json().public_key).toBe(key);
    } finally {
      await second.close();
    }
    expect((await request(t.app, 'GET', '/api/push/config')).statusCode).toBe(401);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('stores one row per device and removes it again', async () => {
    const member = await onboardedMember(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ language: 'my' })
      .where(eq(userProfiles.userId, member.user.id));
    const device = await subscribeDevice(t.app, receiver, member);
    const row = await subscriptionOf(t.app, device.endpoint);
    // No locale sent: the member's own language.
    expect(row).toMatchObject({
      userId: member.user.id,
      locale: 'my',
      p256dh: device.keys.json.p256dh,
    });
    // The same device again (keys renewed): still one row.
    const renewed = browserKeys();
    const again = await subscribe({ endpoint: device.endpoint, keys: renewed.json }, member);
    expect(again.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(rows.map((r) => r.p256dh)).toEqual([renewed.json.p256dh]);

    const gone = await request(
      t.app,
      'DELETE',
      '/api/push/subscriptions',
      { endpoint: device.endpoint },
      member,
    );
    expect(gone.statusCode).toBe(204);
    expect(await subscriptionOf(t.app, device.endpoint)).toBeUndefined();
  });

  it('refuses endpoints outside the push services, and bad keys, storing nothing', async () => {
    const member = await onboardedMember(t.app);
    const keys = browserKeys().json;
    for (const endpoint of [
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:5432/x',
      'http://169.254.169.254/latest/meta-data',
      `${receiver.origin.replace(/\d+$/, '1')}/x`,
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await subscribe({ endpoint, keys }, member);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.message, endpoint).toBe(PUSH_ENDPOINT_MESSAGE);
      expect(await subscriptionOf(t.app, endpoint)).toBeUndefined();
    }
    const endpoint = `${receiver.origin}/bad-keys`;
    for (const bad of [
      { ...keys, p256dh: keys.p256dh.slice(0, 40) },
      { ...keys, auth: Buffer.alloc(8).toString('base64url') },
      { ...keys, auth: 'not base64url!' },
      { p256dh: keys.p256dh },
    ]) {
      const res = await subscribe({ endpoint, keys: bad }, member);
      expect(res.statusCode).toBe(400);
    }
    const res = await subscribe({ endpoint, keys: { ...keys, auth: 'AAAA' } }, member);
    expect(res.json().error.message).toContain(PUSH_KEY_MESSAGE);
    expect(await subscriptionOf(t.app, endpoint)).toBeUndefined();
  });

  it('accepts the browsers’ push services', async () => {
    const member = await onboardedMember(t.app);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const res = await subscribe({ endpoint, keys: browserKeys().json }, member);
      expect(res.statusCode, endpoint).toBe(201);
    }
  });

  it('binds a device to its member: another member can neither take nor remove it', async () => {
    const owner = await onboardedMember(t.app);
    const other = await onboardedMember(t.app);
    const device = await subscribeDevice(t.app, receiver, owner);
    const before = await subscriptionOf(t.app, device.endpoint);
    // A push waiting for the owner's device, which the refused attempts must not drop.
    await t.database.db.execute(sql`insert into push_outbox (subscription_id, kind, collapse_key, data)
      values (${before?.id}, 'likes', 'likes', '{}'::jsonb)`);
    const stranger = await request(
      t.app,
      'DELETE',
      '/api/push/subscriptions',
      { endpoint: device.endpoint },
      other,
    );
    expect(stranger.statusCode).toBe(204);
    // Another member presenting the endpoint, with the owner's keys or their own: refused,
    // naming no one, and the owner's row (keys, language, pending push) is as it was.
    for (const keys of [device.keys.json, browserKeys().json]) {
      const taken = await subscribe({ endpoint: device.endpoint, keys, locale: 'my' }, other);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({
        code: 'PUSH_DEVICE_TAKEN',
        message: ERROR_MESSAGES.PUSH_DEVICE_TAKEN,
      });
      expect(taken.body).not.toContain(owner.user.id);
      expect(await subscriptionOf(t.app, device.endpoint)).toEqual(before);
    }
    const pending = await t.database.db.execute(
      sql`select count(*)::int as n from push_outbox where subscription_id = ${before?.id}`,
    );
    expect(rowsOf<{ n: number }>(pending)[0]?.n).toBe(1);

    // The owner renews it as before; once the owner signs out on it, the other member may have it.
    const renewed = await subscribe({ endpoint: device.endpoint, keys: device.keys.json }, owner);
    expect(renewed.statusCode).toBe(201);
    const signedOut = await request(
      t.app,
      'DELETE',
      '/api/push/subscriptions',
      { endpoint: device.endpoint },
      owner,
    );
    expect(signedOut.statusCode).toBe(204);
    const now = await subscribe({ endpoint: device.endpoint, keys: device.keys.json }, other);
    expect(now.statusCode).toBe(201);
    expect((await subscriptionOf(t.app, device.endpoint))?.userId).toBe(other.user.id);
  });

  it('anonymous 401, admins 403, View As 403: the admin’s browser never becomes the member’s', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const body = { endpoint: `${receiver.origin}/view-as`, keys: browserKeys().json };
    expect((await subscribe(body, {})).statusCode).toBe(401);
    expect((await subscribe(body, admin)).statusCode).toBe(403);
    const bearer = await viewAs(admin, member.user.id);
    const asMember = await subscribe(body, { bearer });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await subscriptionOf(t.app, body.endpoint)).toBeUndefined();
    const prefs = { ...DEFAULT_PUSH_PREFERENCES, likes: false };
    const put = await request(t.app, 'PUT', '/api/push/preferences', prefs, { bearer });
    expect(put.statusCode).toBe(403);
    // Looking is allowed: the member's settings as they are.
    const get = await request(t.app, 'GET', '/api/push/preferences', undefined, { bearer });
    expect(get.json()).toEqual(DEFAULT_PUSH_PREFERENCES);
  });
});

describe('/api/push/preferences', () => {
  it('defaults to everything but previews, and keeps what the member chose', async () => {
    const member = await onboardedMember(t.app);
    const res = await request(t.app, 'GET', '/api/push/preferences', undefined, member);
    expect(res.json()).toEqual({
      matches: true,
      messages: true,
      likes: true,
      decisions: true,
      message_previews: false,
    });
    const chosen = { ...DEFAULT_PUSH_PREFERENCES, likes: false, message_previews: true };
    const put = await request(t.app, 'PUT', '/api/push/preferences', chosen, member);
    expect(put.json()).toEqual(chosen);
    const other = await onboardedMember(t.app);
    expect((await request(t.app, 'GET', '/api/push/preferences', undefined, other)).json()).toEqual(
      DEFAULT_PUSH_PREFERENCES,
    );
    const bad = await request(t.app, 'PUT', '/api/push/preferences', { likes: 'yes' }, member);
    expect(bad.statusCode).toBe(400);
    expect(
      (await request(t.app, 'GET', '/api/push/preferences', undefined, member)).json(),
    ).toEqual(chosen);
  });
});
