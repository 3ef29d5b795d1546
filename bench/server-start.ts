/**
 * Start-up time and memory of the built server (`node apps/server/dist/main.js`, what
 * `npm run serve` runs) against the TypeScript start through tsx (`node --import tsx
 * apps/server/src/main.ts`, what `npm start` ran before), on the embedded database.
 *
 * Each mode gets its own data directory, migrated by one warm-up start; then RUNS starts each,
 * alternating. Start-up = spawn until GET /api/health/ready answers 200; memory = the process's
 * RSS (/proc) right after ready and again 3 s later. Build first: `npm run build -w @dating/server`.
 *
 *   node --import tsx bench/server-start.ts [--runs 5] [--database-url postgres://...]
 *     [--node-flags=--liftoff-only] [--env MALLOC_ARENA_MAX=1]
 *
 * --node-flags and --env go to the built mode only: they measure what a V8 flag or a malloc
 * setting would save (bench/RESULTS.md, "Server start"), without changing what `npm run serve`
 * runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    'node-flags': { type: 'string', default: '' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const RUNS = Number(values.runs);
/** A PostgreSQL server instead of the embedded PGlite, whose WebAssembly heap dominates RSS. */
const DATABASE_URL = values['database-url'];

const NODE_FLAGS = values['node-flags'].split(' ').filter(Boolean);
const BUILT_ENV = Object.fromEntries(
  values.env.map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const MODES = {
  built: [...NODE_FLAGS, '--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  tsx: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
} as const;
type Mode = keyof typeof MODES;

if (!fs.existsSync(MODES.built.at(-1) ?? '')) {
  console.error('No apps/server/dist/main.js: run `npm run build -w @dating/server` first.');
  process.exit(1);
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
};
/** The process's largest resident mappings (/proc/PID/smaps): what its RSS is made of. */
const largestMappings = (pid: number, count: number) => {
  const mappings: { what: string; sizeMb: number; rssMb: number }[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const sizeMb =
        (Number.parseInt(head[2] ?? '0', 16) - Number.parseInt(head[1] ?? '0', 16)) / 2 ** 20;
      mappings.push({ what: `${head[3]} ${head[4] || '(anonymous)'}`, sizeMb, rssMb: 0 });
    } else if (line.startsWith('Rss:')) {
      const last = mappings.at(-1);
      if (last) last.rssMb = Number(line.split(/\s+/)[1]) / 1024;
    }
  }
  return mappings.sort((a, b) => b.rssMb - a.rssMb).slice(0, count);
};
let lastBuiltMappings: ReturnType<typeof largestMappings> = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startOnce(mode: Mode, dataDir: string, port: number) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...MODES[mode]], {
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      ...(mode === 'built' ? BUILT_ENV : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(20);
    }
    const readyMs = performance.now() - started;
    const pid = child.pid ?? 0;
    const rssReady = rssMb(pid);
    await sleep(3000);
    const rssSettled = rssMb(pid);
    if (mode === 'built') lastBuiltMappings = largestMappings(pid, 10);
    return { readyMs, rssReady, rssSettled };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const dirs = Object.fromEntries(
  (Object.keys(MODES) as Mode[]).map((m) => [
    m,
    fs.mkdtempSync(path.join(os.tmpdir(), `bench-start-${m}-`)),
  ]),
) as Record<Mode, string>;
const results: Record<Mode, { readyMs: number; rssReady: number; rssSettled: number }[]> = {
  built: [],
  tsx: [],
};
try {
  console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? '?'} x${os.cpus().length}`);
  console.log(`database: ${DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`);
  if (NODE_FLAGS.length || values.env.length) {
    console.log(`built mode with: ${[...values.env, ...NODE_FLAGS].join(' ')}`);
  }
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // A random range: other servers on this machine must not answer in our place.
  let port = 20_000 + Math.floor(Math.random() * 10_000); // below the ephemeral range
  for (const mode of Object.keys(MODES) as Mode[]) await startOnce(mode, dirs[mode], port++);
  for (let i = 0; i < RUNS; i++) {
    for (const mode of Object.keys(MODES) as Mode[]) {
      results[mode].push(await startOnce(mode, dirs[mode], port++));
    }
  }
  for (const mode of Object.keys(MODES) as Mode[]) {
    const r = results[mode];
    console.log(
      `${mode.padEnd(5)}: ready ${median(r.map((x) => x.readyMs)).toFixed(0)} ms (median of ${RUNS}; ` +
        `min ${Math.min(...r.map((x) => x.readyMs)).toFixed(0)}), RSS at ready ` +
        `${median(r.map((x) => x.rssReady)).toFixed(1)} MB, 3 s later ` +
        `${median(r.map((x) => x.rssSettled)).toFixed(1)} MB`,
    );
  }
  console.log('built: largest resident mappings 3 s after ready (last run):');
  for (const m of lastBuiltMappings) {
    console.log(
      `  ${m.rssMb.toFixed(1).padStart(6)} MB of ${m.sizeMb.toFixed(0).padStart(5)} MB  ${m.what}`,
    );
  }
  const b = results.built;
  const t = results.tsx;
  const dMs = median(t.map((x) => x.readyMs)) - median(b.map((x) => x.readyMs));
  const dMb = median(t.map((x) => x.rssSettled)) - median(b.map((x) => x.rssSettled));
  console.log(`tsx costs ${dMs.toFixed(0)} ms more to start and ${dMb.toFixed(1)} MB more RSS`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
}
