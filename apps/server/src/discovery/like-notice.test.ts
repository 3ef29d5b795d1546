import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { onboardedMember } from '../test/members.js';
import { type Frame, framesSettled, openSocket, twoServers } from '../test/sockets.js';
import { request } from '../test/test-app.js';

/**
 * A like that makes no match is announced through the hub's batched NOTIFY (decisions/020): the
 * liked member's sockets hear it once on every process, the process that made it among them, and
 * likes made in the same moment share one NOTIFY.
 */

let servers: Awaited<ReturnType<typeof twoServers>>;
beforeAll(async () => {
  servers = await twoServers();
});
afterAll(async () => servers.close());

const likes = (frames: Frame[]) => frames.filter((f) => f.type === 'like_received');

it('a like made on one process reaches the liked member on both, exactly once', async () => {
  const { one, two, urlOne, urlTwo } = servers;
  const liked = await onboardedMember(one.app, { gender: 'Woman', interested_in: ['Man'] });
  const likedToo = await onboardedMember(one.app, { gender: 'Woman', interested_in: ['Man'] });
  const liker = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
  const here = await openSocket(urlOne, { cookie: liked.cookie });
  const there = await openSocket(urlTwo, { cookie: liked.cookie });
  const tooThere = await openSocket(urlTwo, { cookie: likedToo.cookie });
  const likerSocket = await openSocket(urlOne, { cookie: liker.cookie });
  const heard: Record<'one' | 'two', RealtimeEvent[]> = { one: [], two: [] };
  const stops = [
    one.app.realtime.onLocalPublish((event) => heard.one.push(event)),
    two.app.realtime.onLocalPublish((event) => heard.two.push(event)),
  ];
  const notify = vi.spyOn(one.database, 'notify');

  const answers = await Promise.all(
    [liked, likedToo].map((member) =>
      request(
        one.app,
        'POST',
        '/api/swipes',
        { target_user_id: member.user.id, action: 'like' },
        { cookie: liker.cookie },
      ),
    ),
  );
  expect(answers.map((res) => res.json())).toEqual([{ matched: false }, { matched: false }]);
  for (const socket of [here, there, tooThere]) {
    await socket.next((f) => f.type === 'like_received');
  }
  // Every frame on its way has arrived (a marker after them), so none is missing or doubled.
  await framesSettled([
    { socket: here, userId: liked.user.id },
    { socket: there, userId: liked.user.id },
    { socket: tooThere, userId: likedToo.user.id },
    { socket: likerSocket, userId: liker.user.id },
  ]);
  expect(likes(here.frames)).toEqual([{ type: 'like_received' }]);
  expect(likes(there.frames)).toEqual([{ type: 'like_received' }]);
  expect(likes(tooThere.frames)).toEqual([{ type: 'like_received' }]);
  expect(likes(likerSocket.frames)).toEqual([]);
  // The process that made the likes runs its local side effects once each, as a publish would.
  const told = (member: typeof liked) => ({
    kind: 'notify',
    user_ids: [member.user.id],
    frame: { type: 'like_received' },
  });
  expect(heard.one).toEqual(expect.arrayContaining([told(liked), told(likedToo)]));
  expect(heard).toEqual({ one: [expect.anything(), expect.anything()], two: [] });
  // Sent by the hub, not in the swipes' commits: at most one NOTIFY per like, and the likes
  // answered in the same turn of the event loop share one.
  const sent = notify.mock.calls.map(([, payload]) => JSON.parse(payload));
  const events = sent.flatMap((p) => (p.kind === 'batch' ? p.events : [p]));
  expect(events).toEqual(expect.arrayContaining([told(liked), told(likedToo)]));
  expect(events).toHaveLength(2);

  notify.mockRestore();
  for (const stop of stops) stop();
  for (const socket of [here, there, tooThere, likerSocket]) socket.socket.close();
});
