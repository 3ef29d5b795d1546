/**
 * Realtime chat benchmark (issue 5): two server processes on one PostgreSQL database,
 * 2,000 WebSocket clients in 1,000 matches split across both (each pair on different
 * processes, so every delivery crosses LISTEN/NOTIFY). Messages are sent at a fixed rate over
 * HTTP (a POST) or, with `--over socket`, as a `send` frame on the sender's own socket; we time
 * send → arrival on the partner's socket, and send → the answer (HTTP 201 or the `sent` frame).
 *
 *   node --import tsx bench/chat.ts                  (1,000 matches, 200 messages/s for 20 s)
 *   node --import tsx bench/chat.ts 1000 200 20      (matches, messages/s, seconds)
 *   node --import tsx bench/chat.ts 5000 500 20 --over socket
 *   ... --settle 5      (wait 5 s after connecting before sending; BENCH_TIMELINE=1 per second)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/infra/db/client.js';
import { createBenchDatabase, createSessions, machine, ms, stats } from './lib/db.js';

const settleAt = process.argv.indexOf('--settle');
/** Seconds to wait between connecting the sockets and sending (default none). */
const SETTLE = settleAt >= 0 ? Number(process.argv[settleAt + 1]) : 0;
const overAt = process.argv.indexOf('--over');
const OVER = overAt >= 0 ? process.argv[overAt + 1] : 'http';
if (OVER !== 'http' && OVER !== 'socket') throw new Error('--over http or --over socket');
const numbers = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const MATCHES = Number(numbers[0] ?? 1000);
const RATE = Number(numbers[1] ?? 200);
const SECONDS = Number(numbers[2] ?? 20);
const PORTS = [3211, 3212];
const root = path.resolve(import.meta.dirname, '..');

