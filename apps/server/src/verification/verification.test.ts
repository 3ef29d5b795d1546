import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRequests, userProfiles } from '../infra/db/schema.js';
import { sha256Hex } from '../infra/images/index.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';
import {
  diskThatCanFail,
  kycFilesOf,
  samePixelsTwice,
  selfie,
  submitVerification,
} from './test-helpers.js';

const disk = diskThatCanFail();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storage: disk.storage });
});
afterAll(async () => {
  await t.close();
});

const error = (code: string, message: string) => ({ error: { code, message } });
const SELFIES_REQUIRED = error('SELFIES_REQUIRED', 'Please provide both selfies.');
const IDENTICAL = error('SELFIES_IDENTICAL', 'The two selfies cannot be identical.');

async function rowsOf(userId: string) {
  return t.database.db.select().from(kycRequests).where(eq(kycRequests.userId, userId));
}

async function kycStatusOf(userId: string) {
  const [row] = await t.database.db
    .select({ kycStatus: userProfiles.kycStatus, isVerified: userProfiles.isVerified })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row;
}

describe('GET /api/verification', () => {
  it('needs a session and a member', async () => {
    const res = await request(t.app, 'GET', '/api/verification');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(error('UNAUTHENTICATED', 'You must be signed in.'));
    const admin = await createAdmin(t.app);
    const asAdmin = await request(t.app, 'GET', '/api/verification', undefined, admin);
    expect(asAdmin.statusCode).toBe(403);
  });

  it('starts unverified with no request', async () => {
    const me = await onboardedMember(t.app);
    const res = await request(t.app, 'GET', '/api/verification', undefined, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'unverified', last_request: null });
  });
});

describe('POST /api/verification refusals', () => {
  it('needs a session', async () => {
    const res = await submitVerification(t.app, undefined, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(error('UNAUTHENTICATED', 'You must be signed in.'));
  });

  it('needs both selfies', async () => {
    const me = await onboardedMember(t.app);
    for (const files of [{}, { selfie1: await selfie() }, { selfie2: await selfie() }]) {
      const res = await submitVerification(t.app, me.cookie, files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SELFIES_REQUIRED);
    }
    const empty = await submitVerification(t.app, me.cookie, {
      selfie1: Buffer.alloc(0),
      selfie2: await selfie(),
    });
    expect(empty.json()).toEqual(SELFIES_REQUIRED);
    const json = await request(t.app, 'POST', '/api/verification', { selfie1: 'x' }, me);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(SELFIES_REQUIRED);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const me = await onboardedMember(t.app);
    const res = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg> not a photo'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(error('IMAGE_REQUIRED', 'Please upload an image file.'));
  });

  it('needs two different known challenges', async () => {
    const me = await onboardedMember(t.app);
    const files = { selfie1: await selfie(), selfie2: await selfie() };
    const cases: Record<string, string>[] = [
      {},
      { challenge1: 'big_smile' },
      { challenge1: 'big_smile', challenge2: 'big_smile' },
      { challenge1: 'big_smile', challenge2: 'juggle' },
    ];
    for (const fields of cases) {
      const res = await submitVerification(t.app, me.cookie, files, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        error('CHALLENGES_INVALID', 'Please complete two different verification challenges.'),
      );
    }
  });

  it('refuses identical selfies, by bytes and by re-encoded content', async () => {
    const me = await onboardedMember(t.app);
    const same = await selfie();
    const res = await submitVerification(t.app, me.cookie, { selfie1: same, selfie2: same });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(IDENTICAL);
    const [a, b] = await samePixelsTwice();
    expect(a.equals(b)).toBe(false);
    const pixels = await submitVerification(t.app, me.cookie, { selfie1: a, selfie2: b });
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json()).toEqual(IDENTICAL);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect((await kycStatusOf(me.user.id))?.kycStatus).toBeNull();
  });
});

