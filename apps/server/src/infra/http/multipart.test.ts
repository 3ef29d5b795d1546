import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, multipart, onboardedMember } from '../../test/members.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import { MAX_UPLOAD_BYTES } from '../images/index.js';

/** Attacks of the API audit on the three upload routes: malformed forms and oversized files. */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await onboardedMember(t.app)).cookie;
});
afterAll(async () => t.close());

/** Each upload route with the form it expects around one file of `data`. */
const ROUTES = [
  {
    url: '/api/me/photos',
    form: (data: Buffer) =>
      multipart({ file: { data, filename: 'me.jpg', contentType: 'image/jpeg' } }),
  },
  {
    url: '/api/verification',
    form: (data: Buffer) =>
      multipart(
        {
          selfie1: { data, filename: 'a.jpg', contentType: 'image/jpeg' },
          selfie2: { data, filename: 'b.jpg', contentType: 'image/jpeg' },
        },
        { challenge1: 'thumbs_up', challenge2: 'peace_sign' },
      ),
  },
  {
    url: '/api/wallet/deposits',
    form: (data: Buffer) =>
      multipart(
        { proof: { data, filename: 'proof.jpg', contentType: 'image/jpeg' } },
        { payment_method: 'kbzpay' },
      ),
  },
] as const;

function post(url: string, payload: Buffer | Readable, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, cookie, origin: TEST_ORIGIN, host: 'localhost:3000' },
  });
}

/** The body in chunks of `size` bytes, as a slow or fast client would send it. */
function chunked(body: Buffer, size: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
    })(),
  );
}

function splitAt(body: Buffer, at: number): Readable {
  return Readable.from([body.subarray(0, at), body.subarray(at)]);
}

/** Rows and stored files that any of the three uploads would add. */
async function uploadRows() {
  const [row] = rowsOf<{ kyc: number; deposits: number }>(
    await t.database.db.execute(sql`
      select (select count(*) from kyc_requests)::int as kyc,
             (select count(*) from wallet_transactions)::int as deposits`),
  );
  const storage = path.join(t.app.config.dataDir, 'storage');
  const files = fs.existsSync(storage) ? fs.readdirSync(storage, { recursive: true }).length : 0;
  return { ...row, files };
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code, res.body).toBe(code);
  return res.json().error as { message: string };
}

describe('malformed multipart bodies', () => {
  it.each(ROUTES)('$url answers each with a 400 in the error shape', async ({ url, form }) => {
    const good = form(await makeJpeg());
    const boundary = good.contentType.split('boundary=')[1] as string;
    const cases: [name: string, body: Buffer, contentType: string][] = [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['empty boundary', good.payload, 'multipart/form-data; boundary='],
      ['wrong boundary', good.payload, 'multipart/form-data; boundary=not-the-one'],
      ['truncated', good.payload.subarray(0, good.payload.length - 40), good.contentType],
      ['cut in the headers', good.payload.subarray(0, boundary.length + 20), good.contentType],
      ['garbage', Buffer.from('this is not a form at all'), good.contentType],
      [
        'bad part headers',
        Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`),
        good.contentType,
      ],
    ];
    const before = await uploadRows();
    for (const [name, body, contentType] of cases) {
      const res = await post(url, body, contentType);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error.message, name).toEqual(expect.any(String));
    }
    expect(await uploadRows()).toEqual(before);
  });

  it('refuses a NUL character in a text field of a form', async () => {
    const form = multipart(
      { proof: { data: await makeJpeg(), filename: 'p.jpg', contentType: 'image/jpeg' } },
      { payment_method: 'kbzpay', transaction_ref: 'ab\u0000c' },
    );
    const res = await post('/api/wallet/deposits', form.payload, form.contentType);
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toMatch(/NUL/);
  });
});

describe('files over the size limit', () => {
  /** A real JPEG padded past its end: the first 10 MB alone still decode as a photo. */
  async function paddedJpeg(size: number) {
    const jpeg = await makeJpeg();
    return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 7)]);
  }

  const SIZES = [MAX_UPLOAD_BYTES + 1, 11 * 1024 * 1024, 30 * 1024 * 1024];
  /** How the body reaches the server: at once, in even chunks, or split right at the limit. */
  const DELIVERIES: [
    name: string,
    deliver: (body: Buffer, fileStart: number) => Buffer | Readable,
  ][] = [
    ['at once', (body) => body],
    ['16 KB chunks', (body) => chunked(body, 16 * 1024)],
    ['64 KB + 1 chunks', (body) => chunked(body, 64 * 1024 + 1)],
    ['1 MB + 3 chunks', (body) => chunked(body, 1024 * 1024 + 3)],
    // The case that slipped through: the limit's last byte ends one chunk.
    ['split at the limit', (body, start) => splitAt(body, start + MAX_UPLOAD_BYTES)],
    ['split after the limit', (body, start) => splitAt(body, start + MAX_UPLOAD_BYTES + 1)],
  ];

  it.each(ROUTES)('$url always answers 413 "This file is too large."', async ({ url, form }) => {
    const before = await uploadRows();
    for (const size of SIZES) {
      const file = await paddedJpeg(size);
      const body = form(file);
      const fileStart = body.payload.indexOf(file.subarray(0, 64));
      for (const [name, deliver] of DELIVERIES) {
        const res = await post(url, deliver(body.payload, fileStart), body.contentType);
        const error = expectError(res, 413, 'FILE_TOO_LARGE');
        expect(error.message, `${size} bytes, ${name}`).toBe('This file is too large.');
      }
    }
    expect(await uploadRows()).toEqual(before);
  });

  it('still accepts a file of exactly the limit', async () => {
    const body = ROUTES[0].form(await paddedJpeg(MAX_UPLOAD_BYTES));
    const res = await post('/api/me/photos', chunked(body.payload, 64 * 1024), body.contentType);
    expect(res.statusCode, res.body).toBe(201);
  });
});
