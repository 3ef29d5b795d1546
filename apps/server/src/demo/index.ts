import type { FastifyInstance } from 'fastify';
import { refreshDemoBoosts, seedDemoMembers } from './seed.js';
import { createWelcomeTask, type SendDemoMessage } from './welcome.js';

export { demoPeople, demoPerson } from './people.js';
export { refreshDemoBoosts, seedDemoMembers } from './seed.js';
export { createWelcomeTask, type DemoMessage, type SendDemoMessage } from './welcome.js';

export const DEMO_MEMBER_COUNT = 300;
export const WELCOME_INTERVAL_MS = 5000;
/** Boosts are checked every this many ticks (10 minutes). */
const BOOST_CHECK_TICKS = 120;

export type DemoWorldOptions = {
  count?: number;
  intervalMs?: number;
  /** How a demo member's first message is posted (e.g. the chat service, for live delivery). */
  sendMessage?: SendDemoMessage;
};

/**
 * The embedded demo world (docs/decisions/007-demo-world.md): once the app is ready, seeds the
 * demo members in the background (start-up never waits for it), keeps a few of them boosted, and
 * runs the welcome task every few seconds. Call before `app.ready()`/`listen()` (it adds hooks),
 * only when `config.seedDemo`. Closing the app stops it between two steps, never mid-transaction.
 */
export function startDemoWorld(app: FastifyInstance, options: DemoWorldOptions = {}): void {
  const db = app.database.db;
  const log = app.log.child({ module: 'demo' });
  const count = options.count ?? DEMO_MEMBER_COUNT;
  const welcome = createWelcomeTask(db, {
    log: (message) => log.info(message),
    sendMessage: options.sendMessage,
  });
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let seeding: Promise<void> | undefined;
  let ticking: Promise<void> | undefined;
  let ticks = 0;

  async function seed() {
    const started = Date.now();
    try {
      const result = await seedDemoMembers(db, app.storage, {
        count,
        mode: 'ensure',
        isClosed: () => closed,
        log: (message) => log.debug(message),
      });
      if (result.created > 0 || result.stopped) {
        log.info(
          { ...result, ms: Date.now() - started },
          result.stopped ? 'demo members: seeding stopped (closing)' : 'demo members seeded',
        );
      }
      if (!closed) await refreshDemoBoosts(db);
    } catch (error) {
      if (!closed) log.error({ err: error }, 'demo members: seeding failed');
    }
  }

  function tick() {
    if (closed || ticking) return;
    ticks++;
    ticking = (async () => {
      try {
        if (ticks % BOOST_CHECK_TICKS === 0) await refreshDemoBoosts(db);
        await welcome.tick();
      } catch (error) {
        if (!closed) log.warn({ err: error }, 'demo world: welcome tick failed');
      } finally {
        ticking = undefined;
      }
    })();
  }

  app.addHook('onReady', async () => {
    log.info({ count }, 'demo world on: seeding demo members in the background');
    seeding = seed();
    timer = setInterval(tick, options.intervalMs ?? WELCOME_INTERVAL_MS);
    timer.unref();
  });
  // preClose runs before the onClose hook that closes the database.
  app.addHook('preClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await Promise.allSettled([seeding, ticking]);
  });
}
