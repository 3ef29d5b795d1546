import type { FastifyInstance } from 'fastify';
import { refreshDemoBoosts, seedDemoMembers } from './seed.js';
import { createWelcomeTask, type SendDemoMessage } from './welcome.js';

export { demoPeople, demoPerson } from './people.js';
export { startDemoReplies } from './replies.js';
export { refreshDemoBoosts, seedDemoMembers } from './seed.js';
export { createWelcomeTask, type DemoMessage, type SendDemoMessage } from './welcome.js';

export const DEMO_MEMBER_COUNT = 300;
export const WELCOME_INTERVAL_MS = 5000;
/** How often the demo boosts are checked. */
export const BOOST_CHECK_INTERVAL_MS = 10 * 60_000;

export type DemoWorldOptions = {
  count?: number;
  intervalMs?: number;
  /** How a demo member's first message is posted (e.g. the chat service, for live delivery). */
  sendMessage?: SendDemoMessage;
};

/** Seeding tops the demo members up to their count this often (after deletions, say). */
export const DEMO_SEED_INTERVAL_MS = 60 * 60_000;

/**
 * The embedded demo world (docs/decisions/007-demo-world.md), as jobs (infra/jobs), so however
 * many processes run, each turn runs in one of them: seeding the demo members in the background
 * once ready (start-up never waits for it), the welcome task every few seconds, and the boost
 * check. Call before `app.ready()`/`listen()`, only when `config.seedDemo`; the jobs run where
 * `config.jobs` is on. Closing the app stops them between two steps, never mid-transaction.
 */
export function startDemoWorld(app: FastifyInstance, options: DemoWorldOptions = {}): void {
  const db = app.database.db;
  const log = app.log.child({ module: 'demo' });
  const count = options.count ?? DEMO_MEMBER_COUNT;
  const welcome = createWelcomeTask(db, {
    log: (message) => log.info(message),
    sendMessage: options.sendMessage,
  });

  async function seed(signal: AbortSignal) {
    const started = Date.now();
    const result = await seedDemoMembers(db, app.storage, {
      count,
      mode: 'ensure',
      isClosed: () => signal.aborted,
      log: (message) => log.debug(message),
    });
    if (result.created > 0 || result.stopped) {
      log.info(
        { ...result, ms: Date.now() - started },
        result.stopped ? 'demo members: seeding stopped (closing)' : 'demo members seeded',
      );
    }
    const boosted = signal.aborted ? 0 : await refreshDemoBoosts(db);
    return { created: result.created, likes: result.likes, matches: result.matches, boosted };
  }

  app.jobs.register({
    name: 'demo-seed',
    intervalMs: DEMO_SEED_INTERVAL_MS,
    // Seeding 300 members with photos takes a minute or two on a small machine.
    leaseMs: 15 * 60_000,
    run: ({ signal }) => seed(signal),
  });
  app.jobs.register({
    name: 'demo-welcome',
    intervalMs: options.intervalMs ?? WELCOME_INTERVAL_MS,
    run: async () => ({ ...(await welcome.tick()) }),
  });
  app.jobs.register({
    name: 'demo-boosts',
    intervalMs: BOOST_CHECK_INTERVAL_MS,
    run: async () => ({ boosted: await refreshDemoBoosts(db) }),
  });
  app.addHook('onReady', async () => {
    log.info({ count }, 'demo world on: demo members are seeded in the background');
  });
}
