import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { checkSelfie } from '../verification/test-helpers.js';
import { fixture, noFace } from './test-support.js';

// One app (one face engine) for the file: the first check loads the models.
const TIMEOUT_MS = 240_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, TIMEOUT_MS);
afterAll(() => t.close(), TIMEOUT_MS);

const check = (auth: { cookie?: string; bearer?: string }, image?: Buffer, challenge?: string) =>
  checkSelfie(t.app, auth, image, challenge);

/** Files under the app's storage, jobs queued: a check stores nothing. */
async function storedState() {
  const root = path.join(t.app.config.dataDir, 'storage', 'kyc');
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).length : 0;
  const [jobs] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from pgboss.job
      where name = 'analyse-face' and data->>'kind' = 'selfie'`),
  );
  const [prints] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from face_prints`),
  );
  return { files, jobs: jobs?.n, prints: prints?.n };
}

describe('POST /api/verification/selfie-check', { timeout: TIMEOUT_MS }, () => {
  it('refuses anonymous callers, admins and View As sessions', async () => {
    const portrait = await fixture('grace-hopper.jpg');
    expect((await check({}, portrait)).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const asAdmin = await check(admin, portrait);
    expect(asAdmin.statusCode).toBe(403);
    const member = await onboardedMember(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      admin,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const viewing = await check({ bearer: redeem.json().token }, portrait);
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().error.code).toBe('IMPERSONATION_READ_ONLY');
  });

  it('answers the faces found and the pose, and stores nothing', async () => {
    const member = await onboardedMember(t.app);
    const before = await storedState();
    const portrait = await fixture('grace-hopper.jpg');
    const unknown = await check(member, portrait, 'touch_nose');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ faces: 1, pose: 'unknown' });
    // A frontal portrait is not a head turned.
    const frontal = await check(member, portrait, 'turn_head_right');
    expect(frontal.json()).toEqual({ faces: 1, pose: 'not_seen' });
    const empty = await check(member, await noFace(), 'big_smile');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ faces: 0, pose: 'not_seen' });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a file that is not a picture, a missing picture and an unknown challenge', async () => {
    const member = await onboardedMember(t.app);
    const before = await storedState();
    const text = await check(member, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('IMAGE_REQUIRED');
    const missing = await check(member, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('IMAGE_REQUIRED');
    const challenge = await check(member, await fixture('grace-hopper.jpg'), 'juggle');
    expect(challenge.statusCode).toBe(400);
    expect(challenge.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await storedState()).toEqual(before);
  });
});
