import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchedPair } from '../test/members.js';
import { openSocket, realtimeUrlOf } from '../test/sockets.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { EARLY_EXCHANGE_MESSAGES } from './scam-signals.js';
import { expectOnlyThePairReads, viewAsBearer } from './test-support.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await realtimeUrlOf(t.app);
});
afterAll(async () => t.close());

const send = (cookie: string, matchId: string, content: string) =>
  request(t.app, 'POST', `/api/matches/${matchId}/messages`, { content }, { cookie });
const list = async (auth: { cookie?: string; bearer?: string }, matchId: string) => {
  const res = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, auth);
  return res.json().items as { content: string; safety_tip?: boolean }[];
};
const tipped = (items: { content: string; safety_tip?: boolean }[]) =>
  items.filter((m) => m.safety_tip).map((m) => m.content);

describe('the safety tip on early messages', () => {
  it.each([
    ['English, a wallet', 'Can you send me 50000 by KBZPay? I will pay you back'],
    ['English, a handle', "Let's move to Telegram, my id is @sweetmay22"],
    ['Burmese, a phone number', 'ဖုန်းဆက်ပါ ၀၉၇၈၁၂၃၄၅၆၇'],
    ['Burmese, a transfer', 'အမေ ဆေးရုံတက်နေလို့ ငွေလွှဲပေးပါ'],
  ])('is shown to the receiver only (%s)', async (_, text) => {
    const { a, b, matchId } = await matchedPair(t.app);
    await send(a.cookie, matchId, 'Hi! How was your day?');
    const sent = await send(a.cookie, matchId, text);
    // The sender is never told their message was flagged.
    expect(sent.json().safety_tip).toBeUndefined();
    expect(tipped(await list({ cookie: b.cookie }, matchId))).toEqual([text]);
    expect(tipped(await list({ cookie: a.cookie }, matchId))).toEqual([]);
  });

  it('is not shown for ordinary talk about money', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    for (const text of ['Time is money 😄', 'ပိုက်ဆံ ကုန်တာ များလွန်းတယ်', 'Coffee was 3000 kyat']) {
      await send(a.cookie, matchId, text);
    }
    expect(tipped(await list({ cookie: b.cookie }, matchId))).toEqual([]);
  });

  it(`is only for the first ${EARLY_EXCHANGE_MESSAGES} messages of a conversation`, async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    for (let i = 0; i < EARLY_EXCHANGE_MESSAGES - 1; i++) {
      await send(i % 2 ? a.cookie : b.cookie, matchId, `message ${i}`);
    }
    await send(a.cookie, matchId, 'my viber is 09451234567');
    await send(a.cookie, matchId, 'or WavePay me');
    expect(tipped(await list({ cookie: b.cookie }, matchId))).toEqual(['my viber is 09451234567']);
  });

  it('travels live to the receiver’s socket and not the sender’s', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const sockets = [
      await openSocket(url, { cookie: a.cookie }),
      await openSocket(url, { cookie: b.cookie }),
    ];
    for (const s of sockets) {
      s.send({ type: 'subscribe', match_id: matchId });
      await s.next((f) => f.type === 'subscribed');
    }
    await send(a.cookie, matchId, 'add me on WhatsApp');
    const [toSender, toReceiver] = await Promise.all(
      sockets.map((s) => s.next((f) => f.type === 'message')),
    );
    expect(toReceiver?.message).toMatchObject({ content: 'add me on WhatsApp', safety_tip: true });
    expect(toSender?.message).not.toHaveProperty('safety_tip');
    for (const s of sockets) s.socket.close();
  });

  it('is seen by an admin viewing as the receiver; outsiders and anonymous get nothing', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await send(a.cookie, matchId, 'send me money please');
    const bearer = await viewAsBearer(t, b.user.id);
    expect(tipped(await list({ bearer }, matchId))).toEqual(['send me money please']);
    await expectOnlyThePairReads(t, matchId);
  });
});
