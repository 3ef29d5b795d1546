import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('documents the verification and admin KYC routes in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/verification', '/api/admin/kyc', '/api/admin/kyc/{id}/decision']),
  );
});
