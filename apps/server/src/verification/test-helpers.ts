import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../infra/storage/index.js';
import { makeJpeg, multipart } from '../test/members.js';
import { TEST_ORIGIN } from '../test/test-app.js';

/** Every file stored under `kyc/{userId}/` on the app's disk. */
export function kycFilesOf(app: FastifyInstance, userId: string): string[] {
  const dir = path.join(app.config.dataDir, 'storage', 'kyc', userId);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Disk storage that can be told to fail its next write of some file once (a full disk). */
export function diskThatCanFail() {
  let failSuffix: string | null = null;
  return {
    /** For createTestApp's `storage` option. */
    storage: (disk: Storage): Storage => ({
      ...disk,
      put: async (bucket, file, data, contentType) => {
        if (failSuffix && file.endsWith(failSuffix)) {
          failSuffix = null;
          throw new Error('disk full (test)');
        }
        return disk.put(bucket, file, data, contentType);
      },
    }),
    /** Makes the next put of a path ending with `suffix` throw. */
    failNextPut: (suffix: string) => {
      failSuffix = suffix;
    },
  };
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

/** POST /api/verification/selfie-check as the selfie screen sends it (a session or a bearer). */
export function checkSelfie(
  app: FastifyInstance,
  auth: { cookie?: string; bearer?: string },
  image: Buffer | undefined,
  challenge = 'touch_nose',
) {
  const body = multipart(
    image ? { image: { data: image, filename: 'selfie.jpg', contentType: 'image/jpeg' } } : {},
    { challenge },
  );
  return app.inject({
    method: 'POST',
    url: '/api/verification/selfie-check',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
    },
  });
}
