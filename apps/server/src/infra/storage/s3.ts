import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './config.js';
import {
  assertBucket,
  assertContentType,
  assertStoragePath,
  type Bucket,
  contentTypeOfPath,
  InvalidStoragePathError,
  isPublicBucket,
} from './paths.js';
import type { Storage, StoredFile, StoredStream } from './storage.js';

/**
 * Public objects never change under their key (a new upload gets a new path, gift pictures are
 * versioned), so a CDN or browser may keep them for a year; private ones are never cached.
 * Stored on the object too, for a CDN that reads the bucket directly.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const is404 = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode ===
  404;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: MinIO, Ceph and R2 versions differ in the newer
    // optional checksum headers, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects `{prefix}/{bucket}/{path}` in one S3 bucket (docs/operations.md#object-storage).
 * Every server process sees the same files. PutObject is atomic (a reader sees the old object or
 * the new one), like the disk storage's rename. The content type comes from the extension, as on
 * disk, never from what the object claims.
 */
export function createS3Storage(
  config: S3StorageConfig,
  client: S3Client = createS3Client(config),
): Storage {
  const Bucket = config.bucket;
  const base = config.prefix ? `${config.prefix}/` : '';

  function keyOf(bucket: string, relative: string): string {
    assertBucket(bucket);
    assertStoragePath(relative);
    return `${base}${bucket}/${relative}`;
  }

  async function put(bucket: Bucket, relative: string, data: Buffer, contentType: string) {
    const Key = keyOf(bucket, relative);
    assertContentType(relative, contentType);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: isPublicBucket(bucket) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      }),
    );
  }

  async function open(bucket: Bucket, relative: string): Promise<StoredStream | null> {
    const Key = keyOf(bucket, relative);
    const contentType = contentTypeOfPath(relative);
    if (!contentType) return null;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject: no Node stream');
      return { stream: object.Body, contentType, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (is404(error)) return null;
      throw error;
    }
  }

  async function get(bucket: Bucket, relative: string): Promise<StoredFile | null> {
    const file = await open(bucket, relative);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    return { data, contentType: file.contentType, size: data.length };
  }

  async function exists(bucket: Bucket, relative: string): Promise<boolean> {
    const Key = keyOf(bucket, relative);
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (is404(error)) return false;
      throw error;
    }
  }

  async function remove(bucket: Bucket, relative: string): Promise<void> {
    // Deleting a missing key is no error in S3.
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, relative) }));
  }

  async function removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    // The same prefixes as on disk: `{dir}/` (a folder) or a valid path (a file stem).
    const checked = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    if (checked === '') throw new InvalidStoragePathError('prefix ""');
    const Prefix = keyOf(bucket, checked) + (prefix.endsWith('/') ? '/' : '');
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) {
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`S3 delete of ${failed.Key} failed: ${failed.Code}`);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function ready(): Promise<void> {
    await client.send(new HeadBucketCommand({ Bucket }));
  }

  return { put, get, open, exists, remove, removePrefix, ready };
}
