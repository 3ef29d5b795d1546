import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createS3Storage, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './s3.js';
import { createLocalDiskStorage, type Storage } from './storage.js';

/**
 * The storage contract: the same cases against the local disk and against S3 (a real
 * S3-protocol server, s3rver, started here), so either driver can stand in for the other.
 */
type Driver = {
  /** A storage of its own (own folder or key prefix). */
  make(name: string): Storage;
  /** A storage that cannot be reached (readiness must fail). */
  broken(): Storage;
};

let tempRoot: string;
let s3: TestS3;

beforeAll(async () => {
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

const drivers: [string, () => Driver][] = [
  [
    'local disk',
    () => ({
      make: (name) => createLocalDiskStorage(path.join(tempRoot, name)),
      broken: () => {
        // The root is a file, so nothing can be written under it.
        const file = path.join(tempRoot, 'not-a-folder');
        fs.writeFileSync(file, 'x');
        return createLocalDiskStorage(file);
      },
    }),
  ],
  [
    's3',
    () => ({
      make: (name) => s3.storage(name),
      // A bucket that was never made.
      broken: () => createS3Storage({ ...s3.config, bucket: 'never-made-bucket' }, s3.client),
    }),
  ],
];

const bytes = (text: string) => Buffer.from(text);

async function readAll(stream: NodeJS.ReadableStream): Promise<{ data: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return { data: Buffer.concat(parts), chunks: parts.length };
}

describe.each(drivers)('storage contract: %s', (_name, driverOf) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(() => {
    driver = driverOf();
    storage = driver.make('contract');
  });

  it('puts, gets, checks and removes a file; a second put replaces it', async () => {
    await storage.put('media', 'u1/a.webp', bytes('hello'), 'image/webp');
    expect(await storage.get('media', 'u1/a.webp')).toEqual({
      data: bytes('hello'),
      contentType: 'image/webp',
      size: 5,
    });
    expect(await storage.exists('media', 'u1/a.webp')).toBe(true);
    await storage.put('media', 'u1/a.webp', bytes('bye'), 'image/webp');
    expect((await storage.get('media', 'u1/a.webp'))?.data.toString()).toBe('bye');
    await storage.remove('media', 'u1/a.webp');
    expect(await storage.get('media', 'u1/a.webp')).toBeNull();
    expect(await storage.open('media', 'u1/a.webp')).toBeNull();
    expect(await storage.exists('media', 'u1/a.webp')).toBe(false);
    await storage.remove('media', 'u1/a.webp'); // already gone: no error
  });

  it('streams a file in pieces, with its size and type', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await storage.put('deposit-proofs', 'u9/big.webp', big, 'image/webp');
    const file = await storage.open('deposit-proofs', 'u9/big.webp');
    expect(file?.size).toBe(big.length);
    expect(file?.contentType).toBe('image/webp');
    const { data, chunks } = await readAll(file?.stream as NodeJS.ReadableStream);
    expect(data.equals(big)).toBe(true);
    expect(chunks).toBeGreaterThan(1);
  });

  it('answers null for a folder or a missing file, and keeps buckets apart', async () => {
    await storage.put('kyc', 'u2/r1/selfie1.jpg', bytes('x'), 'image/jpeg');
    expect(await storage.get('kyc', 'u2/r1/missing.jpg')).toBeNull();
    expect(await storage.exists('kyc', 'u2/r1')).toBe(false);
    expect(await storage.get('kyc', 'u2/r1')).toBeNull();
    expect(await storage.get('kyc', 'nobody/x.jpg')).toBeNull();
    expect(await storage.exists('media', 'u2/r1/selfie1.jpg')).toBe(false);
    expect(await driver.make('other').exists('kyc', 'u2/r1/selfie1.jpg')).toBe(false);
  });

  it('removes everything under a prefix, and only that', async () => {
    await storage.put('media', 'u3/1_a.webp', bytes('1'), 'image/webp');
    await storage.put('media', 'u3/1_a_thumb.webp', bytes('2'), 'image/webp');
    await storage.put('media', 'u3/2_b.webp', bytes('3'), 'image/webp');
    await storage.put('media', 'u4/1_a.webp', bytes('4'), 'image/webp');
    await storage.put('kyc', 'u3/r/selfie1.jpg', bytes('5'), 'image/jpeg');

    await storage.removePrefix('media', 'u3/1_a');
    expect(await storage.exists('media', 'u3/1_a.webp')).toBe(false);
    expect(await storage.exists('media', 'u3/1_a_thumb.webp')).toBe(false);
    expect(await storage.exists('media', 'u3/2_b.webp')).toBe(true);

    await storage.removePrefix('media', 'u3/');
    expect(await storage.exists('media', 'u3/2_b.webp')).toBe(false);
    expect(await storage.exists('media', 'u4/1_a.webp')).toBe(true);
    expect(await storage.exists('kyc', 'u3/r/selfie1.jpg')).toBe(true);
    await storage.removePrefix('kyc', 'u3/');
    expect(await storage.exists('kyc', 'u3/r/selfie1.jpg')).toBe(false);
    await storage.removePrefix('kyc', 'never-there/'); // no error
  });

  it('refuses traversal, absolute paths, odd characters and unknown buckets', async () => {
    const bad = ['../x.webp', 'u/../../x.webp', '/etc/passwd', 'u//x.webp', '', 'u/.x.webp'];
    for (const p of bad) {
      await expect(storage.put('media', p, bytes('x'), 'image/webp'), p).rejects.toThrow(
        /Invalid storage/,
      );
      await expect(storage.get('media', p), p).rejects.toThrow(/Invalid storage/);
      await expect(storage.open('media', p), p).rejects.toThrow(/Invalid storage/);
      await expect(storage.exists('media', p), p).rejects.toThrow(/Invalid storage/);
      await expect(storage.remove('media', p), p).rejects.toThrow(/Invalid storage/);
    }
    for (const prefix of ['', '/', '../']) {
      await expect(storage.removePrefix('media', prefix), prefix).rejects.toThrow(
        /Invalid storage/,
      );
    }
    // biome-ignore lint/suspicious/noExplicitAny: an unknown bucket on purpose
    await expect(storage.get('secrets' as any, 'u/x.webp')).rejects.toThrow(/Invalid storage/);
  });

  it('refuses a content type that does not match the extension', async () => {
    await expect(storage.put('media', 'u/x.webp', bytes('x'), 'image/png')).rejects.toThrow();
    await expect(storage.put('media', 'u/x.svg', bytes('x'), 'image/svg+xml')).rejects.toThrow();
    expect(await storage.exists('media', 'u/x.webp')).toBe(false);
  });

  it('is ready when it can be reached, and says so when it cannot', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
    await expect(driver.broken().ready()).rejects.toThrow();
  });
});

describe('s3 storage', () => {
  it('keeps files at {prefix}/{bucket}/{path}, public ones cacheable for a year', async () => {
    const storage = s3.storage('tenant');
    await storage.put('media', 'u1/p.webp', bytes('p'), 'image/webp');
    await storage.put('kyc', 'u1/r/selfie1.jpg', bytes('s'), 'image/jpeg');
    const head = (Key: string) =>
      s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key }));
    expect((await head('tenant/media/u1/p.webp')).CacheControl).toBe(PUBLIC_CACHE_CONTROL);
    const selfie = await head('tenant/kyc/u1/r/selfie1.jpg');
    expect(selfie.CacheControl).toBe(PRIVATE_CACHE_CONTROL);
    expect(selfie.ContentType).toBe('image/jpeg');
    // The bucket's root holds nothing of it.
    expect(await s3.storage('').exists('media', 'u1/p.webp')).toBe(false);
    await expect(head('media/u1/p.webp')).rejects.toMatchObject({ name: 'NotFound' });
  });
});
