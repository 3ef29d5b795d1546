import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchedPair } from '../test/members.js';
import { openSocket, realtimeUrlOf, type Socket } from '../test/sockets.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { EARLY_EXCHANGE_MESSAGES } from './scam-signals.js';
import { expectOnlyThePairReads, viewAsBearer } from './test-support.js';

/**
 * The per-message scam warning (`scam_warning`): unlike the once-per-conversation safety tip
 * (safety-tip.test.ts), every received message with a scam signal carries it, however late.
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await realtimeUrlOf(t.app);
});
afterAll(async () => t.close());

type Listed = { content: string; safety_tip?: boolean; scam_warning?: boolean };

const send = (cookie: string, matchId: string, content: string) =>
  request(t.app, 'POST', `/api/matches/${matchId}/messages`, { content }, { cookie });
const list = async (auth: { cookie?: string; bearer?: string }, matchId: string) => {
  const res = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, auth);
  expect(res.statusCode).toBe(200);
  return res.json().items as Listed[];
};
const warned = (items: Listed[]) => items.filter((m) => m.scam_warning).map((m) => m.content);
const tipped = (items: Listed[]) => items.filter((m) => m.safety_tip).map((m) => m.content);

/** A conversation whose early exchange is over: ordinary messages from both members. */
async function pastTheEarlyExchange() {
  const pair = await matchedPair(t.app);
  for (let i = 0; i < EARLY_EXCHANGE_MESSAGES; i++) {
    await send(i % 2 ? pair.a.cookie : pair.b.cookie, pair.matchId, `message ${i}`);
  }
  return pair;
}

describe('the scam warning on each risky message', () => {
  it('marks every received risky message in the history, early or late', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await send(a.cookie, matchId, 'my viber is 09451234567');
    for (let i = 0; i < EARLY_EXCHANGE_MESSAGES; i++) {
      await send(i % 2 ? a.cookie : b.cookie, matchId, `message ${i}`);
    }
    const late = [
      'or WavePay me 50000',
      'can you buy some USDT crypto for me',
      'ငွေလွှဲပေးပါ',
      'Add me on Telegram @sweetmay22',
    ];
    for (const text of late) await send(a.cookie, matchId, text);
    await send(a.cookie, matchId, 'Time is money 😄');

    const forReceiver = await list({ cookie: b.cookie }, matchId);
    expect(warned(forReceiver)).toEqual(['my viber is 09451234567', ...late]);
    // The tip itself stays once, on the early message.
    expect(tipped(forReceiver)).toEqual(['my viber is 09451234567']);
  });

  it('never marks the sender’s own messages, in the history or the send answer', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const sent = await send(a.cookie, matchId, 'send me money please');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).not.toHaveProperty('scam_warning');
    await send(b.cookie, matchId, 'whatsapp me');
    expect(warned(await list({ cookie: a.cookie }, matchId))).toEqual(['whatsapp me']);
    expect(warned(await list({ cookie: b.cookie }, matchId))).toEqual(['send me money please']);
  });

  it('is seen by an admin viewing as the receiver; outsiders and anonymous get nothing', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await send(a.cookie, matchId, 'lend me 100000 kyat');
    const bearer = await viewAsBearer(t, b.user.id);
    expect(warned(await list({ bearer }, matchId))).toEqual(['lend me 100000 kyat']);
    await expectOnlyThePairReads(t, matchId);
  });

  it('travels live to the receiver after the early exchange, never to the sender', async () => {
    const { a, b, matchId } = await pastTheEarlyExchange();
    const sockets = [
      await openSocket(url, { cookie: a.cookie }),
      await openSocket(url, { cookie: b.cookie }),
    ];
    for (const s of sockets) {
      s.send({ type: 'subscribe', match_id: matchId });
      await s.next((f) => f.type === 'subscribed');
    }
    await send(a.cookie, matchId, 'my KBZPay is 09451234567');
    const [toSender, toReceiver] = await Promise.all(
      sockets.map((s) => s.next((f) => f.type === 'message')),
    );
    expect(toReceiver?.message).toMatchObject({
      content: 'my KBZPay is 09451234567',
      scam_warning: true,
    });
    // Late: the warning line, not a second tip.
    expect(toReceiver?.message).not.toHaveProperty('safety_tip');
    expect(toSender?.message).not.toHaveProperty('scam_warning');
    for (const s of sockets) s.socket.close();
  });

  it('leaves ordinary live messages unmarked, and a socket send’s answer too', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const sockets = [
      await openSocket(url, { cookie: a.cookie }),
      await openSocket(url, { cookie: b.cookie }),
    ];
    for (const s of sockets) {
      s.send({ type: 'subscribe', match_id: matchId });
      await s.next((f) => f.type === 'subscribed');
    }
    const [sender, receiver] = sockets as [Socket, Socket];
    sender.send({
      type: 'send',
      match_id: matchId,
      content: 'Coffee was 3000 kyat',
      client_id: 'c1',
    });
    const ordinary = await receiver.next((f) => f.type === 'message');
    expect(ordinary?.message).not.toHaveProperty('scam_warning');
    sender.send({
      type: 'send',
      match_id: matchId,
      content: 'need money urgently',
      client_id: 'c2',
    });
    const sent = await sender.next((f) => f.type === 'sent' && f.client_id === 'c2');
    expect(sent?.message).not.toHaveProperty('scam_warning');
    const risky = await receiver.next(
      (f) => f.type === 'message' && (f.message as Listed).content === 'need money urgently',
    );
    expect(risky?.message).toMatchObject({ scam_warning: true, safety_tip: true });
    for (const s of sockets) s.socket.close();
  });
});
