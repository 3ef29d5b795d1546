import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { matchedPair } from '../../test/members.js';
import { openSocket, realtimeUrlOf } from '../../test/sockets.js';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';
import { freePort, startNats, stopNats } from './test-nats.js';

// Two server processes on one database with REALTIME_BUS=nats: the chat's events go by NATS, and
// none by the database (docs/decisions/035-realtime-bus.md).
let server: ChildProcess;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const port = await freePort();
  server = await startNats(port);
  const realtime = { bus: 'nats' as const, natsUrl: `nats://127.0.0.1:${port}` };
  one = await createTestApp({ realtime });
  two = await createTestApp({ realtime, secondProcessOf: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  if (server) await stopNats(server);
});

it('delivers a message sent through one process to a socket on the other, without NOTIFY', async () => {
  // Whatever the database NOTIFYs on the realtime channel, the SQL's own included.
  const heard: string[] = [];
  let markerHeard = () => {};
  const unlisten = await one.database.listen('realtime', (payload) => {
    if (payload === 'marker') markerHeard();
    else heard.push(payload);
  });
  expect(one.app.realtime.announcedInDatabase).toBe(false);
  const { a, b, matchId } = await matchedPair(one.app);
  const socketB = await openSocket(await realtimeUrlOf(two.app), { cookie: b.cookie });
  socketB.send({ type: 'subscribe', match_id: matchId });
  await socketB.next((f) => f.type === 'subscribed');
  const sent = await request(
    one.app,
    'POST',
    `/api/matches/${matchId}/messages`,
    { content: 'by NATS' },
    { cookie: a.cookie },
  );
  expect(sent.statusCode).toBe(201);
  const frame = await socketB.next((f) => f.type === 'message');
  expect(frame.message).toMatchObject({ id: sent.json().id, content: 'by NATS' });
  // Notifications arrive in commit order: a NOTIFY of the message would be heard before this.
  const marker = new Promise<void>((resolve) => {
    markerHeard = resolve;
  });
  await one.database.notify('realtime', 'marker');
  await marker;
  expect(heard).toEqual([]);
  await unlisten();
  socketB.socket.close();
});

it('rings, answers and ends a video call across processes, its line published after commit', async () => {
  const { a, b, matchId } = await matchedPair(one.app);
  const socketA = await openSocket(await realtimeUrlOf(one.app), { cookie: a.cookie });
  const socketB = await openSocket(await realtimeUrlOf(two.app), { cookie: b.cookie });
  socketB.send({ type: 'subscribe', match_id: matchId });
  await socketB.next((f) => f.type === 'subscribed');
  const callId = crypto.randomUUID();
  socketA.send({ type: 'call_invite', call_id: callId, match_id: matchId });
  expect(await socketB.next((f) => f.type === 'call_incoming')).toMatchObject({ call_id: callId });
  socketB.send({ type: 'call_accept', call_id: callId });
  await socketA.next((f) => f.type === 'call_accepted');
  socketA.send({ type: 'call_end', call_id: callId });
  expect(await socketB.next((f) => f.type === 'call_ended')).toMatchObject({
    outcome: 'completed',
  });
  const line = await socketB.next((f) => f.type === 'message');
  expect(line.message).toMatchObject({ kind: 'call', call_outcome: 'completed' });
  socketA.socket.close();
  socketB.socket.close();
});
