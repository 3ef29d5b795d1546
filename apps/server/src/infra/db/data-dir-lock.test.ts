/**
 * One process per embedded data directory (issue 31: `admin:create` beside a running server
 * printed success, but its account was lost). Real processes: the server (src/main.ts through
 * tsx) holds the directory; a second server and the admin:create script must stop with a clear
 * message and a non-zero exit, and nothing is printed as created.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import { openDatabase } from './client.js';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { accounts } from './schema.js';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children = new Set<ChildProcess>();
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The embedded-mode environment of a server or script on `dataDir`. */
const envFor = (dataDir: string) => ({
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: '0',
  JOBS: 'off',
  LOG_LEVEL: 'info',
  ADMIN_USERNAME: 'first_admin',
  ADMIN_PASSWORD: 'first admin password',
});

type Run = { code: number; stdout: string; stderr: string };
async function run(args: string[], dataDir: string): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', ...args],
      { cwd: serverDir, env: envFor(dataDir) },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `src/main.ts` on `dataDir`; resolves once it listens. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: envFor(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => resolve(code ?? -1)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (/Server listening at/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { child, exited };
}

const lockFile = (dataDir: string) => path.join(dataDir, DATA_DIR_LOCK_FILE);
const adminCreate = (dataDir: string, username: string) =>
  run(['src/scripts/admin-create.ts', '--username', username], dataDir);

describe('the embedded data directory lock', () => {
  it('refuses a second server and admin:create while the server runs; frees on close', async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    const pid = server.child.pid as number;
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(pid));

    const [second, admin] = await Promise.all([
      run(['src/main.ts'], dataDir),
      adminCreate(dataDir, 'night_shift'),
    ]);
    for (const refused of [second, admin]) {
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${pid}`);
      expect(refused.stdout).not.toMatch(/created|listening/i);
    }
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);

    // The server stops (SIGTERM): the lock goes with it, and admin:create now really writes.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    const created = await adminCreate(dataDir, 'night_shift');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Admin account created');
    const database = await openDatabase(undefined, dataDir);
    try {
      const found = await database.db
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.usernameNormalized, 'night_shift'));
      expect(found).toEqual([{ username: 'night_shift' }]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('takes over a lock left by a process that died (kill -9)', async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(server.child.pid));
    const database = await openDatabase(undefined, dataDir);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(process.pid));
    // This process holds it now: opening the directory again here is refused too.
    await expect(openDatabase(undefined, dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await database.close();
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
  }, 240_000);

  it('takes over a lock file naming no process, and releases once', () => {
    const dataDir = tempDir();
    fs.writeFileSync(lockFile(dataDir), 'garbage');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(process.pid));
    release();
    release();
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is not taken for an in-memory database or a PostgreSQL server', async () => {
    const dataDir = tempDir();
    const memory = await openDatabase('memory://', dataDir);
    const place = await openTestDatabase();
    const others = place.url ? [await openDatabase(place.url, dataDir)] : [];
    try {
      expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      await memory.close();
      for (const other of others) await other.close();
      await place.drop();
    }
  });
});
