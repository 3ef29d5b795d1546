/**
 * The pieces of bench/realtime-fanout.ts: app processes on one PostgreSQL database with a chosen
 * realtime bus, a NATS server, matched members with sessions, and members' sockets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import WebSocket from 'ws';
import { openDatabase } from '../../apps/server/src/infra/db/client.js';
import {
  freePort,
  startNats as startNatsOn,
} from '../../apps/server/src/infra/realtime/test-nats.js';
import { createBenchDatabase, createSessions, ms, type Sql, stats } from './db.js';

const root = path.resolve(import.meta.dirname, '../..');

export { freePort };

/** nats-server (NATS_SERVER, default /usr/sbin/nats-server) on a free port, once ready. */
export async function startNats(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  return { url: `nats://127.0.0.1:${port}`, child: await startNatsOn(port, { detached: true }) };
}

/** One app process (tsx, as bench/chat.ts), in its own process group so kill -9 reaches node. */
export function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
      SEED_DEMO: '0',
      JOBS: 'off',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {}
      if (Date.now() - started > 90_000) return reject(new Error(`server on ${port} no start`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), signal);
  await exited;
}

export type Pair = { id: string; a: string; b: string; cookieA: string; cookieB: string };

/** `pairs` matches of two onboarded members each, with a cookie session per member. */
export async function seedPairs(sql: Sql, pairs: number): Promise<Pair[]> {
  const ids = (
    await sql`insert into accounts (username, username_normalized, password_hash)
      select 'fan_' || g, 'fan_' || g, 'x' from generate_series(1, ${pairs * 2}) g returning id`
  ).map((r) => r.id as string);
  await sql`insert into user_profiles (user_id, username, first_name, birthdate, gender,
      interested_in, onboarding_complete, location_latitude, location_longitude, city)
    select a.id, a.username, 'Fan', '1995-01-01', 'Man', '{Everyone}', true, 16.8, 96.1, 'Yangon'
    from accounts a where a.username like 'fan_%'`;
  const rows = Array.from({ length: pairs }, (_, i) => {
    const [a, b] = [ids[2 * i] as string, ids[2 * i + 1] as string].sort();
    return { user_1_id: a as string, user_2_id: b as string };
  });
  const matchIds: string[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await sql`insert into matches ${sql(rows.slice(i, i + 2000))} returning id`;
    matchIds.push(...inserted.map((r) => r.id as string));
  }
  const cookies = await createSessions(
    sql,
    rows.flatMap((r) => [r.user_1_id, r.user_2_id]),
  );
  return rows.map((r, i) => ({
    id: matchIds[i] as string,
    a: r.user_1_id,
    b: r.user_2_id,
    cookieA: cookies[2 * i] as string,
    cookieB: cookies[2 * i + 1] as string,
  }));
}

export type Frame = {
  type: string;
  message?: { content: string; sender_id: string };
  client_id?: string;
};

/** A member's socket subscribed to their match; resolves once `subscribed` arrives. */
export function openSocket(
  port: number,
  cookie: string,
  matchId: string,
  onFrame: (frame: Frame) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', match_id: matchId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'subscribed') resolve(socket);
      else onFrame(frame);
    });
    socket.on('error', reject);
  });
}

/** The newest page of a match's messages, as the app refetches it after a reconnect. */
export async function newestMessages(port: number, cookie: string, matchId: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/matches/${matchId}/messages?limit=50`, {
    headers: { cookie, origin: `http://127.0.0.1:${port}` },
  });
  if (!res.ok) throw new Error(`GET messages: ${res.status}`);
  return ((await res.json()) as { items: { content: string }[] }).items.map((m) => m.content);
}

/**
 * The database side alone: `workers` connections call message_send back to back for `seconds`,
 * with the NOTIFY (`channel`) or without (what the NATS bus does), one LISTENer connected.
 * Answers commits a second and the call's latency samples.
 */
export async function commitCeiling(
  url: string,
  pairs: Pair[],
  channel: string | null,
  workers: number,
  seconds: number,
) {
  const sql = postgres(url, { max: workers, onnotice: () => {} });
  const listener = postgres(url, { max: 1, onnotice: () => {} });
  await listener.listen('realtime', () => {});
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const pair = pairs[n++ % pairs.length] as Pair;
        const t0 = performance.now();
        await sql`select outcome from message_send(${pair.id}::uuid, ${pair.a}::uuid,
          ${`c${n}`}, ${`c${channel ?? 'none'}${n}`}, ${`c${n}`}, null, 7800, ${channel})`;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  await Promise.all([sql.end(), listener.end()]);
  return { perSecond: latencies.length / seconds, latencies };
}

/** message_send's commits a second with and without its NOTIFY, 16 connections, 5 s each. */
export async function commitTable() {
  const db = await createBenchDatabase(`fanout_commit_${Date.now().toString(36)}`);
  const migrated = await openDatabase(db.url, '/tmp');
  await migrated.close();
  const sql = postgres(db.url, { max: 2, onnotice: () => {} });
  const pairs = await seedPairs(sql, 200);
  await sql.end();
  const rows = [
    '| message_send | connections | commits/s | p50 | p99 | load (1 min) |',
    '|---|---|---|---|---|---|',
  ];
  for (const channel of ['realtime', null]) {
    const { perSecond, latencies } = await commitCeiling(db.url, pairs, channel, 16, 5);
    const s = stats(latencies);
    const label = channel ? 'with NOTIFY (bus=notify)' : 'without (bus=nats)';
    rows.push(
      `| ${label} | 16 | ${perSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p99)} | ${os.loadavg()[0]?.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  await db.drop();
  return rows;
}
