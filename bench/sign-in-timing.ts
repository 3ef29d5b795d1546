/**
 * Does a wrong password take longer for a real username than for an unknown one (issue 31:
 * 255 vs 212 ms median)? The app in this process (as the API tests build it: in-memory PGlite,
 * or a fresh database on TEST_DATABASE_URL), RATE_LIMIT off, the sign-in throttle on as always.
 * Real and unknown usernames are tried in alternation (order shuffled per pair), each try from its
 * own address so no throttle delay trips (its queries still run); then, per name, the answers
 * once the (username, address) pair has used its free failures (429). Prints medians and p90s
 * of the time to the answer, measured around app.inject.
 *
 *   node --import tsx bench/sign-in-timing.ts [--samples 200] [--accounts 50] [--throttled 50]
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/sign-in-timing.ts
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS } from '@dating/shared';
import { createTestApp, signUp, TEST_ORIGIN } from '../apps/server/src/test/test-app.js';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '200' },
    accounts: { type: 'string', default: '50' },
    throttled: { type: 'string', default: '50' },
  },
});
const SAMPLES = Number(values.samples);
const ACCOUNTS = Number(values.accounts);
const THROTTLED = Number(values.throttled);

const t = await createTestApp();
let address = 0;
/** A fresh address each call: 10.x.y.z from a counter. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function timeSignIn(username: string, from: string) {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: from,
    headers: { origin: TEST_ORIGIN, host: 'localhost:3000' },
    payload: { username, password: 'wrong password' },
  });
  return { ms: performance.now() - started, status: res.statusCode };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (label: string, values: number[], statuses: Set<number>) =>
  `${label.padEnd(8)} n=${values.length} median ${quantile(values, 0.5).toFixed(2)} ms, ` +
  `p90 ${quantile(values, 0.9).toFixed(2)} ms, statuses ${[...statuses].join('/')}`;

try {
  const real: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) real.push((await signUp(t.app)).username);
  const unknown = real.map((_, i) => `nobody_here_${i}`);
  // Warm-up: JIT, the dummy hash, prepared plans.
  for (let i = 0; i < 10; i++) {
    await timeSignIn(real[i % ACCOUNTS] as string, nextAddress());
    await timeSignIn(unknown[i % ACCOUNTS] as string, nextAddress());
  }

  const times = { real: [] as number[], unknown: [] as number[] };
  const statuses = { real: new Set<number>(), unknown: new Set<number>() };
  for (let i = 0; i < SAMPLES; i++) {
    const pair = [
      ['real', real[i % ACCOUNTS]],
      ['unknown', unknown[i % ACCOUNTS]],
    ] as const;
    for (const [kind, name] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
      const { ms, status } = await timeSignIn(name as string, nextAddress());
      times[kind].push(ms);
      statuses[kind].add(status);
    }
  }
  console.log(
    `node ${process.version}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log('wrong password, a fresh address per try (401):');
  console.log(`  ${summary('real', times.real, statuses.real)}`);
  console.log(`  ${summary('unknown', times.unknown, statuses.unknown)}`);
  const gap = quantile(times.real, 0.5) - quantile(times.unknown, 0.5);
  console.log(`  real - unknown median: ${gap.toFixed(2)} ms`);

  // Each name from its own address until that pair waits, then the refused try is timed.
  const refused = { real: [] as number[], unknown: [] as number[] };
  const refusedStatuses = { real: new Set<number>(), unknown: new Set<number>() };
  for (let i = 0; i < Math.min(THROTTLED, ACCOUNTS); i++) {
    const pair = [
      ['real', real[i]],
      ['unknown', unknown[i]],
    ] as const;
    for (const [kind, name] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
      const from = nextAddress();
      for (let k = 0; k < SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS; k++) {
        await timeSignIn(name as string, from);
      }
      const { ms, status } = await timeSignIn(name as string, from);
      refused[kind].push(ms);
      refusedStatuses[kind].add(status);
    }
  }
  console.log('after the free failures of a (username, address) pair (429):');
  console.log(`  ${summary('real', refused.real, refusedStatuses.real)}`);
  console.log(`  ${summary('unknown', refused.unknown, refusedStatuses.unknown)}`);
} finally {
  await t.close();
}
