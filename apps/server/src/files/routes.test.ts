import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processUpload } from '../infra/images/images.js';
import { putProcessedImage } from '../infra/images/store.js';
import type { Storage } from '../infra/storage/index.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';
import { thumbPathOf } from './routes.js';

let t: TestApp;
let app: FastifyInstance;
let storage: Storage;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  // The storage buildApp registered filesRoutes with.
  storage = app.storage;
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  request(app, 'GET', url, undefined, cookie ? { cookie } : {});

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found.' } };

function expectJson404(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(NOT_FOUND);
}

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();

describe('GET /files/:bucket/*', () => {
  it('serves public files to anyone, cached for good', async () => {
    const image = await processUpload(await jpeg());
    const stored = await putProcessedImage(storage, 'media', 'owner1/1_abc', image);
    expect(stored).toBe('owner1/1_abc.webp');

    const res = await get(`/files/media/${stored}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(image.full)).toBe(true);

    const thumb = await get(`/files/media/${thumbPathOf(stored)}`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.equals(image.thumb)).toBe(true);
  });

  it('falls back to the full image when a thumbnail was never made', async () => {
    const data = await jpeg();
    await storage.put('gift', 'catalog/rose.jpg', data, 'image/jpeg');
    const res = await get('/files/gift/catalog/rose_thumb.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('answers a JSON 404 for missing files and unknown buckets', async () => {
    expectJson404(await get('/files/media/nobody/none.webp'));
    expectJson404(await get('/files/media/nobody/none_thumb.webp'));
    expectJson404(await get('/files/secrets/owner1/1_abc.webp'));
    expectJson404(await get('/files/media/'));
    expectJson404(await get('/files/media/owner1'));
    expectJson404(await get('/files/'));
  });

  it('serves private files only to their owner and admins', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const admin = await createAdmin(app);
    const data = await jpeg();
    const kycPath = `${owner.user.id}/req1/selfie1.jpg`;
    const proofPath = `${owner.user.id}/tx1.jpg`;
    await storage.put('kyc', kycPath, data, 'image/jpeg');
    await storage.put('deposit-proofs', proofPath, data, 'image/jpeg');

    for (const url of [`/files/kyc/${kycPath}`, `/files/deposit-proofs/${proofPath}`]) {
      for (const cookie of [undefined, other.cookie]) {
        const res = await get(url, cookie);
        expectJson404(res);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      for (const cookie of [owner.cookie, admin.cookie]) {
        const res = await get(url, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.equals(data)).toBe(true);
      }
    }
    expect((await get(`/files/kyc/${kycPath}`, owner.cookie)).headers['content-type']).toBe(
      'image/jpeg',
    );
    // The owner asking for a file that does not exist gets the same answer as a stranger.
    expectJson404(await get(`/files/kyc/${owner.user.id}/req1/none.jpg`, owner.cookie));
    // A bearer token works like the cookie (impersonation tabs).
    const bearer = owner.cookie.slice('sid='.length);
    const viaBearer = await request(app, 'GET', `/files/kyc/${kycPath}`, undefined, { bearer });
    expect(viaBearer.statusCode).toBe(200);

    // Path tricks never reach another bucket or another member's folder.
    const tricks = [
      `/files/media/../kyc/${kycPath}`,
      `/files/media/..%2fkyc/${kycPath}`,
      `/files/media/%2e%2e/kyc/${kycPath}`,
      `/files/kyc/${other.user.id}/../${kycPath}`,
      `/files/kyc/${other.user.id}/..%2f${kycPath}`,
      `/files/kyc//${kycPath}`,
      `/files/kyc/./${kycPath}`,
    ];
    for (const url of tricks) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.equals(data), url).toBe(false);
    }
    expect((await get(`/files/media/../kyc/x`)).statusCode).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    await storage.put('media', 'owner2/head.webp', Buffer.from('RIFFxxxxWEBP'), 'image/webp');
    const res = await app.inject({ method: 'HEAD', url: '/files/media/owner2/head.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('');
  });
});
