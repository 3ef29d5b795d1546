/**
 * The servers of bench/swipes.ts, in their own process (forked with `--import tsx`) so that
 * autocannon does not share their event loop:
 * - the real app (buildApp, rate limit off, silent log) on one port;
 * - a bare Fastify instance on another, whose POST /bench/bare runs the SQL of a like
 *   (discovery/service.ts swipe: visible target, no block, pair advisory lock, insert, undo flag,
 *   reverse-like check, match insert) in one transaction, with postgres-js and a pool of the same
 *   size as the app's, but no hooks, session, validation or response schema.
 * Sends { appPort, barePort } to the parent once both listen; exits on 'close'.
 */
import os from 'node:os';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app.js';
import { testConfig } from '../../apps/server/src/test/test-app.js';

const url = process.argv[2];
if (!url || !process.send) throw new Error('usage: fork(swipe-server.ts, [databaseUrl])');

const app = await buildApp(
  testConfig({ databaseUrl: url, dataDir: os.tmpdir(), logLevel: 'silent', rateLimit: false }),
  { skipBootstrap: true },
);
await app.listen({ host: '127.0.0.1', port: 0 });

const sql = postgres(url, { max: 10, onnotice: () => {} });
const bare = Fastify({ logger: false });
type Pair = { swiper_user_id: string; target_user_id: string };

bare.post('/bench/bare', async (request, reply) => {
  const { swiper_user_id: swiper, target_user_id: target } = request.body as Pair;
  const [first, second] = swiper < target ? [swiper, target] : [target, swiper];
  const result = await sql.begin(async (tx) => {
    const [visible] = await tx`select media from user_profiles where user_id = ${target}
      and onboarding_complete = true and is_blocked = false and role = 'user' limit 1`;
    const [blocked] = await tx`select 1 from blocks where (blocker_user_id = ${swiper}
      and blocked_user_id = ${target}) or (blocker_user_id = ${target}
      and blocked_user_id = ${swiper}) limit 1`;
    if (!visible || blocked) return null;
    await tx`select pg_advisory_xact_lock(hashtextextended(${`${first}:${second}`}, 0))`;
    const [inserted] = await tx`insert into swipes (swiper_user_id, swiped_user_id, action)
      values (${swiper}, ${target}, 'like') on conflict do nothing returning id`;
    if (!inserted) return { conflict: true };
    await tx`update user_profiles set can_undo_pass = false where user_id = ${swiper}`;
    const [likedBack] = await tx`select id from swipes where swiper_user_id = ${target}
      and swiped_user_id = ${swiper} and action in ('like', 'superlike') limit 1`;
    if (!likedBack) return { matched: false };
    await tx`insert into matches (user_1_id, user_2_id) values (${first}, ${second})
      on conflict do nothing`;
    const [match] = await tx`select id from matches where user_1_id = ${first}
      and user_2_id = ${second} limit 1`;
    return match ? { matched: true, match_id: match.id as string } : { matched: false };
  });
  if (result === null) return reply.status(404).send({ error: 'not found' });
  if ('conflict' in result) return reply.status(409).send({ error: 'already swiped' });
  return result;
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (address: ReturnType<typeof bare.server.address>) =>
  typeof address === 'object' && address ? address.port : 0;
process.send({ appPort: portOf(app.server.address()), barePort: portOf(bare.server.address()) });
process.on('message', async (message) => {
  if (message !== 'close') return;
  await bare.close();
  await sql.end();
  await app.close();
  process.exit(0);
});
