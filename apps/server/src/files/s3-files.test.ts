import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbPathOf } from '../infra/storage/index.js';
import { createAdmin, makeJpeg, uploadPhoto } from '../test/members.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

/**
 * Two server processes on one database and one S3 bucket (s3rver): a file uploaded through one
 * is served by the other, with the same access rules as on disk.
 */
let s3: TestS3;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  s3 = await startTestS3('site');
  first = await createTestApp({ storage: () => s3.storage() });
  second = await createTestApp({ secondProcessOf: first, storage: () => s3.storage() });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

describe('files in S3, read through another process', () => {
  it('serves a photo uploaded through the first process from the second, cached for good', async () => {
    const member = await signUp(first.app);
    const upload = await uploadPhoto(first.app, member.cookie, await makeJpeg(300, 200));
    expect(upload.statusCode).toBe(201);
    const { path: photo, url } = upload.json() as { path: string; url: string };

    // It is an object in the bucket, and nothing was written to the local disk.
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `site/media/${photo}` }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(fs.existsSync(path.join(first.app.config.dataDir, 'storage', 'media'))).toBe(false);

    const res = await request(second.app, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const stored = await first.app.storage.get('media', photo);
    expect(res.rawPayload.equals(stored?.data as Buffer)).toBe(true);

    const thumb = await request(second.app, 'GET', `/files/media/${thumbPathOf(photo)}`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan(res.rawPayload.length);

    const missing = await request(second.app, 'GET', `/files/media/${member.user.id}/none.webp`);
    expect(missing.statusCode).toBe(404);
  });

  it('serves a private file only to its owner and admins, never cached', async () => {
    const owner = await signUp(first.app);
    const other = await signUp(first.app);
    const admin = await createAdmin(first.app);
    const file = `${owner.user.id}/r1/selfie1.jpg`;
    const data = await makeJpeg();
    await first.app.storage.put('kyc', file, data, 'image/jpeg');

    const as = (cookie?: string) =>
      request(second.app, 'GET', `/files/kyc/${file}`, undefined, cookie ? { cookie } : {});
    const mine = await as(owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(data)).toBe(true);
    expect((await as(admin.cookie)).statusCode).toBe(200);
    expect((await as(other.cookie)).statusCode).toBe(404);
    expect((await as()).statusCode).toBe(404);
  });

  it('is ready when the bucket answers', async () => {
    const res = await request(second.app, 'GET', '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.storage.ok).toBe(true);
  });
});
