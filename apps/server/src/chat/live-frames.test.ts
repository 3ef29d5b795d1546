import { describe, expect, it } from 'vitest';
import { giveRose } from '../test/gifts.js';
import { matchedPair, onboardedMember } from '../test/members.js';
import { type Frame, framesSettled } from '../test/sockets.js';
import type { TestApp } from '../test/test-app.js';
import { connect, post, withTwoServers } from './test-support.js';

/**
 * Issue 19: frames for every screen, not only an open conversation (message_notice,
 * like_received, matched with the other person, badges_changed), across two processes.
 */

let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
withTwoServers((servers) => ({ one, two, urlOne, urlTwo } = servers));

const ofType = (frames: Frame[], type: string) => frames.filter((f) => f.type === type);

describe('live frames on every screen', () => {
  it('tells every socket of the receiver about a message, with sender and first line', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    // b has two tabs on the other process, neither with the conversation open.
    const tabs = [await connect(urlTwo, b.cookie), await connect(urlTwo, b.cookie)];
    const own = await connect(urlOne, a.cookie);
    const long = `${'Mingalaba! '.repeat(12)}\nsecond line`;
    const sent = await post(one, `/api/matches/${matchId}/messages`, a.cookie, { content: long });
    for (const tab of tabs) {
      const notice = await tab.next((f) => f.type === 'message_notice');
      expect(notice).toMatchObject({
        match_id: matchId,
        message_id: sent.json().id,
        sender: { id: a.user.id, first_name: 'Thiri' },
      });
      expect(String((notice.sender as { photo_url: string }).photo_url)).toMatch(/^\/files\//);
      const preview = String(notice.preview);
      expect(preview.startsWith('Mingalaba! Mingalaba!')).toBe(true);
      expect(preview).not.toContain('second line');
      expect([...preview].length).toBeLessThanOrEqual(80);
      expect(preview.endsWith('…')).toBe(true);
    }
    // Every frame on its way has arrived (framesSettled): the sender hears no notice of their own.
    await framesSettled([{ socket: own, userId: a.user.id }]);
    expect(ofType(own.frames, 'message_notice')).toEqual([]);
    for (const s of [...tabs, own]) s.socket.close();
  });

  it('tells the liked member someone likes them, without saying who', async () => {
    const liked = await onboardedMember(one.app, { gender: 'Woman', interested_in: ['Man'] });
    const liker = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
    const socket = await connect(urlTwo, liked.cookie);
    await post(one, '/api/swipes', liker.cookie, { target_user_id: liked.user.id, action: 'like' });
    expect(await socket.next((f) => f.type === 'like_received')).toEqual({
      type: 'like_received',
    });
    // A super like with a gift too.
    const admirer = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
    const rose = await giveRose(one.database.db, admirer.user.id);
    await post(one, '/api/swipes/gift', admirer.cookie, {
      target_user_id: liked.user.id,
      user_gift_id: rose.id,
    });
    const settled = () => framesSettled([{ socket, userId: liked.user.id }]);
    await settled();
    expect(ofType(socket.frames, 'like_received')).toHaveLength(2);
    // A pass tells nothing.
    const passer = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
    await post(one, '/api/swipes', passer.cookie, {
      target_user_id: liked.user.id,
      action: 'pass',
    });
    await settled();
    expect(ofType(socket.frames, 'like_received')).toHaveLength(2);
    socket.socket.close();
  });

  it("gives both members 'It's a Match!' with the other person, on any process", async () => {
    const a = await onboardedMember(one.app, {
      gender: 'Woman',
      interested_in: ['Man'],
      first_name: 'Hnin',
    });
    const b = await onboardedMember(one.app, {
      gender: 'Man',
      interested_in: ['Woman'],
      first_name: 'Kyaw',
    });
    const socketA = await connect(urlTwo, a.cookie);
    const socketB = await connect(urlOne, b.cookie);
    await post(two, '/api/swipes', a.cookie, { target_user_id: b.user.id, action: 'like' });
    const made = await post(one, '/api/swipes', b.cookie, {
      target_user_id: a.user.id,
      action: 'like',
    });
    const matchId = made.json().match_id;
    // a liked first and is elsewhere in the app: they learn of the match at once.
    const forA = await socketA.next((f) => f.type === 'matched');
    expect(forA).toMatchObject({ match_id: matchId, other: { id: b.user.id, first_name: 'Kyaw' } });
    const forB = await socketB.next((f) => f.type === 'matched');
    expect(forB).toMatchObject({ match_id: matchId, other: { id: a.user.id, first_name: 'Hnin' } });
    expect(String((forA.other as { photo_url: string }).photo_url)).toMatch(/^\/files\//);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('tells the member’s other tabs when counts change: read, likes seen, opened', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const elsewhere = await connect(urlTwo, a.cookie);
    const partner = await connect(urlTwo, b.cookie);
    const changes = () => ofType(elsewhere.frames, 'badges_changed').length;
    const settled = () =>
      framesSettled([
        { socket: elsewhere, userId: a.user.id },
        { socket: partner, userId: b.user.id },
      ]);

    await post(one, `/api/matches/${matchId}/opened`, a.cookie);
    await elsewhere.next((f) => f.type === 'badges_changed');
    expect(changes()).toBe(1);

    await post(one, '/api/likes/seen', a.cookie);
    await settled();
    expect(changes()).toBe(2);

    const sent = await post(one, `/api/matches/${matchId}/messages`, b.cookie, { content: 'hey' });
    await post(one, `/api/matches/${matchId}/read`, a.cookie, {
      last_read_message_id: sent.json().id,
    });
    await settled();
    expect(changes()).toBe(3);
    // Opening an opened conversation changes nothing, and b's counts never moved.
    await post(one, `/api/matches/${matchId}/opened`, a.cookie);
    await settled();
    expect(changes()).toBe(3);
    expect(ofType(partner.frames, 'badges_changed')).toEqual([]);
    elsewhere.socket.close();
    partner.socket.close();
  });
});
