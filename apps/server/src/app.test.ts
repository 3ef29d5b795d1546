import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('HTTP conventions (docs/architecture.md)', () => {
  it('answers health when the database is reachable', async () => {
    const res = await request(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api/* and /files/* with a JSON 404', async () => {
    for (const url of ['/api/does-not-exist', '/files/media/nothing.jpg']) {
      const res = await request(t.app, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a state-changing request from another origin, or with none', async () => {
    const body = { username: 'someone', password: 'long enough' };
    const foreign = await request(t.app, 'POST', '/api/auth/signin', body, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('ORIGIN_MISMATCH');
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: body });
    expect(none.statusCode).toBe(403);
    const byReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: body,
      headers: { host: 'localhost:3000', referer: 'http://localhost:3000/signin' },
    });
    expect(byReferer.statusCode).toBe(401);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '{"username": ',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('publishes the OpenAPI document with the auth routes and their schemas', async () => {
    const res = await request(t.app, 'GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const signup = doc.paths['/api/auth/signup'].post;
    const bodySchema = signup.requestBody.content['application/json'].schema;
    expect(bodySchema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(bodySchema.properties.password.minLength).toBe(8);
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '409']));
    for (const path of [
      '/api/auth/signin',
      '/api/auth/signout',
      '/api/auth/session',
      '/api/auth/password',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
