/**
 * The pieces of a small production: a PostgreSQL database, an S3-protocol server (s3rver),
 * three app processes started with `npm run serve`, and HAProxy in front of them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import S3rver from 's3rver';
import webpush from 'web-push';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const ADMIN = { username: 'scale_admin', password: 'scale-out admin pass 1' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server, dropped at the end. */
export async function freshDatabase(serverUrl: string) {
  const name = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Backs the database up and restores it into a new one with the commands docs/operations.md
 * gives: `pg_dump --format=custom` then `pg_restore --no-owner` into an empty database.
 */
export async function restoreCopy(sourceUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  const dumpFile = path.join(dir, 'dating.dump');
  await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, sourceUrl]);
  const target = new URL(sourceUrl);
  const name = `${target.pathname.slice(1)}_restored`;
  const admin = postgres({
    ...connectionOf(sourceUrl),
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  });
  await admin.unsafe(`create database ${name}`);
  target.pathname = `/${name}`;
  await run('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dumpFile]);
  const sql = postgres(target.toString(), { max: 1, onnotice: () => {} });
  return {
    sql,
    dumpBytes: fs.statSync(dumpFile).size,
    drop: async () => {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function connectionOf(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    username: decodeURIComponent(u.username),
  };
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

/** s3rver on a free port with one bucket; its files in a temporary directory. */
export async function startS3(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type AppProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
};

/** `npm run serve` in its own process group, so kill -9 reaches node itself. */
export function startApp(name: string, port: number, env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, port, child, log, exited };
}

export function killHard(app: AppProcess) {
  if (app.child.pid) process.kill(-app.child.pid, 'SIGKILL');
}

export async function stopApp(app: AppProcess) {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  if (app.child.pid) process.kill(-app.child.pid, 'SIGTERM');
  const timer = setTimeout(() => app.child.pid && process.kill(-app.child.pid, 'SIGKILL'), 15_000);
  await app.exited;
  clearTimeout(timer);
}

/** Polls until `url` answers 200, or fails with the process log after `timeoutMs`. */
export async function waitReady(url: string, timeoutMs: number, app?: AppProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms${app ? `\n${app.log.join('')}` : ''}`);
}

/** The environment a production process gets (docs/operations.md#deploy). */
export function productionEnv(options: {
  databaseUrl: string;
  publicUrl: string;
  s3Endpoint: string;
  bucket: string;
}): NodeJS.ProcessEnv {
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    STORAGE_URL: `s3://${options.bucket}`,
    S3_ENDPOINT: options.s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
    METRICS_TOKEN: randomBytes(16).toString('hex'),
  };
}

/**
 * The realtime bus of the run: SCALE_OUT_BUS=nats runs the processes on NATS
 * (docs/decisions/035-realtime-bus.md), on NATS_URL if given, else on a nats-server
 * (NATS_SERVER, default /usr/sbin/nats-server) started on a free port; otherwise NOTIFY.
 */
export async function realtimeBusEnv(): Promise<{
  env: NodeJS.ProcessEnv;
  close: () => Promise<void>;
}> {
  if (process.env.SCALE_OUT_BUS !== 'nats') return { env: {}, close: async () => {} };
  if (process.env.NATS_URL) {
    return { env: { REALTIME_BUS: 'nats', NATS_URL: process.env.NATS_URL }, close: async () => {} };
  }
  const port = await freePort();
  const child = spawn(
    process.env.NATS_SERVER ?? '/usr/sbin/nats-server',
    ['-a', '127.0.0.1', '-p', String(port)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server is ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`nats-server exited ${code}: ${log}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    env: { REALTIME_BUS: 'nats', NATS_URL: `nats://127.0.0.1:${port}` },
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** HAProxy balancing the app processes, checking /api/health/ready. */
export async function startHaproxy(port: number, backends: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const config = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 300ms fall 2 rise 2',
    ...backends.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout?.on('data', (c: Buffer) => log.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    log,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
