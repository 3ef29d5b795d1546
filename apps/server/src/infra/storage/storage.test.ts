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

// What every driver does is in storage-contract.test.ts; here, how the disk driver does it.
describe('local disk storage', () => {
  it('writes {root}/{bucket}/{path} atomically, leaving no temp files beside it', async () => {
    await storage.put('media', 'u1/a.webp', bytes('hello'), 'image/webp');
    await storage.put('media', 'u1/a.webp', bytes('bye'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'media', 'u1', 'a.webp'), 'utf8')).toBe('bye');
    expect(fs.readdirSync(path.join(root, 'media', 'u1'))).toEqual(['a.webp']);
  });

  it('removes a whole folder for a `{userId}/` prefix', async () => {
    await storage.put('media', 'u3/1_a.webp', bytes('1'), 'image/webp');
    await storage.removePrefix('media', 'u3/');
    expect(fs.existsSync(path.join(root, 'media', 'u3'))).toBe(false);
  });

  it('never writes outside its buckets, whatever path it is given', async () => {
    for (const p of ['u\\x.webp', 'u/x y.webp', 'u/%2e%2e/x.webp', 'C:/x.webp', 'u/x.webp\0']) {
      expect(isValidStoragePath(p), p).toBe(false);
      await expect(storage.put('media', p, bytes('x'), 'image/webp'), p).rejects.toThrow(
        /Invalid storage/,
      );
    }
    expect(fs.readdirSync(root).every((name) => name in BUCKETS)).toBe(true);
  });

  it('is not ready when its folder cannot be written', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'x');
    await expect(createLocalDiskStorage(file).ready()).rejects.toThrow();
    fs.rmSync(file);
    await expect(storage.ready()).resolves.toBeUndefined();
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
