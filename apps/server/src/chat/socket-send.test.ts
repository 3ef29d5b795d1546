import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../infra/db/schema.js';
import { matchedPair, onboardedMember } from '../test/members.js';
import type { TestApp } from '../test/test-app.js';
import { connect, post, withTwoServers } from './test-support.js';

/** Issue 22: a message sent as a `send` frame, as it would be by POST. */

let one: TestApp;
let urlOne: string;
let urlTwo: string;
withTwoServers((servers) => ({ one, urlOne, urlTwo } = servers));

const stored = (matchId: string) =>
  one.database.db.select().from(messages).where(eq(messages.matchId, matchId));
const answerTo = (clientId: string) => (f: { type: string; client_id?: unknown }) =>
  (f.type === 'sent' || f.type === 'error') && f.client_id === clientId;

describe('a send frame', () => {
  it('stores the message, answers it to the sender and delivers it on the other process', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const sender = await connect(urlOne, a.cookie);
    const partner = await connect(urlTwo, b.cookie);
    partner.send({ type: 'subscribe', match_id: matchId });
    await partner.next((f) => f.type === 'subscribed');
    // Typed in Zawgyi, stored as Unicode and trimmed, as by POST.
    sender.send({ type: 'send', match_id: matchId, content: ' ေနေကာင္းလား ', client_id: 'c-1' });
    const sent = await sender.next(answerTo('c-1'));
    expect(sent).toMatchObject({
      type: 'sent',
      client_id: 'c-1',
      message: { match_id: matchId, sender_id: a.user.id, content: 'နေကောင်းလား', client_id: 'c-1' },
    });
    const message = sent.message as { id: string; created_at: string };
    expect(await partner.next((f) => f.type === 'message')).toEqual({ type: 'message', message });
    const notice = await partner.next((f) => f.type === 'message_notice');
    expect(notice).toMatchObject({
      match_id: matchId,
      message_id: message.id,
      sender: { id: a.user.id, first_name: 'Thiri' },
      preview: 'နေကောင်းလား',
    });
    expect(String((notice.sender as { photo_url: string }).photo_url)).toMatch(/^\/files\/media\//);
    const listed = await one.app.inject({
      method: 'GET',
      url: `/api/matches/${matchId}/messages`,
      headers: { cookie: b.cookie },
    });
    expect(listed.json().items).toEqual([message]);
    sender.socket.close();
    partner.socket.close();
  });

  it('stores a retried client_id once and answers the first message', async () => {
    const { a, matchId } = await matchedPair(one.app);
    const first = await connect(urlOne, a.cookie);
    const second = await connect(urlTwo, a.cookie);
    const frame = { type: 'send', match_id: matchId, content: 'Saturday?', client_id: 'again' };
    first.send(frame);
    second.send(frame);
    const [x, y] = await Promise.all([
      first.next(answerTo('again')),
      second.next(answerTo('again')),
    ]);
    expect(x.type).toBe('sent');
    expect(y).toEqual(x);
    // The same client_id by POST is that message too.
    const posted = await post(one, `/api/matches/${matchId}/messages`, a.cookie, {
      content: 'Saturday?',
      client_id: 'again',
    });
    expect(posted.json()).toEqual(x.message);
    expect(await stored(matchId)).toHaveLength(1);
    first.socket.close();
    second.socket.close();
  });

  it('refuses what POST refuses, with the reason and the client_id', async () => {
    const { a, matchId } = await matchedPair(one.app);
    const outsider = await onboardedMember(one.app);
    const socket = await connect(urlOne, a.cookie);
    const stranger = await connect(urlOne, outsider.cookie);
    socket.send({ type: 'send', match_id: matchId, content: '   ', client_id: 'blank' });
    expect(await socket.next(answerTo('blank'))).toEqual({
      type: 'error',
      code: 'VALIDATION_FAILED',
      match_id: matchId,
      client_id: 'blank',
      message: 'Please write a message.',
    });
    socket.send({ type: 'send', match_id: matchId, content: 'x'.repeat(2001), client_id: 'long' });
    expect(await socket.next(answerTo('long'))).toMatchObject({ code: 'VALIDATION_FAILED' });
    socket.send({ type: 'send', match_id: matchId, content: 'a\u0000b', client_id: 'nul' });
    expect(await socket.next(answerTo('nul'))).toMatchObject({ code: 'VALIDATION_FAILED' });
    stranger.send({ type: 'send', match_id: matchId, content: 'hi', client_id: 'in' });
    expect(await stranger.next(answerTo('in'))).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    // A client_id is needed to answer at all.
    socket.send({ type: 'send', match_id: matchId, content: 'hi' });
    expect(await socket.next((f) => f.type === 'error' && !f.client_id)).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await stored(matchId)).toHaveLength(0);
    socket.socket.close();
    stranger.socket.close();
  });

  it('is rate limited per member across their sockets, as POST is', async () => {
    const { a, matchId } = await matchedPair(one.app);
    const tabs = [await connect(urlOne, a.cookie), await connect(urlOne, a.cookie)];
    // 24 sends in a moment: each socket's frame limit allows them, the member's send limit not.
    for (let i = 0; i < 24; i++) {
      (tabs[i % 2] as (typeof tabs)[number]).send({
        type: 'send',
        match_id: matchId,
        content: `burst ${i}`,
        client_id: `b-${i}`,
      });
    }
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (tabs[i % 2] as (typeof tabs)[number]).next(answerTo(`b-${i}`)),
      ),
    );
    const limited = answers.filter((f) => f.type === 'error' && f.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThan(0);
    expect(await stored(matchId)).toHaveLength(24 - limited.length);
    for (const tab of tabs) tab.socket.close();
  });
});
