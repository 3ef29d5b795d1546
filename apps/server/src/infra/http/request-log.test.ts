import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';

type Line = { level: number; msg: string; reqId?: string; req?: { url: string } };

async function appLogging(logLevel: string) {
  const lines: Line[] = [];
  const t = await createTestApp({
    logLevel,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
  });
  return { t, lines };
}

let info: { t: TestApp; lines: Line[] };
let debug: { t: TestApp; lines: Line[] };
beforeAll(async () => {
  info = await appLogging('info');
  debug = await appLogging('debug');
});
afterAll(async () => {
  await info.t.close();
  await debug.t.close();
});

describe('request ids', () => {
  it('keeps a valid incoming X-Request-Id and echoes it', async () => {
    const res = await request(info.t.app, 'GET', '/api/health/live', undefined, {
      headers: { 'x-request-id': 'lb-7f3a.1:2' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.1:2');
  });

  it('replaces an invalid or missing one with a new UUID', async () => {
    const cases: Record<string, string>[] = [
      { 'x-request-id': 'a b<script>' },
      { 'x-request-id': 'x'.repeat(129) },
      {},
    ];
    for (const headers of cases) {
      const res = await request(info.t.app, 'GET', '/api/health/live', undefined, { headers });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('access lines', () => {
  it('are not written at info', async () => {
    info.lines.length = 0;
    await request(info.t.app, 'GET', '/api/health/live');
    await request(info.t.app, 'GET', '/api/me');
    expect(info.lines).toEqual([]);
  });

  it('are one per request at debug, with the request id', async () => {
    debug.lines.length = 0;
    const res = await request(debug.t.app, 'GET', '/api/health/live', undefined, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.statusCode).toBe(200);
    const mine = debug.lines.filter((l) => l.reqId === 'trace-42');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', req: { url: '/api/health/live' } });
  });
});
