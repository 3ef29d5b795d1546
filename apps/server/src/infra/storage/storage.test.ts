import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKETS,
  isValidStoragePath,
  pathFromStorageUrl,
  storageUrl,
  thumbPathOf,
  uniqueFileStem,
} from './paths.js';
import { createLocalDiskStorage, type Storage } from './storage.js';

let root: string;
let storage: Storage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalDiskStorage(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const bytes = (text: string) => Buffer.from(text);

describe('local disk storage', () => {
  it('puts, gets, checks and removes a file under {root}/{bucket}/{path}', async () => {
    await storage.put('media', 'u1/a.webp', bytes('hello'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'media', 'u1', 'a.webp'), 'utf8')).toBe('hello');
    expect(await storage.get('media', 'u1/a.webp')).toEqual({
      data: bytes('hello'),
      contentType: 'image/webp',
      size: 5,
    });
    expect(await storage.exists('media', 'u1/a.webp')).toBe(true);
    await storage.put('media', 'u1/a.webp', bytes('bye'), 'image/webp');
    expect((await storage.get('media', 'u1/a.webp'))?.data.toString()).toBe('bye');
    // No temp files left beside it.
    expect(fs.readdirSync(path.join(root, 'media', 'u1'))).toEqual(['a.webp']);
    await storage.remove('media', 'u1/a.webp');
    expect(await storage.get('media', 'u1/a.webp')).toBeNull();
    expect(await storage.exists('media', 'u1/a.webp')).toBe(false);
    await storage.remove('media', 'u1/a.webp'); // already gone: no error
  });

  it('answers null for a folder or a missing file', async () => {
    await storage.put('kyc', 'u2/r1/selfie1.jpg', bytes('x'), 'image/jpeg');
    expect(await storage.get('kyc', 'u2/r1/missing.jpg')).toBeNull();
    expect(await storage.exists('kyc', 'u2/r1')).toBe(false);
    expect(await storage.get('kyc', 'nobody/x.jpg')).toBeNull();
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
    expect(fs.existsSync(path.join(root, 'media', 'u3'))).toBe(false);
    expect(await storage.exists('media', 'u4/1_a.webp')).toBe(true);
    expect(await storage.exists('kyc', 'u3/r/selfie1.jpg')).toBe(true);
    await storage.removePrefix('kyc', 'u3/');
    expect(await storage.exists('kyc', 'u3/r/selfie1.jpg')).toBe(false);
    await storage.removePrefix('kyc', 'never-there/'); // no error
  });

  it('refuses traversal, absolute paths, odd characters and unknown buckets', async () => {
    const bad = [
      '../x.webp',
      'u/../../x.webp',
      '/etc/passwd',
      'u//x.webp',
      'u/x.webp/',
      '',
      '.hidden.webp',
      'u/.x.webp',
      'u\\x.webp',
      'u/x y.webp',
      'u/%2e%2e/x.webp',
      'C:/x.webp',
      'u/x.webp\0',
    ];
    for (const p of bad) {
      expect(isValidStoragePath(p), p).toBe(false);
      await expect(storage.put('media', p, bytes('x'), 'image/webp'), p).rejects.toThrow(
        /Invalid storage/,
      );
      await expect(storage.get('media', p), p).rejects.toThrow(/Invalid storage/);
      await expect(storage.remove('media', p), p).rejects.toThrow(/Invalid storage/);
    }
    await expect(storage.removePrefix('media', '')).rejects.toThrow(/Invalid storage/);
    await expect(storage.removePrefix('media', '/')).rejects.toThrow(/Invalid storage/);
    await expect(storage.removePrefix('media', '../')).rejects.toThrow(/Invalid storage/);
    await expect(
      // biome-ignore lint/suspicious/noExplicitAny: an unknown bucket on purpose
      storage.get('secrets' as any, 'u/x.webp'),
    ).rejects.toThrow(/Invalid storage/);
    expect(fs.readdirSync(root).every((name) => name in BUCKETS)).toBe(true);
  });

  it('refuses a content type that does not match the extension', async () => {
    await expect(storage.put('media', 'u/x.webp', bytes('x'), 'image/png')).rejects.toThrow();
    await expect(storage.put('media', 'u/x.svg', bytes('x'), 'image/svg+xml')).rejects.toThrow();
    await expect(storage.put('media', 'u/x.html', bytes('x'), 'text/html')).rejects.toThrow();
  });
});

describe('storage paths and URLs', () => {
  it('has public and private buckets', () => {
    expect(BUCKETS.media.isPublic).toBe(true);
    expect(BUCKETS.gift.isPublic).toBe(true);
    expect(BUCKETS.kyc.isPublic).toBe(false);
    expect(BUCKETS['deposit-proofs'].isPublic).toBe(false);
  });

  it('turns paths into /files URLs and back', () => {
    expect(storageUrl('media', 'u1/1_a.webp')).toBe('/files/media/u1/1_a.webp');
    expect(storageUrl('media', '/files/media/u1/1_a.webp')).toBe('/files/media/u1/1_a.webp');
    expect(() => storageUrl('media', '../x')).toThrow();
    expect(() => storageUrl('media', '/files/kyc/u1/a.jpg')).toThrow();
    expect(pathFromStorageUrl('media', 'u1/1_a.webp')).toBe('u1/1_a.webp');
    expect(pathFromStorageUrl('media', '/files/media/u1/1_a.webp')).toBe('u1/1_a.webp');
    expect(pathFromStorageUrl('media', 'http://localhost:3000/files/media/u1/a.webp')).toBe(
      'u1/a.webp',
    );
    expect(pathFromStorageUrl('media', '/files/kyc/u1/a.jpg')).toBeNull();
    expect(pathFromStorageUrl('kyc', '/files/media/u1/a.webp')).toBeNull();
    expect(pathFromStorageUrl('media', '/files/media/../kyc/u1/a.jpg')).toBeNull();
    expect(pathFromStorageUrl('media', '/etc/passwd')).toBeNull();
    expect(pathFromStorageUrl('media', 'https://x/files/media/u/a.webp?x=1')).toBeNull();
    expect(pathFromStorageUrl('media', '')).toBeNull();
  });

  it('names thumbnails beside their image, and makes unique stems', () => {
    expect(thumbPathOf('u1/1_a.webp')).toBe('u1/1_a_thumb.webp');
    expect(thumbPathOf('u1/r.1/selfie.jpg')).toBe('u1/r.1/selfie_thumb.webp');
    expect(thumbPathOf('u1/r.1/noext')).toBe('u1/r.1/noext_thumb.webp');
    const a = uniqueFileStem();
    expect(a).toMatch(/^\d+_[0-9a-f]{12}$/);
    expect(uniqueFileStem()).not.toBe(a);
  });
});
