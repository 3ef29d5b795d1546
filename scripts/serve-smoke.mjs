// CI step (.ci/run): `npm run serve` starts what `npm run build` made with plain node, answers
// /api/health/ready, and on SIGTERM exits 0. Prints one line; exit code 1 on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.SMOKE_PORT ?? 3990);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-serve-smoke-'));
const started = Date.now();
const child = spawn('npm', ['run', 'serve', '--silent'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', NODE_OPTIONS: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true, // its own process group: the signal reaches npm's child too
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

function fail(message) {
  console.log(`serve smoke: FAILED: ${message}\n${output.slice(-3000)}`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

let ready;
for (let i = 0; i < 240 && !ready; i++) {
  await new Promise((r) => setTimeout(r, 500));
  ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
    (r) => (r.ok ? r.json() : undefined),
    () => undefined,
  );
}
if (!ready) fail('no ready answer within 120 s');
const readyMs = Date.now() - started;
if (/tsx/.test(output)) fail('tsx appears in the output');
// To the server process itself (its pid is in every log line), as a process manager does; npm
// then exits with the server's exit code.
const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
if (!serverPid) fail('no pid in the log');
process.kill(serverPid, 'SIGTERM');
const code = await Promise.race([
  exited,
  new Promise((r) => setTimeout(() => r('timeout'), 30_000)),
]);
if (code !== 0) fail(`exit code after SIGTERM: ${code}`);
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`serve smoke: ready in ${readyMs} ms on ${process.version}, SIGTERM -> exit 0`);
