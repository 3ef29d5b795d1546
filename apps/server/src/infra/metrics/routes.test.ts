import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedMember } from '../../test/members.js';
import { openSocket, realtimeUrlOf } from '../../test/sockets.js';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';
import { startMetricsListener } from './routes.js';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let untokened: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  untokened = await createTestApp();
});
afterAll(async () => {
  await untokened.close();
  await t.close();
});

const scrape = (app: TestApp, bearer?: string) =>
  request(app.app, 'GET', '/metrics', undefined, bearer ? { bearer } : {});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN configured', async () => {
    const res = await scrape(untokened, TOKEN);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('needs the token', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'metrics-token-wrong-56789')).statusCode).toBe(401);
    const res = await scrape(t, TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('process_resident_memory_bytes');
    expect(res.body).toContain('db_pool_max_connections');
    expect(res.body).toContain('job_runs_total');
    expect(res.body).toContain('push_notifications_total');
    if (t.database.kind === 'postgres') {
      // A PostgreSQL pool of 10 per app; PGlite has no pool.
      const max = Number(/^db_pool_max_connections (\d+)$/m.exec(res.body)?.[1]);
      expect(max).toBeGreaterThanOrEqual(10);
    }
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const id = randomUUID();
    await request(t.app, 'GET', `/api/matches/${id}/messages`);
    const res = await scrape(t, TOKEN);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/matches\/:\w+\/messages",status_code="401"\} \d+/,
    );
    expect(res.body).not.toContain(id);
  });

  it('counts open sockets', async () => {
    const member = await onboardedMember(t.app);
    const url = await realtimeUrlOf(t.app);
    const gauge = async () =>
      Number(/^websocket_open_connections (\d+)$/m.exec((await scrape(t, TOKEN)).body)?.[1]);
    const before = await gauge();
    const ws = await openSocket(url, { cookie: member.cookie });
    expect(await gauge()).toBe(before + 1);
    ws.socket.close();
    await ws.closed;
    await expect.poll(gauge).toBe(before);
  });

  it('METRICS_PORT serves them without a token on an internal listener', async () => {
    const listener = await startMetricsListener('127.0.0.1', 0);
    try {
      const { port } = listener.address as { port: number };
      const ok = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/api/me`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
