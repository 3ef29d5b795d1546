import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { createLocalDiskStorage, type Storage } from '../infra/storage/index.js';
import { makeJpeg, multipart } from '../test/members.js';
import { openTestDatabase, signUp, TEST_ORIGIN, testConfig } from '../test/test-app.js';

export type VerificationTestApp = {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  /** Every file stored under `kyc/{userId}/` (on disk). */
  kycFilesOf: (userId: string) => string[];
  /** A second app on the same database and storage, as a second server process would be. */
  secondApp: () => Promise<{ app: FastifyInstance; close: () => Promise<void> }>;
  /** Makes the next storage.put of a path ending with `suffix` throw (once). */
  failNextPut: (suffix: string) => void;
  close: () => Promise<void>;
};

/** An app on a fresh database and storage, with the verification routes registered. */
export async function createVerificationTestApp(): Promise<VerificationTestApp> {
  const { database, drop, url } = await openTestDatabase();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-test-'));
  const disk = createLocalDiskStorage(path.join(root, 'storage'));
  let failSuffix: string | null = null;
  const storage: Storage = {
    ...disk,
    put: async (bucket, file, data, contentType) => {
      if (failSuffix && file.endsWith(failSuffix)) {
        failSuffix = null;
        throw new Error('disk full (test)');
      }
      return disk.put(bucket, file, data, contentType);
    },
  };
  const app = await appOn(database, storage, root);
  return {
    app,
    database,
    storage,
    kycFilesOf: (userId) => {
      const dir = path.join(root, 'storage', 'kyc', userId);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    },
    secondApp: async () => {
      // Its own connection pool on a PostgreSQL server; the same instance on PGlite.
      const second = url ? await openDatabase(url, os.tmpdir()) : database;
      const other = await appOn(second, storage, root);
      return {
        app: other,
        close: async () => {
          await other.close();
          if (second !== database) await second.close();
        },
      };
    },
    failNextPut: (suffix) => {
      failSuffix = suffix;
    },
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function appOn(database: Database, storage: Storage, root: string) {
  const app = await buildApp(testConfig({ dataDir: root }), {
    database,
    storage,
    skipBootstrap: true,
  });
  await app.ready();
  return app;
}

export async function makeAdmin(app: FastifyInstance, database: Database) {
  const admin = await signUp(app);
  await database.db
    .update(userProfiles)
    .set({ role: 'admin' })
    .where(eq(userProfiles.userId, admin.user.id));
  return admin;
}

let colour = 0;
/** A JPEG selfie in a colour no other call returns. */
export function selfie(): Promise<Buffer> {
  colour += 1;
  return makeJpeg(80, 60, { r: (colour * 37) % 256, g: (colour * 91) % 256, b: colour % 256 });
}

/** The same pixels as two different PNG files (different compression). */
export async function samePixelsTwice(): Promise<[Buffer, Buffer]> {
  const image = () =>
    sharp({ create: { width: 50, height: 40, channels: 3, background: '#3a7bd5' } });
  return [
    await image().png({ compressionLevel: 0 }).toBuffer(),
    await image().png({ compressionLevel: 9 }).toBuffer(),
  ];
}

type Files = { selfie1?: Buffer; selfie2?: Buffer };

/** POST /api/verification as the browser sends it. */
export function submitVerification(
  app: FastifyInstance,
  cookie: string | undefined,
  files: Files,
  fields: Record<string, string> = { challenge1: 'big_smile', challenge2: 'peace_sign' },
) {
  const parts: Parameters<typeof multipart>[0] = {};
  for (const [name, data] of Object.entries(files)) {
    if (data) parts[name] = { data, filename: `${name}.jpg`, contentType: 'image/jpeg' };
  }
  const body = multipart(parts, fields);
  return app.inject({
    method: 'POST',
    url: '/api/verification',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      ...(cookie ? { cookie } : {}),
    },
  });
}
