import { describe, expect, it } from 'vitest';
import { sendChatMedia } from '../chat/test-support.js';
import { makeOgg } from '../chat/test-voice-notes.js';
import { like, likeEachOther, makeJpeg, onboardedMember } from '../test/members.js';
import type { PushReceiver } from '../test/push-receiver.js';
import { request, type TestApp } from '../test/test-app.js';
import { selfie, submitVerification } from '../verification/test-helpers.js';
import {
  expectDecisionPush,
  memberAndAdmin,
  rawPushesOf,
  subscribeDevice,
  waitForPayloads,
  withPushApp,
} from './test-support.js';

let receiver: PushReceiver;
let t: TestApp;
withPushApp((push) => ({ receiver, t } = push));

const woman = (first_name: string) => ({
  gender: 'Woman' as const,
  interested_in: ['Man' as const],
  first_name,
});
const man = (first_name: string) => ({
  gender: 'Man' as const,
  interested_in: ['Woman' as const],
  first_name,
});

describe('pushes reach the device encrypted (RFC 8291), with VAPID', () => {
  it('a new match goes to both members, in each one’s language', async () => {
    const a = await onboardedMember(t.app, woman('Thiri'));
    const b = await onboardedMember(t.app, man('Aung'));
    const deviceA = await subscribeDevice(t.app, receiver, a);
    const deviceB = await subscribeDevice(t.app, receiver, b, 'my');
    // b hears of a's like before liking back: a like push that finds them matched already says
    // nothing (render.ts), and a match now takes one round trip.
    await like(t.app, a, b);
    await waitForPayloads(receiver, deviceB, 1);
    const back = await like(t.app, b, a);
    const matchId = back.json().match_id as string;

    const [forA] = await waitForPayloads(receiver, deviceA, 1);
    expect(forA).toEqual({
      kind: 'match',
      title: "It's a Match!",
      body: 'You and Aung like each other. Say hello!',
      url: `/chat/${b.user.id}`,
      tag: `match:${matchId}`,
    });
    // b had a like waiting (a liked first), then the match.
    const forB = await waitForPayloads(receiver, deviceB, 2);
    expect(forB.map((p) => p.kind)).toEqual(['likes', 'match']);
    expect(forB[1]).toMatchObject({ title: 'ကိုက်ညီသွားပြီ!', url: `/chat/${a.user.id}` });
    expect(forB[1]?.body).toContain('Thiri');

    const [raw] = rawPushesOf(receiver, deviceA);
    expect(raw?.headers['content-encoding']).toBe('aes128gcm');
    expect(raw?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(Number(raw?.headers.ttl)).toBeGreaterThan(0);
    expect(raw?.headers.topic).toMatch(/^[\w-]{1,32}$/);
  });

  it('a message shows no text unless the member turned previews on', async () => {
    const a = await onboardedMember(t.app, woman('Hnin'));
    const b = await onboardedMember(t.app, man('Ko Ko'));
    const matchId = await likeEachOther(t.app, a, b);
    const device = await subscribeDevice(t.app, receiver, b);
    const say = (content: string) =>
      request(t.app, 'POST', `/api/matches/${matchId}/messages`, { content }, a);

    expect((await say('My phone number is secret\nsecond line')).statusCode).toBe(201);
    const [hidden] = await waitForPayloads(receiver, device, 1);
    expect(hidden).toEqual({
      kind: 'message',
      title: 'Hnin',
      body: 'Sent you a message',
      url: `/chat/${a.user.id}`,
      tag: `chat:${matchId}`,
    });
    expect(JSON.stringify(hidden)).not.toContain('secret');

    const prefs = { matches: true, messages: true, likes: true, decisions: true };
    const put = await request(
      t.app,
      'PUT',
      '/api/push/preferences',
      { ...prefs, message_previews: true },
      b,
    );
    expect(put.statusCode).toBe(200);
    await say('  \n  Tea at six?  \nsee you');
    const shown = await waitForPayloads(receiver, device, 2);
    expect(shown[1]).toMatchObject({ body: 'Tea at six?', tag: `chat:${matchId}` });
    // Same conversation, same Topic: the push service keeps only the latest.
    const [first, second] = rawPushesOf(receiver, device);
    expect(first?.headers.topic).toBe(second?.headers.topic);

    const off = { ...prefs, messages: false, message_previews: true };
    expect((await request(t.app, 'PUT', '/api/push/preferences', off, b)).statusCode).toBe(200);
    await say('not pushed');
    await t.app.push.drain();
    expect(rawPushesOf(receiver, device)).toHaveLength(2);
  });

  it('a photo or a voice note says which it is, with previews on, in the member’s language', async () => {
    const a = await onboardedMember(t.app, woman('Hnin'));
    const b = await onboardedMember(t.app, man('Ko Ko'));
    const matchId = await likeEachOther(t.app, a, b);
    const device = await subscribeDevice(t.app, receiver, b, 'my');
    const prefs = { matches: true, messages: true, likes: true, decisions: true };
    const previews = { ...prefs, message_previews: true };
    expect((await request(t.app, 'PUT', '/api/push/preferences', previews, b)).statusCode).toBe(
      200,
    );
    const send = (kind: string, data: Buffer, contentType: string) =>
      sendChatMedia(t, a.cookie, matchId, { kind, data, contentType });
    expect((await send('photo', await makeJpeg(), 'image/jpeg')).statusCode).toBe(201);
    expect((await send('voice', makeOgg(3), 'audio/ogg')).statusCode).toBe(201);
    const pushed = await waitForPayloads(receiver, device, 2);
    expect(pushed.map((p) => p.body)).toEqual(['📷 ဓာတ်ပုံ', '🎤 အသံမက်ဆေ့ချ်']);
  });

  it('likes are one notification, counted: "3 people like you"', async () => {
    const liked = await onboardedMember(t.app, woman('Su'));
    const device = await subscribeDevice(t.app, receiver, liked);
    for (const name of ['Min', 'Zaw', 'Htet']) {
      const fan = await onboardedMember(t.app, man(name));
      const res = await request(
        t.app,
        'POST',
        '/api/swipes',
        { target_user_id: liked.user.id, action: 'like' },
        fan,
      );
      expect(res.statusCode).toBe(200);
      await t.app.push.drain();
    }
    const payloads = await waitForPayloads(receiver, device, 3);
    expect(payloads.map((p) => p.body)).toEqual([
      '1 person likes you',
      '2 people like you',
      '3 people like you',
    ]);
    expect(new Set(payloads.map((p) => p.tag))).toEqual(new Set(['likes']));
    expect(payloads[2]?.url).toBe('/matches');
  });

  it('the admin’s verification decision', async () => {
    const { member, admin, device } = await memberAndAdmin(t.app, receiver);
    const res = await submitVerification(t.app, member.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const decided = await request(
      t.app,
      'POST',
      `/api/admin/kyc/${res.json().id}/decision`,
      { status: 'denied', reason: 'Blurry' },
      admin,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await expectDecisionPush(receiver, device, {
      title: 'Verification not approved',
      url: '/settings/verify',
    });
  });
});
