/**
 * The web benchmarks' server: builds the web app into a temporary folder and starts the real
 * server on an empty embedded database, with an admin account (web-budget.ts, lighthouse.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = { username: 'budget_admin', password: 'budget admin password' };

const root = path.resolve(import.meta.dirname, '../..');

export async function buildAndStart(): Promise<{ url: string; stop: () => void }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-data-'));
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'apps/web'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const port = 3400 + Math.floor(Math.random() * 500);
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: outDir,
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
    stop: () => {
      child.kill();
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** vite's build sets NODE_ENV=production in this process; the server must not inherit it. */
function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = env;
  return rest;
}
