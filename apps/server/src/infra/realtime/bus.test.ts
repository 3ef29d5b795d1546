import type { ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { notifyBus, type RealtimeBus } from './bus.js';
import { MAX_PAYLOAD_BYTES } from './hub.js';
import { natsBus } from './nats-bus.js';
import { freePort, startNats, stopNats } from './test-nats.js';

const silent = { error() {}, warn() {}, debug() {} } as unknown as FastifyBaseLogger;

/** Collects what a bus hears; `until(n)` resolves once n payloads arrived. */
function listener() {
  const heard: string[] = [];
  const waiting = new Set<() => void>();
  const handler = (payload: string) => {
    heard.push(payload);
    for (const wake of [...waiting]) wake();
  };
  const until = (n: number) =>
    new Promise<string[]>((resolve) => {
      const check = () => {
        if (heard.length < n) return;
        waiting.delete(check);
        resolve(heard);
      };
      waiting.add(check);
      check();
    });
  return { heard, handler, until };
}

type Pair = { one: RealtimeBus; two: RealtimeBus; close: () => Promise<void> };

/** The contract every bus keeps, with two processes' buses (`one`, `two`) on one medium. */
function contract(kind: string, open: () => Promise<Pair>) {
  describe(`${kind} bus`, () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await open();
    });
    afterAll(async () => pair.close());

    it('delivers a payload to every subscriber, the publisher included, in publish order', async () => {
      const a = listener();
      const b = listener();
      const stopA = await pair.one.subscribe(a.handler);
      const stopB = await pair.two.subscribe(b.handler);
      const sent = Array.from({ length: 50 }, (_, i) => JSON.stringify({ kind: 'n', i }));
      for (const payload of sent) await pair.one.publish(payload);
      expect(await a.until(50)).toEqual(sent);
      expect(await b.until(50)).toEqual(sent);
      await stopA();
      await stopB();
    });

    it('carries the largest payload the hub sends (long Burmese text) intact', async () => {
      const b = listener();
      const stop = await pair.two.subscribe(b.handler);
      const text = 'မြန်မာ'.repeat(Math.floor((MAX_PAYLOAD_BYTES - 40) / 18));
      const payload = JSON.stringify({ kind: 'message', text });
      await pair.one.publish(payload);
      expect(await b.until(1)).toEqual([payload]);
      await stop();
    });

    it('says whether SQL may publish on it itself', () => {
      expect(pair.one.inDatabase).toBe(kind === 'notify');
    });
  });
}

contract('notify', async () => {
  const database = await openDatabase('memory://', '');
  return {
    one: notifyBus(database),
    two: notifyBus(database),
    close: () => database.close(),
  };
});

let natsPort = 0;
let server: ChildProcess | undefined;
contract('nats', async () => {
  natsPort = await freePort();
  server = await startNats(natsPort);
  const url = `nats://127.0.0.1:${natsPort}`;
  const one = await natsBus(url, silent);
  const two = await natsBus(url, silent);
  return {
    one,
    two,
    close: async () => {
      await Promise.all([one.close(), two.close()]);
      if (server) await stopNats(server);
    },
  };
});

describe('nats bus, when the NATS server restarts', () => {
  it('reconnects and resubscribes by itself: a payload published afterwards arrives', async () => {
    const port = await freePort();
    let child = await startNats(port);
    const url = `nats://127.0.0.1:${port}`;
    const one = await natsBus(url, silent);
    const two = await natsBus(url, silent);
    const b = listener();
    await two.subscribe(b.handler);
    await stopNats(child);
    child = await startNats(port);
    // Published while `one` may still be reconnecting: the client buffers it and sends it once
    // connected; `two` hears it once its subscription is back. Repeated until heard, since the
    // two clients reconnect independently and a payload sent before `two` is back is not kept.
    let round = 0;
    const heard = b.until(1);
    let done = false;
    void heard.then(() => {
      done = true;
    });
    while (!done) {
      await one.publish(`after restart ${round++}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await heard)[0]).toMatch(/^after restart \d+$/);
    await Promise.all([one.close(), two.close()]);
    await stopNats(child);
  }, 30_000);
});
