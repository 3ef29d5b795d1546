import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { onboardedMember } from '../test/members.js';
import { type Frame, openSocket, twoServers } from '../test/sockets.js';
import { request } from '../test/test-app.js';

/**
 * A like that makes no match is announced by the swipe's SQL function (decisions/020): the
 * liked member's sockets hear it once on every process, the process that made it among them.
 */

let servers: Awaited<ReturnType<typeof twoServers>>;
beforeAll(async () => {
  servers = await twoServers();
});
afterAll(async () => servers.close());

/** Lets frames in flight arrive before counting them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const likes = (frames: Frame[]) => frames.filter((f) => f.type === 'like_received');

it('a like made on one process reaches the liked member on both, exactly once', async () => {
  const { one, two, urlOne, urlTwo } = servers;
  const liked = await onboardedMember(one.app, { gender: 'Woman', interested_in: ['Man'] });
  const liker = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
  const here = await openSocket(urlOne, { cookie: liked.cookie });
  const there = await openSocket(urlTwo, { cookie: liked.cookie });
  const likerSocket = await openSocket(urlOne, { cookie: liker.cookie });
  const heard: Record<'one' | 'two', RealtimeEvent[]> = { one: [], two: [] };
  const stops = [
    one.app.realtime.onLocalPublish((event) => heard.one.push(event)),
    two.app.realtime.onLocalPublish((event) => heard.two.push(event)),
  ];
  const notify = vi.spyOn(one.database, 'notify');

  const res = await request(
    one.app,
    'POST',
    '/api/swipes',
    { target_user_id: liked.user.id, action: 'like' },
    { cookie: liker.cookie },
  );
  expect(res.json()).toEqual({ matched: false });
  for (const socket of [here, there]) await socket.next((f) => f.type === 'like_received');
  await settle();
  expect(likes(here.frames)).toEqual([{ type: 'like_received' }]);
  expect(likes(there.frames)).toEqual([{ type: 'like_received' }]);
  expect(likes(likerSocket.frames)).toEqual([]);
  // No NOTIFY statement of its own: the function's transaction sent it.
  expect(notify).not.toHaveBeenCalled();
  // The process that made the like runs its local side effects once, as a publish would.
  const event = { kind: 'notify', user_ids: [liked.user.id], frame: { type: 'like_received' } };
  expect(heard).toEqual({ one: [event], two: [] });

  notify.mockRestore();
  for (const stop of stops) stop();
  for (const socket of [here, there, likerSocket]) socket.socket.close();
});
