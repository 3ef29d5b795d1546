import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import {
  BATCH_WINDOW_MS,
  MAX_PAYLOAD_BYTES,
  type RealtimeEvent,
  RealtimeHub,
  type RealtimeSocket,
} from './hub.js';

/** A database whose NOTIFY reaches this process's LISTEN handlers at once, and is recorded. */
function loopbackDatabase() {
  const handlers = new Map<string, (payload: string) => void>();
  const sent: string[] = [];
  const database = {
    kind: 'pglite',
    db: {} as Database['db'],
    async listen(channel: string, handler: (payload: string) => void) {
      handlers.set(channel, handler);
      return async () => {
        handlers.delete(channel);
      };
    },
    async notify(channel: string, payload: string) {
      sent.push(payload);
      handlers.get(channel)?.(payload);
    },
    async close() {},
  } satisfies Database;
  return { database, sent };
}
const silent = { error() {}, warn() {}, debug() {} } as unknown as FastifyBaseLogger;
const socketOf = (frames: unknown[]): RealtimeSocket => ({
  send: (data) => frames.push(JSON.parse(data)),
  close() {},
});
const like = (userId: string): RealtimeEvent => ({
  kind: 'notify',
  user_ids: [userId],
  frame: { type: 'like_received' },
});
const turn = () => new Promise((resolve) => setImmediate(resolve));

it('sends the events published within the batch window in one NOTIFY, each delivered once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    const { database, sent } = loopbackDatabase();
    const hub = new RealtimeHub(database, silent, async () => null);
    await hub.start();
    const frames: unknown[] = [];
    hub.add('a', 'session-a', socketOf(frames));
    const local: unknown[] = [];
    hub.onLocalPublish((event) => local.push(event));

    hub.publishInBatch(like('a'));
    await turn();
    for (const user of ['b', 'a']) hub.publishInBatch(like(user));
    expect(local).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '')).toEqual({
      kind: 'batch',
      events: [like('a'), like('b'), like('a')],
    });
    expect(frames).toEqual([{ type: 'like_received' }, { type: 'like_received' }]);

    // A lone event goes as itself, as publish() sends it.
    hub.publishInBatch(like('b'));
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1] ?? '')).toEqual(like('b'));
    await hub.stop();
  } finally {
    vi.useRealTimers();
  }
});

it('splits a batch that would not fit in one NOTIFY, and sends what waits on stop', async () => {
  const { database, sent } = loopbackDatabase();
  const hub = new RealtimeHub(database, silent, async () => null);
  await hub.start();
  const many = Array.from({ length: 200 }, (_, i) => like(`member-${i}`));
  for (const event of many) hub.publishInBatch(event);
  await hub.stop();
  expect(sent.length).toBeGreaterThan(1);
  for (const payload of sent)
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  const events = sent.flatMap((payload) => {
    const parsed = JSON.parse(payload);
    return parsed.kind === 'batch' ? parsed.events : [parsed];
  });
  expect(events).toEqual(many);
});
