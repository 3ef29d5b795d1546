import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import {
  assertBucket,
  assertContentType,
  assertStoragePath,
  type Bucket,
  contentTypeOfPath,
  InvalidStoragePathError,
} from './paths.js';
import { createS3Storage } from './s3.js';

export type StoredFile = { data: Buffer; contentType: string; size: number };
/** A stored file as a stream, for serving it without holding it in memory. */
export type StoredStream = { stream: Readable; contentType: string; size: number };

/**
 * Where uploaded files live (docs/architecture.md#file-storage). Paths are `{userId}/...` generated
 * by the server; every method refuses an unknown bucket or an invalid path with
 * InvalidStoragePathError.
 */
export interface Storage {
  /** Writes atomically (a reader sees the old file or the new one, never half). */
  put(bucket: Bucket, path: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(bucket: Bucket, path: string): Promise<StoredFile | null>;
  /** The file as a stream (the reader must consume or destroy it), or null when there is none. */
  open(bucket: Bucket, path: string): Promise<StoredStream | null>;
  exists(bucket: Bucket, path: string): Promise<boolean>;
  /** Deletes one file; no error when it is already gone. */
  remove(bucket: Bucket, path: string): Promise<void>;
  /**
   * Deletes every file whose path starts with `prefix`: `{userId}/` (all of a member's files) or
   * a file stem such as `{userId}/{stem}` (an image and its thumbnail). An empty prefix is refused.
   */
  removePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (the readiness check). */
  ready(): Promise<void>;
}

/**
 * The configured storage: S3-compatible object storage (STORAGE_URL=s3://...), else local disk
 * under `${dataDir}/storage`.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 'fileStorage'>): Storage {
  if (config.fileStorage.kind === 's3') return createS3Storage(config.fileStorage);
  return createLocalDiskStorage(path.join(config.dataDir, 'storage'));
}

const isNotFound = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

/** Writes `file` through a temp file renamed over it: a reader sees the old file or the new one. */
async function writeAtomically(file: string, data: Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Temp names start with '.', which no valid storage path can name.
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await fs.open(temp, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** An open handle on `file` and its size, or null when there is no such regular file. */
async function openRegularFile(
  file: string,
): Promise<{ handle: fs.FileHandle; size: number } | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  // The open handle keeps reading the file it found even if it is replaced or removed meanwhile.
  const stat = await handle.stat().catch(async (error) => {
    await handle.close();
    throw error;
  });
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  return { handle, size: stat.size };
}

/** Removes the entries of `dir` whose names start with `namePrefix` (never temp files). */
async function removeEntriesStartingWith(dir: string, namePrefix: string) {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const doomed = names.filter((name) => name.startsWith(namePrefix) && !name.startsWith('.'));
  await Promise.all(
    doomed.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

/** Files at `${rootDir}/{bucket}/{path}`; the content type comes from the file extension. */
export function createLocalDiskStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  function fileOf(bucket: string, relative: string): string {
    assertBucket(bucket);
    assertStoragePath(relative);
    const full = path.resolve(root, bucket, ...relative.split('/'));
    // Belt and braces: the checks above already rule out escaping the bucket.
    if (!full.startsWith(path.join(root, bucket) + path.sep)) {
      throw new InvalidStoragePathError(`path ${JSON.stringify(relative)}`);
    }
    return full;
  }

  async function put(bucket: Bucket, relative: string, data: Buffer, contentType: string) {
    const file = fileOf(bucket, relative);
    assertContentType(relative, contentType);
    await writeAtomically(file, data);
  }

  async function get(bucket: Bucket, relative: string): Promise<StoredFile | null> {
    const file = fileOf(bucket, relative);
    const contentType = contentTypeOfPath(relative);
    if (!contentType) return null;
    try {
      const data = await fs.readFile(file);
      return { data, contentType, size: data.length };
    } catch (error) {
      if (isNotFound(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async function open(bucket: Bucket, relative: string): Promise<StoredStream | null> {
    const file = fileOf(bucket, relative);
    const contentType = contentTypeOfPath(relative);
    if (!contentType) return null;
    const opened = await openRegularFile(file);
    return opened
      ? { stream: opened.handle.createReadStream(), contentType, size: opened.size }
      : null;
  }

  async function exists(bucket: Bucket, relative: string): Promise<boolean> {
    const file = fileOf(bucket, relative);
    try {
      return (await fs.stat(file)).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async function remove(bucket: Bucket, relative: string): Promise<void> {
    const file = fileOf(bucket, relative);
    try {
      await fs.unlink(file);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async function removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    const slash = prefix.lastIndexOf('/');
    const dirPart = prefix.slice(0, Math.max(slash, 0));
    const namePrefix = prefix.slice(slash + 1);
    if (namePrefix === '') {
      // `{userId}/`: the whole folder.
      if (dirPart === '') throw new InvalidStoragePathError('prefix ""');
      await fs.rm(fileOf(bucket, dirPart), { recursive: true, force: true });
      return;
    }
    // Validate the name part as a path segment, then match the folder's entries against it.
    fileOf(bucket, prefix);
    await removeEntriesStartingWith(
      dirPart === '' ? path.join(root, bucket) : fileOf(bucket, dirPart),
      namePrefix,
    );
  }

  async function ready(): Promise<void> {
    await fs.mkdir(root, { recursive: true });
    await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
  }

  return { put, get, open, exists, remove, removePrefix, ready };
}
