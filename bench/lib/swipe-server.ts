/**
 * The servers of bench/swipes.ts, in their own process (forked with `--import tsx`) so that
 * autocannon does not share their event loop:
 * - the real app (buildApp, rate limit off, silent log) on one port;
 * - a bare Fastify instance on another, whose routes run the SQL of a like with postgres-js and
 *   a pool of the same size as the app's, but no hooks, validation or response schema:
 *   - POST /bench/bare: the like alone (discovery/swipe-function.ts: one prepared call of the
 *     SQL function swipe_record, which makes the match too when the like meets a like);
 *   - POST /bench/bare-session: the app's SQL for one request: the session lookup (one prepared,
 *     indexed statement, as infra/sessions/session-store.ts), then as bare. The app also sends
 *     the likes' realtime events, a NOTIFY per turn of its event loop for all of them
 *     (RealtimeHub.publishInBatch): that cost is the app's own, in the ratio;
 *   - POST /bench/bare-notice: the like with its event's NOTIFY in the swipe's own commit, as
 *     the app did before, to show what that costs.
 * - background analyses (faces and receipts, as the job queue runs them) on `analyses:on`, so the
 *   parent can measure the app while they run (side `app-analysing` of bench/swipes.ts).
 * Sends { appPort, barePort } to the parent once both listen; exits on 'close'.
 */

import os from 'node:os';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app.js';
import { REALTIME_CHANNEL, realtimePayload } from '../../apps/server/src/infra/realtime/hub.js';
import { SESSION_USER } from '../../apps/server/src/infra/sessions/session-store.js';
import { hashToken } from '../../apps/server/src/infra/sessions/tokens.js';
import { testConfig } from '../../apps/server/src/test/test-app.js';
import { closeAnalyses, startAnalyses, stopAnalyses } from './analyses.js';

const url = process.argv[2];
if (!url || !process.send) throw new Error('usage: fork(swipe-server.ts, [databaseUrl])');

const app = await buildApp(
  testConfig({ databaseUrl: url, dataDir: os.tmpdir(), logLevel: 'silent', rateLimit: false }),
  { skipBootstrap: true },
);
await app.listen({ host: '127.0.0.1', port: 0 });

const sql = postgres(url, { max: 10, onnotice: () => {} });
const bare = Fastify({ logger: false });
type Pair = { swiper_user_id?: string; target_user_id: string };

// The app's statement without the app: the prepared call of the SQL function, which makes the
// match too when the like meets a like (discovery/swipe-function.ts).
const CALL = `select outcome, match_id, made, event from swipe_record($1::uuid, $2::uuid,
  $3::text, $4::integer, $5::text, false, $6::text, $7::text, true)`;

/** `notify`: the function sends the like's notice or the match's event in its own commit. */
async function like(swiper: string, target: string, notify: boolean) {
  const notice = realtimePayload({
    kind: 'notify',
    user_ids: [target],
    frame: { type: 'like_received' },
  });
  const channel = notify ? REALTIME_CHANNEL : null;
  const [row] = await sql.unsafe(
    CALL,
    [swiper, target, 'like', null, null, channel, notice] as never[],
    { prepare: true },
  );
  return row;
}

function answer(row: postgres.Row | undefined, reply: import('fastify').FastifyReply) {
  if (!row || row.outcome === 'not_found') return reply.status(404).send({ error: 'not found' });
  if (row.outcome === 'already_swiped') return reply.status(409).send({ error: 'already swiped' });
  return row.outcome === 'matched'
    ? { matched: true, match_id: row.match_id as string }
    : { matched: false };
}

bare.post('/bench/bare', async (request, reply) => {
  const { swiper_user_id: swiper, target_user_id: target } = request.body as Pair;
  return answer(await like(swiper as string, target, false), reply);
});
bare.post('/bench/bare-notice', async (request, reply) => {
  const { swiper_user_id: swiper, target_user_id: target } = request.body as Pair;
  return answer(await like(swiper as string, target, true), reply);
});
bare.post('/bench/bare-session', async (request, reply) => {
  const token = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const [user] = token
    ? await sql.unsafe(SESSION_USER, [hashToken(token), new Date().toISOString()], {
        prepare: true,
      })
    : [];
  if (!user) return reply.status(401).send({ error: 'unauthenticated' });
  const { target_user_id: target } = request.body as Pair;
  return answer(await like(user.id as string, target, false), reply);
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (address: ReturnType<typeof bare.server.address>) =>
  typeof address === 'object' && address ? address.port : 0;
process.send({ appPort: portOf(app.server.address()), barePort: portOf(bare.server.address()) });
process.on('message', async (message) => {
  if (message === 'analyses:on') {
    await startAnalyses();
    process.send?.({ analyses: 'on' });
    return;
  }
  if (message === 'analyses:off') {
    process.send?.({ analyses: 'off', done: await stopAnalyses() });
    return;
  }
  if (message !== 'close') return;
  await closeAnalyses();
  await bare.close();
  await sql.end();
  await app.close();
  process.exit(0);
});
