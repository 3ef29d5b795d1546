/**
 * The web benchmarks' server: the real server (TypeScript source) on an empty embedded
 * database, with an admin account, serving a built web app (web-budget.ts, lighthouse.ts,
 * card-bytes.ts, call-bytes.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = { username: 'budget_admin', password: 'budget admin password' };

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the web app into a temporary folder and serves it (removed again by `stop`). */
export async function buildAndStart(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-web-'));
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'apps/web'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await startServer(outDir);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Serves the web app built in `webDir` from a new empty data directory. */
export async function startServer(
  webDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDir,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT: 'off',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    // After the process is gone: a job still writing a photo variant made the removal fail and
    // hid the error that ended the run.
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now (a random one once measured another agent's server). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** vite's build sets NODE_ENV=production in this process; the server must not inherit it. */
function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = env;
  return rest;
}
