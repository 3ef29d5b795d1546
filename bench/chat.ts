/**
 * Realtime chat benchmark (issue 5): two server processes on one PostgreSQL database,
 * 2,000 WebSocket clients in 1,000 matches split across both (each pair on different
 * processes, so every delivery crosses LISTEN/NOTIFY). Messages are sent over HTTP at a fixed
 * rate; we time send (before the POST) → arrival on the partner's socket.
 *
 *   node --import tsx bench/chat.ts                  (1,000 matches, 200 messages/s for 20 s)
 *   node --import tsx bench/chat.ts 1000 200 20      (matches, messages/s, seconds)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/infra/db/client.js';
import { createBenchDatabase, createSessions, machine, ms, stats } from './lib/db.js';

const MATCHES = Number(process.argv[2] ?? 1000);
const RATE = Number(process.argv[3] ?? 200);
const SECONDS = Number(process.argv[4] ?? 20);
const PORTS = [3211, 3212];
const root = path.resolve(import.meta.dirname, '..');

function startServer(port: number, url: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {}
      if (Date.now() - started > 60_000)
        return reject(new Error(`server on ${port} did not start`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function seed(sql: postgres.Sql, pairs: number) {
  const members = pairs * 2;
  const ids = (
    await sql`insert into accounts (username, username_normalized, password_hash)
      select 'chat_' || g, 'chat_' || g, 'x' from generate_series(1, ${members}) g returning id`
  ).map((r) => r.id as string);
  await sql`insert into user_profiles (user_id, username, first_name, birthdate, gender, interested_in,
      onboarding_complete, location_latitude, location_longitude, city)
    select a.id, a.username, 'Chat', '1995-01-01', 'Man', '{Everyone}', true, 16.8, 96.1, 'Yangon'
    from accounts a where a.username like 'chat_%'`;
  const matchRows: { id: string; a: string; b: string }[] = [];
  for (let i = 0; i < pairs; i++) {
    const [x, y] = [ids[2 * i] as string, ids[2 * i + 1] as string].sort();
    matchRows.push({ id: '', a: x as string, b: y as string });
  }
  for (let i = 0; i < matchRows.length; i += 2000) {
    const chunk = matchRows.slice(i, i + 2000);
    const inserted =
      await sql`insert into matches ${sql(chunk.map((m) => ({ user_1_id: m.a, user_2_id: m.b })))} returning id, user_1_id`;
    inserted.forEach((row, j) => {
      (chunk[j] as { id: string }).id = row.id as string;
    });
  }
  const cookies = await createSessions(
    sql,
    matchRows.flatMap((m) => [m.a, m.b]),
  );
  return matchRows.map((m, i) => ({
    ...m,
    cookieA: cookies[2 * i] as string,
    cookieB: cookies[2 * i + 1] as string,
  }));
}

type Client = { socket: WebSocket; matchId: string };

function connect(
  port: number,
  cookie: string,
  matchId: string,
  onMessage: (content: string) => void,
) {
  return new Promise<Client>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', match_id: matchId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'subscribed') resolve({ socket, matchId });
      else if (frame.type === 'message') onMessage(frame.message.content);
    });
    socket.on('error', reject);
  });
}

async function main() {
  const bench = await createBenchDatabase(`chat_${Date.now().toString(36)}`);
  const migrated = await openDatabase(bench.url, '/tmp');
  await migrated.close();
  const sql = postgres(bench.url, { max: 4, onnotice: () => {} });
  console.log(await machine(sql));
  const pairs = await seed(sql, MATCHES);
  const servers = await Promise.all(PORTS.map((port) => startServer(port, bench.url)));
  const rssBefore = servers.map((s) => rssKb(s.pid as number));

  const sentAt = new Map<string, { t0: number; fromA: boolean }>();
  const latencies: number[] = [];
  // Each message reaches both members (the sender's other tabs too); time the partner's copy.
  const onMessage = (isA: boolean) => (content: string) => {
    const sent = sentAt.get(content);
    if (sent && sent.fromA !== isA) latencies.push(performance.now() - sent.t0);
  };
  const clients: Client[] = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const batch = pairs.slice(i, i + 100);
    clients.push(
      ...(await Promise.all(
        batch.flatMap((p) => [
          connect(PORTS[0] as number, p.cookieA, p.id, onMessage(true)),
          connect(PORTS[1] as number, p.cookieB, p.id, onMessage(false)),
        ]),
      )),
    );
  }
  const rssAfter = servers.map((s) => rssKb(s.pid as number));
  const perConnectionKb =
    rssAfter.reduce((a, b) => a + b, 0) / clients.length -
    rssBefore.reduce((a, b) => a + b, 0) / clients.length;
  console.log(
    `${clients.length} sockets connected and subscribed; RSS ${rssBefore.join('+')} KB → ${rssAfter.join('+')} KB`,
  );

  const sendLatencies: number[] = [];
  const total = RATE * SECONDS;
  let failed = 0;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = pairs[n % pairs.length] as (typeof pairs)[number];
    const fromA = n % 2 === 0;
    const port = fromA ? PORTS[0] : PORTS[1];
    const content = `m${n}`;
    const t0 = performance.now();
    sentAt.set(content, { t0, fromA });
    sends.push(
      fetch(`http://127.0.0.1:${port}/api/matches/${pair.id}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: fromA ? pair.cookieA : pair.cookieB,
          origin: `http://127.0.0.1:${port}`,
        },
        body: JSON.stringify({ content }),
      }).then((res) => {
        if (res.status !== 201) failed++;
        else sendLatencies.push(performance.now() - t0);
        return res.arrayBuffer().then(() => undefined);
      }),
    );
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 1000));
  const seconds = (performance.now() - started) / 1000;

  const delivery = stats(latencies);
  const http = stats(sendLatencies);
  console.log(
    `sent ${total} messages in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} msg/s), ${failed} failed`,
  );
  console.log(
    `HTTP 201:  p50 ${ms(http.p50)}, p95 ${ms(http.p95)}, p99 ${ms(http.p99)}, max ${ms(http.max)}`,
  );
  console.log(
    `delivery to the partner on the other process (${delivery.n} of ${total}):  p50 ${ms(delivery.p50)}, p95 ${ms(delivery.p95)}, p99 ${ms(delivery.p99)}, max ${ms(delivery.max)}`,
  );
  console.log(
    `memory per connection: ${perConnectionKb.toFixed(1)} KB (server RSS growth / sockets)`,
  );

  for (const c of clients) c.socket.terminate();
  await Promise.all(
    servers.map(
      (s) =>
        new Promise((resolve) => {
          s.once('exit', resolve);
          s.kill('SIGTERM');
        }),
    ),
  );
  await sql.end();
  await bench.drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
