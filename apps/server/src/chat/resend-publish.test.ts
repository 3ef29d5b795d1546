import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { matchedPair } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createChatService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// docs/decisions/035-realtime-bus.md: on a bus outside the database (NATS) the event goes out after
// commit, so a process killed in between leaves a stored message nobody heard of; the app's
// resend (same client_id) must tell the pair then.
it('on a bus outside the database, a resend of a stored message publishes it again', async () => {
  const { a, b, matchId } = await matchedPair(t.app);
  const published: RealtimeEvent[] = [];
  const chat = createChatService(t.database.db, async (event) => {
    published.push(event);
  });
  const input = { content: 'Tea at five?', client_id: 'resend-1' };
  const first = await chat.send(a.user.id, matchId, input);
  const again = await chat.send(a.user.id, matchId, input);
  expect(again.id).toBe(first.id);
  expect(published).toHaveLength(2);
  for (const event of published) {
    expect(event).toMatchObject({ kind: 'message', match_id: matchId, message: { id: first.id } });
    expect(event.kind === 'message' && [...event.user_ids].sort()).toEqual(
      [a.user.id, b.user.id].sort(),
    );
  }
});

it('on NOTIFY, the database sent the event with the message: a resend tells nobody again', async () => {
  const { a, matchId } = await matchedPair(t.app);
  const published: RealtimeEvent[] = [];
  const announced: RealtimeEvent[] = [];
  const chat = createChatService(
    t.database.db,
    async (event) => {
      published.push(event);
    },
    (event) => announced.push(event),
  );
  const input = { content: 'See you there', client_id: 'resend-2' };
  await chat.send(a.user.id, matchId, input);
  await chat.send(a.user.id, matchId, input);
  expect(announced).toHaveLength(1);
  expect(published).toHaveLength(0);
});