function startServer(port: number, url: string): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: more node flags for the servers, such as --cpu-prof --cpu-prof-dir=/tmp/x.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...extra, '--import', 'tsx', 'apps/server/src/main.ts'], {
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

/** CPU time (user + system) a process has used, in ms: load on the machine does not inflate it. */
function cpuMs(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0; // a backend that ended meanwhile
  }
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
type Frame = { type: string; message?: { content: string }; client_id?: string };

function connect(port: number, cookie: string, matchId: string, onFrame: (frame: Frame) => void) {
  return new Promise<Client>((resolve, reject) => {
    // A browser always sends its Origin on a socket; the server refuses one without it.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', match_id: matchId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'subscribed') resolve({ socket, matchId });
      else onFrame(frame);
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
  /** When each timed message was sent, for the timeline (BENCH_TIMELINE=1). */
  const sentAtOf: number[] = [];
  const sendLatencies: number[] = [];
  let failed = 0;
  const acked = new Map<string, () => void>();
  // Each message reaches both members (the sender's other tabs too); time the partner's copy.
  // Over sockets, the sender's own socket also gets the answer: `sent`, or an error.
  const onFrame = (isA: boolean) => (frame: Frame) => {
    if (frame.type === 'message' && frame.message) {
      const sent = sentAt.get(frame.message.content);
      if (sent && sent.fromA !== isA) {
        latencies.push(performance.now() - sent.t0);
        sentAtOf.push(sent.t0);
      }
    } else if ((frame.type === 'sent' || frame.type === 'error') && frame.client_id) {
      const sent = sentAt.get(frame.client_id);
      if (frame.type === 'sent' && sent) sendLatencies.push(performance.now() - sent.t0);
      else failed++;
      acked.get(frame.client_id)?.();
    }
  };
  const clients: Client[] = [];
  const socketsOf: { a: WebSocket; b: WebSocket }[] = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const batch = pairs.slice(i, i + 100);
    const opened = await Promise.all(
      batch.flatMap((p) => [
        connect(PORTS[0] as number, p.cookieA, p.id, onFrame(true)),
        connect(PORTS[1] as number, p.cookieB, p.id, onFrame(false)),
      ]),
    );
    clients.push(...opened);
    for (let j = 0; j < opened.length; j += 2) {
      socketsOf.push({ a: (opened[j] as Client).socket, b: (opened[j + 1] as Client).socket });
    }
  }
  const rssAfter = servers.map((s) => rssKb(s.pid as number));
  const perConnectionKb =
    rssAfter.reduce((a, b) => a + b, 0) / clients.length -
    rssBefore.reduce((a, b) => a + b, 0) / clients.length;
  console.log(
    `${clients.length} sockets connected and subscribed; RSS ${rssBefore.join('+')} KB → ${rssAfter.join('+')} KB`,
  );

  const total = RATE * SECONDS;
  // The servers, the database's backends for this database, and this load generator.
  const backends = (
    await sql`select pid from pg_stat_activity where datname = current_database()`
  ).map((r) => r.pid as number);
  const cpuOf = () => ({
    servers: servers.reduce((sum, s) => sum + cpuMs(s.pid as number), 0),
    database: backends.reduce((sum, pid) => sum + cpuMs(pid), 0),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  if (SETTLE > 0) await new Promise((r) => setTimeout(r, SETTLE * 1000));
  const cpuBefore = cpuOf();
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
    if (OVER === 'socket') {
      const sockets = socketsOf[n % pairs.length] as { a: WebSocket; b: WebSocket };
      sends.push(new Promise<void>((resolve) => acked.set(content, resolve)));
      // The content doubles as the client_id: the answer names it.
      (fromA ? sockets.a : sockets.b).send(
        JSON.stringify({ type: 'send', match_id: pair.id, content, client_id: content }),
      );
      continue;
    }
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
  // The rate actually offered: the sending loop falls behind its schedule if the machine does.
  const sendSeconds = (performance.now() - started) / 1000;
  // A send frame refused without its client_id (a frame limit) would never be answered.
  let timer: NodeJS.Timeout | undefined;
  let lastAnsweredMs = Number.NaN;
  const answered = await Promise.race([
    Promise.all(sends).then(() => {
      lastAnsweredMs = performance.now() - started - sendSeconds * 1000;
      return true;
    }),
    new Promise<boolean>((r) => {
      timer = setTimeout(() => r(false), 30_000);
    }),
  ]);
  clearTimeout(timer);
  if (!answered) failed = total - sendLatencies.length;
  await new Promise((r) => setTimeout(r, 1000));
  const cpuAfter = cpuOf();
  const perMessage = (key: keyof typeof cpuAfter) =>
    `${((cpuAfter[key] - cpuBefore[key]) / total).toFixed(2)} ms`;

  const delivery = stats(latencies);
  if (process.env.BENCH_TIMELINE) {
    // Per second of sending: how many arrived and the slowest, to tell a stall from a queue.
    const seconds = new Map<number, number[]>();
    latencies.forEach((latency, i) => {
      const second = Math.floor(((sentAtOf[i] as number) - started) / 1000);
      const values = seconds.get(second) ?? [];
      values.push(latency);
      seconds.set(second, values);
    });
    for (const [second, values] of [...seconds].sort((a, b) => a[0] - b[0])) {
      const { p50, max } = stats(values);
      console.log(`  second ${second}: ${values.length} delivered, p50 ${ms(p50)}, max ${ms(max)}`);
    }
  }
  const http = stats(sendLatencies);
  console.log(
    `sent ${total} messages in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)} msg/s), ` +
      `the last answered ${lastAnsweredMs.toFixed(0)} ms after the last send, ${failed} failed`,
  );
  console.log(
    `${OVER === 'socket' ? "socket 'sent'" : 'HTTP 201'}:  p50 ${ms(http.p50)}, p95 ${ms(http.p95)}, p99 ${ms(http.p99)}, max ${ms(http.max)}`,
  );
  console.log(
    `delivery to the partner on the other process (${delivery.n} of ${total}):  p50 ${ms(delivery.p50)}, p95 ${ms(delivery.p95)}, p99 ${ms(delivery.p99)}, max ${ms(delivery.max)}`,
  );
  console.log(
    `memory per connection: ${perConnectionKb.toFixed(1)} KB (server RSS growth / sockets)`,
  );
  console.log(
    `CPU per message: servers ${perMessage('servers')}, PostgreSQL ${perMessage('database')}, load generator ${perMessage('bench')} (the send phase, whatever else runs)`,
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
