/**
 * The servers of bench/swipes.ts, in their own process (forked with `--import tsx`) so that
 * autocannon does not share their event loop:
 * - the real app (buildApp, rate limit off, silent log) on one port;
 * - a bare Fastify instance on another, whose POST /bench/bare runs the SQL of a like
 *   (discovery/swipe-function.ts: one prepared call of the SQL function swipe_record, and in the
 *   match case the same transaction as the app's), with postgres-js and a pool of the same size
 *   as the app's, but no hooks, session, validation or response schema.
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

// The app's statements without the app: the prepared call of the SQL function; a like that
// meets a like runs it again in a transaction with the openers' select and both match pushes
// (discovery/swipe-function.ts).
const CALL = `select outcome, match_id, made from swipe_record($1::uuid, $2::uuid, $3::text,
  $4::integer, $5::text, $6::boolean)`;
bare.post('/bench/bare', async (request, reply) => {
  const { swiper_user_id: swiper, target_user_id: target } = request.body as Pair;
  let [row] = await sql.unsafe(CALL, [swiper, target, 'like', null, null, false], {
    prepare: true,
  });
  if (row?.outcome === 'match_pending') {
    row = await sql.begin(async (tx) => {
      const [made] = await tx.unsafe(CALL, [swiper, target, 'like', null, null, true], {
        prepare: true,
      });
      if (made?.made) {
        await tx`select s.id, s.comment, g.name from swipes s
          left join user_gifts g on g.id = s.user_gift_id
          where ((s.swiper_user_id = ${swiper} and s.swiped_user_id = ${target})
            or (s.swiper_user_id = ${target} and s.swiped_user_id = ${swiper}))
            and s.action in ('like', 'superlike') order by s.created_at, s.id`;
        for (const [user, other] of [
          [swiper, target],
          [target, swiper],
        ]) {
          await tx`insert into push_outbox (subscription_id, kind, collapse_key, data)
            select s.id, 'match', ${`match:${made.match_id}`},
              ${JSON.stringify({ matchId: made.match_id, otherUserId: other })}::jsonb
            from push_subscriptions s left join push_preferences p on p.user_id = s.user_id
            where s.user_id = ${user as string} and coalesce(p.matches, true)
            on conflict (subscription_id, collapse_key) where attempts = 0
            do update set data = excluded.data, created_at = now() returning id`;
        }
      }
      return made;
    });
  }
  if (!row || row.outcome === 'not_found') return reply.status(404).send({ error: 'not found' });
  if (row.outcome === 'already_swiped') return reply.status(409).send({ error: 'already swiped' });
  return row.outcome === 'matched'
    ? { matched: true, match_id: row.match_id as string }
    : { matched: false };
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
