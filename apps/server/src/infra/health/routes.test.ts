import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let unreachable: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Storage whose probe fails, as an unreachable bucket's does.
  unreachable = await createTestApp({
    storage: (disk) => ({
      ...disk,
      ready: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.9:9000');
      },
    }),
  });
});
afterAll(async () => {
  await unreachable.close();
  await t.close();
});

describe('health probes', () => {
  it('live answers without a session and without touching the database', async () => {
    const res = await request(t.app, 'GET', '/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready checks the database and the storage', async () => {
    const res = await request(t.app, 'GET', '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, storage: { ok: true } },
    });
  });

  it('ready answers 503 with the reason when the storage cannot be reached', async () => {
    const res = await request(unreachable.app, 'GET', '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: {
        database: { ok: true },
        storage: { ok: false, reason: 'connect ECONNREFUSED 10.0.0.9:9000' },
      },
    });
    // Live stays up: the process is fine, only a dependency is not.
    expect((await request(unreachable.app, 'GET', '/api/health/live')).statusCode).toBe(200);
  });

  it('the old /api/health keeps answering', async () => {
    const res = await request(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
  });
});
