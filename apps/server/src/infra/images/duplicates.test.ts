import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardingDraft, uploadPhoto } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';
import { submitVerification } from '../../verification/test-helpers.js';
import { depositAs } from '../../wallet/test-support.js';
import { rowsOf } from '../db/rows.js';
import { generatedPicture, REUSE_EDITS } from './generated-pictures.js';

/**
 * Stolen and reused pictures reach the admins (issue 16): a profile photo on two accounts, a
 * selfie that is another member's photo, and a deposit screenshot sent again by another account,
 * each edited the way a reuser would. Own near-duplicates and distinct pictures are not flagged.
 */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

type Flag = { user_id: string; username: string };

/** A member with the given profile photos (the first is the avatar). */
async function memberWithPhotos(...photos: Buffer[]) {
  const member = await signUp(t.app);
  const paths: string[] = [];
  for (const photo of photos) {
    const res = await uploadPhoto(t.app, member.cookie, photo);
    expect(res.statusCode).toBe(201);
    paths.push(res.json().path);
  }
  const done = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft(paths), {
    cookie: member.cookie,
  });
  expect(done.statusCode).toBe(200);
  return member;
}

async function adminGet(url: string) {
  const res = await request(t.app, 'GET', url, undefined, { cookie: admin.cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function userFlags(userId: string): Promise<Flag[]> {
  const { items } = await adminGet('/api/admin/users?limit=100');
  const user = items.find((u: { id: string }) => u.id === userId);
  expect(user).toBeDefined();
  return user.duplicate_photo_of;
}

const idsOf = (flags: Flag[]) => flags.map((f) => f.user_id).sort();

describe('duplicate_photo_of in the admin lists', () => {
  it('links two accounts sharing a photo (mirrored, cropped, resized), in users and reports', async () => {
    const photo = await generatedPicture(501);
    const original = await memberWithPhotos(photo);
    const copy = REUSE_EDITS['mirrored, cropped and resized'] as (b: Buffer) => Promise<Buffer>;
    const thief = await memberWithPhotos(await copy(photo));
    // Own near-duplicates are fine: a second, recompressed copy on one's own account.
    const honest = await memberWithPhotos(
      await generatedPicture(502),
      await sharp(await generatedPicture(502))
        .jpeg({ quality: 40 })
        .toBuffer(),
    );

    expect(await userFlags(thief.user.id)).toEqual([
      { user_id: original.user.id, username: original.username },
    ]);
    expect(idsOf(await userFlags(original.user.id))).toEqual([thief.user.id]);
    expect(await userFlags(honest.user.id)).toEqual([]);

    const report = await request(
      t.app,
      'POST',
      '/api/reports',
      { reported_user_id: thief.user.id, reason: 'Feels like spam or a scam' },
      { cookie: honest.cookie },
    );
    expect(report.statusCode).toBe(201);
    const { items } = await adminGet('/api/admin/reports');
    const group = items.find((g: { user: { id: string } }) => g.user.id === thief.user.id);
    expect(idsOf(group.duplicate_photo_of)).toEqual([original.user.id]);
  });

  it("flags a selfie that is another member's photo on the KYC list", async () => {
    const face = await generatedPicture(601);
    const owner = await memberWithPhotos(face);
    const impostor = await memberWithPhotos(await generatedPicture(602));
    const resized = REUSE_EDITS.resized as (b: Buffer) => Promise<Buffer>;
    const res = await submitVerification(t.app, impostor.cookie, {
      selfie1: await resized(face),
      selfie2: await generatedPicture(603),
    });
    expect(res.statusCode).toBe(201);
    const honest = await memberWithPhotos(await generatedPicture(604));
    const fine = await submitVerification(t.app, honest.cookie, {
      selfie1: await generatedPicture(605),
      selfie2: await generatedPicture(606),
    });
    expect(fine.statusCode).toBe(201);

    const { items } = await adminGet('/api/admin/kyc');
    const byUser = (id: string) => items.find((k: { user: { id: string } }) => k.user.id === id);
    expect(byUser(impostor.user.id).duplicate_photo_of).toEqual([
      { user_id: owner.user.id, username: owner.username },
    ]);
    expect(byUser(honest.user.id).duplicate_photo_of).toEqual([]);
  });

  it('flags a deposit proof another account already sent, recompressed and cropped', async () => {
    const screenshot = await generatedPicture(701, 360, 640);
    const first = await memberWithPhotos(await generatedPicture(702));
    const second = await memberWithPhotos(await generatedPicture(703));
    const other = await memberWithPhotos(await generatedPicture(704));
    const crop = REUSE_EDITS['lightly cropped'] as (b: Buffer) => Promise<Buffer>;
    const a = await depositAs(t.app, first.cookie, {}, screenshot);
    const b = await depositAs(t.app, second.cookie, {}, await crop(screenshot));
    // The same member sending their screenshot twice is not another account's proof.
    const again = await depositAs(t.app, first.cookie, {}, screenshot);
    const c = await depositAs(t.app, other.cookie, {}, await generatedPicture(705, 360, 640));

    const { items } = await adminGet('/api/admin/deposits');
    const flagsOf = (id: string) =>
      idsOf(items.find((d: { id: string }) => d.id === id).duplicate_photo_of);
    expect(flagsOf(b.id)).toEqual([first.user.id]);
    expect(flagsOf(a.id)).toEqual([second.user.id]);
    expect(flagsOf(again.id)).toEqual([second.user.id]);
    expect(flagsOf(c.id)).toEqual([]);
  });

  it('keeps each link once, recorded at upload, and drops it with the account', async () => {
    const photo = await generatedPicture(801);
    const original = await memberWithPhotos(photo);
    const resized = REUSE_EDITS.resized as (b: Buffer) => Promise<Buffer>;
    const copier = await memberWithPhotos(await resized(photo));
    const linksOf = async (userId: string) => {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from picture_links l
          join image_hashes h on h.id in (l.hash_id, l.other_hash_id) where h.user_id = ${userId}`),
      );
      return Number(row?.n);
    };
    expect(await linksOf(copier.user.id)).toBe(1);
    expect(idsOf(await userFlags(original.user.id))).toEqual([copier.user.id]);

    const gone = await request(t.app, 'DELETE', '/api/me', undefined, { cookie: copier.cookie });
    expect(gone.statusCode).toBe(204);
    expect(await linksOf(original.user.id)).toBe(0);
    expect(await userFlags(original.user.id)).toEqual([]);
  });
});
