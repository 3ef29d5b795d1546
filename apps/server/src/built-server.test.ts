import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedMember } from './test/members.js';
import { openSocket } from './test/sockets.js';
import { request } from './test/test-app.js';

/**
 * The server as production runs it (docs/operations.md#deploy): built by build.mjs into plain
 * JavaScript and started with plain `node`, no TypeScript tooling, on the embedded database.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
let dist: string;

beforeAll(() => {
  // Inside the package (node_modules/.cache, ignored by git), so the bundle finds its packages.
  const cache = path.join(serverDir, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  dist = fs.mkdtempSync(path.join(cache, 'built-server-'));
  execFileSync(process.execPath, [path.join(serverDir, 'build.mjs'), '--outdir', dist], {
    stdio: 'pipe',
  });
}, 120_000);
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

type Server = { child: ChildProcess; port: number; output: string[]; exited: Promise<number> };

/** `node dist/main.js` with a clean environment; resolves once it listens. */
async function serve(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-built-data-'));
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      JOBS: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => resolve(code ?? -1)),
  );
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(String(chunk));
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.join(''));
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`exited ${code}: ${output.join('')}`)));
  });
  return { child, port, output, exited };
}

type Answer = { statusCode: number; body: string; headers: http.IncomingHttpHeaders };

function send(port: number, method: string, url: string, headers = {}, body?: Buffer | string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 0, body: text, headers: res.headers }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Lets the test helpers (written for app.inject) drive the child process over real HTTP. */
function overHttp(port: number): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const { payload } = options;
    const headers = { ...(options.headers as Record<string, string>) };
    let body: Buffer | string | undefined;
    if (Buffer.isBuffer(payload) || typeof payload === 'string') body = payload;
    else if (payload !== undefined) {
      body = JSON.stringify(payload);
      headers['content-type'] = 'application/json';
    }
    const answer = await send(port, options.method ?? 'GET', String(options.url), headers, body);
    const setCookie = answer.headers['set-cookie'] ?? [];
    return {
      ...answer,
      json: () => JSON.parse(answer.body),
      cookies: setCookie.map((c) => {
        const [pair = ''] = c.split(';');
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
      }),
    };
  };
  return { inject } as unknown as FastifyInstance;
}

describe('the built server', () => {
  it('is plain JavaScript that resolves its runtime files from dist', () => {
    const bundle = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["'][^"']*\.ts["']/);
    expect(bundle).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    for (const file of [
      'infra/db/migrations/meta/_journal.json',
      'infra/db/functions/swipe_record.sql',
      'infra/text/model/zawgyiUnicodeModel.dat',
      'geo/mimu',
      'shop/art',
    ]) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    for (const script of fs.readdirSync(path.join(serverDir, 'src/scripts'))) {
      if (script.endsWith('.test.ts') || !script.endsWith('.ts')) continue;
      expect(fs.existsSync(path.join(dist, 'scripts', script.replace(/\.ts$/, '.js')))).toBe(true);
    }
  });

  it('starts with plain node and answers ready', async () => {
    const server = await serve();
    try {
      const ready = await send(server.port, 'GET', '/api/health/ready');
      expect(ready.statusCode, ready.body).toBe(200);
      expect(JSON.parse(ready.body).checks.database.ok).toBe(true);
      expect(ready.headers['x-request-id']).toBeTruthy();
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 120_000);

  it('on SIGTERM finishes in-flight requests, sends sockets 1012, refuses new connections, exits 0', async () => {
    const server = await serve();
    try {
      const app = overHttp(server.port);
      const member = await onboardedMember(app);
      // The Zawgyi model and the MIMU gazetteer load from dist too.
      const zawgyi = await request(
        app,
        'POST',
        '/api/text/zawgyi-check',
        { text: 'မဂၤလာပါ' },
        member,
      );
      expect(zawgyi.statusCode, zawgyi.body).toBe(200);
      expect(zawgyi.json().zawgyi_probability).toBeGreaterThan(0.5);
      const place = await request(app, 'GET', '/api/geo/search?q=Mandalay', undefined, member);
      expect(place.statusCode, place.body).toBe(200);
      const ws = await openSocket(`ws://127.0.0.1:${server.port}/api/realtime`, {
        cookie: member.cookie,
      });
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
      );
      // A request in flight: its body arrives half before SIGTERM and the rest after.
      const body = JSON.stringify({ username: member.username, password: member.password });
      let refusedMeanwhile: Promise<string> | undefined;
      const inFlight = new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: '/api/auth/signin',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin: 'http://localhost:3000',
              host: 'localhost:3000',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({ statusCode: res.statusCode ?? 0, body: text, headers: res.headers }),
            );
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => server.child.kill('SIGTERM'), 300);
        // New connections are refused while the request is still open, then its body completes.
        setTimeout(() => {
          refusedMeanwhile = send(server.port, 'GET', '/api/health/live').then(
            (a) => `answered ${a.statusCode}`,
            (error: Error) => error.message,
          );
          void refusedMeanwhile.then(() => req.end(body.slice(10)));
        }, 1000);
      });

      expect(await closed).toEqual({ code: 1012, reason: 'service restart' });
      const answer = await inFlight;
      expect(await refusedMeanwhile).toMatch(/ECONNREFUSED/);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await server.exited).toBe(0);
      await expect(send(server.port, 'GET', '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
      expect(server.output.join('')).toMatch(/"msg":"shut down"/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
