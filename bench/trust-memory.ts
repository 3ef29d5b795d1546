/**
 * The embedded server's memory before and after the trust work's models load (issue 33): the
 * built server restarted on a PGlite data directory (migrated and demo-seeded by a warm-up
 * start), its resident memory at ready, then a member
 * uploads a portrait (an analyse-face job: the face models load in their worker) and makes a
 * deposit with a rendered receipt (a read-receipt job: the OCR worker and its language data
 * load). Both jobs run in the background as in production; the bench waits for each on
 * /metrics (`queue_jobs_total{outcome="completed"}`) and reads the process's RSS from /proc
 * (worker threads live in the process, so their memory counts).
 *
 *   npm run build && node --import tsx bench/trust-memory.ts [--port 3290]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { onboardingDraft } from '../apps/server/src/test/members.js';
import {
  receiptTestSet,
  renderReceipt,
} from '../apps/server/src/wallet/receipts/test-set/index.js';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '3290' } } });
const base = `http://127.0.0.1:${values.port}`;
const main = path.join(root, 'apps/server/dist/main.js');
/** /metrics answers a caller with this token only (a bench-run secret, nothing kept). */
const metricsToken = `bench-${process.pid}-${Date.now()}-metrics`;
const metrics = () =>
  fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then((r) =>
    r.text(),
  );
if (!fs.existsSync(main)) throw new Error('Build first: npm run build');

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(250);
  }
  const queue = (await metrics()).split('\n').filter((l) => l.startsWith('queue_'));
  throw new Error(`${what}: not within ${timeoutMs} ms\n${queue.join('\n')}`);
}

/** Completed jobs of a queue, as /metrics counts them. */
async function completed(queue: string): Promise<number> {
  const text = await metrics();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('queue_jobs_total') &&
        l.includes(`queue="${queue}"`) &&
        l.includes('outcome="completed"'),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

async function member() {
  const headers = { origin: base };
  const username = `bench_${Date.now().toString(36)}`;
  const signUp = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { headers: { ...headers, cookie } };
}

async function post(
  url: string,
  who: { headers: Record<string, string> },
  body: FormData | object,
  status = 201,
) {
  const json = !(body instanceof FormData);
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: json ? { ...who.headers, 'content-type': 'application/json' } : who.headers,
    body: json ? JSON.stringify(body) : body,
  });
  if (res.status !== status) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-memory-'));
async function start(): Promise<ChildProcess> {
  const child = spawn('node', ['--enable-source-maps', main], {
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: dataDir,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor('ready', async () => (await fetch(`${base}/api/health/ready`)).ok, 120_000);
  return child;
}
async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// A warm-up start migrates the folder and seeds the demo world (as bench/server-start.ts does),
// so the measured start is a restart, as in production.
const warmUp = await start();
await sleep(15_000);
await stop(warmUp);
const server = await start();
const pid = server.pid as number;
try {
  const atReady = rssMb(pid);
  await sleep(3000);
  const settled = rssMb(pid);

  const who = await member();
  const portrait = fs.readFileSync(
    path.join(root, 'apps/server/src/infra/faces/fixtures/grace-hopper.jpg'),
  );
  const photo = new FormData();
  photo.append('file', new Blob([portrait], { type: 'image/jpeg' }), 'me.jpg');
  const { path: photoPath } = (await post('/api/me/photos', who, photo)) as { path: string };
  const faceMs = await waitFor('face analysis', async () => (await completed('analyse-face')) >= 1);
  await sleep(3000);
  const withFaces = rssMb(pid);

  // A deposit needs a finished profile.
  await post('/api/me/onboarding', who, onboardingDraft([photoPath]), 200);
  const receipt = receiptTestSet()[0];
  if (!receipt) throw new Error('no receipt in the test set');
  const deposit = new FormData();
  deposit.append('payment_method', receipt.wallet);
  deposit.append('transaction_ref', receipt.truth.transactionId ?? 'T1');
  deposit.append('amount_kyat', String(receipt.truth.amountKyat ?? 50_000));
  deposit.append(
    'proof',
    new Blob([await renderReceipt(receipt)], { type: 'image/png' }),
    'receipt.png',
  );
  await post('/api/wallet/deposits', who, deposit);
  const receiptMs = await waitFor(
    'receipt reading',
    async () => (await completed('read-receipt')) >= 1,
  );
  await sleep(3000);
  const withBoth = rssMb(pid);

  console.log(
    `load (uptime): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('embedded server RSS, MB');
  console.log(`  at ready                         ${atReady.toFixed(0)}`);
  console.log(`  3 s later                        ${settled.toFixed(0)}`);
  console.log(
    `  after the first face analysis    ${withFaces.toFixed(0)}  (job done ${faceMs} ms after the upload)`,
  );
  console.log(
    `  after the first receipt reading  ${withBoth.toFixed(0)}  (job done ${receiptMs} ms after the deposit)`,
  );
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