describe('POST /api/verification', () => {
  it('stores the request, the three private images and kyc_status pending', async () => {
    const me = await onboardedMember(t.app);
    const res = await submitVerification(
      t.app,
      me.cookie,
      { selfie1: await selfie(), selfie2: await selfie() },
      { challenge1: 'thumbs_up', challenge2: 'look_up' },
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'pending',
      notes: null,
      challenge1: 'thumbs_up',
      challenge2: 'look_up',
    });
    const [row] = await rowsOf(me.user.id);
    const dir = `${me.user.id}/${created.id}`;
    expect(row).toMatchObject({
      id: created.id,
      selfie1Url: `${dir}/selfie1.jpg`,
      selfie2Url: `${dir}/selfie2.jpg`,
      avatarSnapshotUrl: `${dir}/avatar.jpg`,
    });
    for (const [file, hash] of [
      ['selfie1.jpg', row?.selfie1Sha256],
      ['selfie2.jpg', row?.selfie2Sha256],
      ['avatar.jpg', row?.avatarSha256],
    ] as const) {
      const stored = await t.app.storage.get('kyc', `${dir}/${file}`);
      expect(stored?.contentType).toBe('image/jpeg');
      expect(sha256Hex(stored?.data as Buffer)).toBe(hash);
    }
    // The snapshot is the current avatar, not a selfie.
    expect(row?.avatarSha256).not.toBe(row?.selfie1Sha256);
    expect((await kycStatusOf(me.user.id))?.kycStatus).toBe('pending');

    const state = await request(t.app, 'GET', '/api/verification', undefined, me);
    expect(state.json()).toEqual({ state: 'pending', last_request: created });

    const again = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      error('KYC_PENDING', 'Your verification request is under review.'),
    );
    expect(await rowsOf(me.user.id)).toHaveLength(1);
  });

  it('keeps one pending request when a member submits twice at once', async () => {
    const me = await onboardedMember(t.app);
    const second = await createTestApp({ secondProcessOf: t });
    try {
      const results = await Promise.all(
        [t.app, second.app].map(async (app) =>
          submitVerification(app, me.cookie, { selfie1: await selfie(), selfie2: await selfie() }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await rowsOf(me.user.id)).toHaveLength(1);
      expect(kycFilesOf(t.app, me.user.id)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('takes the first selfie as the snapshot when there is no avatar', async () => {
    const me = await onboardedMember(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ avatarUrl: null })
      .where(eq(userProfiles.userId, me.user.id));
    const res = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(me.user.id);
    expect(row?.avatarSha256).toBe(row?.selfie1Sha256);
  });

  it('lets only the owner and admins read the files', async () => {
    const me = await onboardedMember(t.app);
    const other = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const res = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    const base = `/files/kyc/${me.user.id}/${res.json().id}`;
    for (const file of ['selfie1.jpg', 'selfie2.jpg', 'avatar.jpg']) {
      const url = `${base}/${file}`;
      expect((await request(t.app, 'GET', url, undefined, me)).statusCode).toBe(200);
      expect((await request(t.app, 'GET', url, undefined, admin)).statusCode).toBe(200);
      expect((await request(t.app, 'GET', url, undefined, other)).statusCode).toBe(404);
      expect((await request(t.app, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('removes the row and every stored file when an upload fails', async () => {
    const me = await onboardedMember(t.app);
    disk.failNextPut('/selfie2.jpg');
    const res = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(error('INTERNAL', 'An unexpected error occurred.'));
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect((await kycStatusOf(me.user.id))?.kycStatus).toBeNull();
    // Nothing is left in the member's kyc folder (selfie1 was written before the failure).
    expect(kycFilesOf(t.app, me.user.id)).toEqual([]);
    const retry = await submitVerification(t.app, me.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(retry.statusCode).toBe(201);
    expect(kycFilesOf(t.app, me.user.id).sort()).toEqual([
      'avatar.jpg',
      'selfie1.jpg',
      'selfie2.jpg',
    ]);
  });

  it('refuses members who have not finished onboarding', async () => {
    const fresh = await signUp(t.app);
    const res = await submitVerification(t.app, fresh.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(res.statusCode).toBe(403);
  });
});
