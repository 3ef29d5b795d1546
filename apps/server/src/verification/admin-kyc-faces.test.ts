import { type AdminKycListResponse, FACE_MATCH_THRESHOLD } from '@dating/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedCopy, fixture, memberWithPhoto, noFace } from '../faces/test-support.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { submitVerification } from './test-helpers.js';

// One app (one face engine) for the file: the first job loads the models.
const TIMEOUT_MS = 240_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
}, TIMEOUT_MS);
afterAll(() => t.close(), TIMEOUT_MS);

async function list(query: string): Promise<AdminKycListResponse> {
  const res = await request(t.app, 'GET', `/api/admin/kyc?${query}`, undefined, admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A member with `photo` who asks for verification with these two selfies. */
async function requestWith(
  photo: Buffer,
  selfies: [Buffer, Buffer],
  challenges: [string, string] = ['touch_nose', 'three_fingers'],
) {
  const member = await memberWithPhoto(t.app, photo, { onboard: true });
  const res = await submitVerification(
    t.app,
    member.cookie,
    { selfie1: selfies[0], selfie2: selfies[1] },
    { challenge1: challenges[0], challenge2: challenges[1] },
  );
  expect(res.statusCode).toBe(201);
  return member;
}

describe('the KYC queue with the faces read from each selfie', { timeout: TIMEOUT_MS }, () => {
  let own: Awaited<ReturnType<typeof requestWith>>;
  let linked: Awaited<ReturnType<typeof requestWith>>;
  let clean: Awaited<ReturnType<typeof requestWith>>;
  let faceless: Awaited<ReturnType<typeof requestWith>>;

  beforeAll(async () => {
    const eileen = await fixture('eileen-collins.jpg');
    const coltrane = await fixture('john-coltrane.jpg');
    const king = await fixture('martin-luther-king-1.jpg');
    // Oldest first: own, linked, clean, faceless.
    own = await requestWith(eileen, [await editedCopy(eileen), await fixture('cameraman.jpg')]);
    linked = await requestWith(await fixture('grace-hopper.jpg'), [
      await editedCopy(coltrane),
      await fixture('grace-hopper.jpg'),
    ]);
    clean = await requestWith(king, [await editedCopy(king), king]);
    // The second selfie: another picture of a person who is on no account.
    faceless = await requestWith(
      coltrane,
      [await noFace(), await fixture('martin-luther-king-2.jpg')],
      ['big_smile', 'touch_nose'],
    );
  }, TIMEOUT_MS);

  it('says "analysis pending" until the jobs have run', async () => {
    const { items } = await list('status=pending');
    const item = items.find((i) => i.user.id === own.user.id);
    expect(item?.selfie1_faces).toEqual({
      pending: true,
      faces: null,
      pose: null,
      // The profile photo's own job has not run either.
      photos: [{ url: `/files/media/${own.path}`, face: 'pending', similarity: null }],
      linked: [],
    });
  });

  it('carries faces, pose, the similarity to the own photos and links once analysed', async () => {
    await t.app.queue.drain();
    const { items } = await list('status=pending');
    const byUser = (id: string) => items.find((i) => i.user.id === id);
    const mine = byUser(own.user.id);
    expect(mine?.selfie1_faces).toMatchObject({ pending: false, faces: 1, pose: 'unknown' });
    expect(mine?.selfie1_faces?.photos[0]?.face).toBe('found');
    expect(mine?.selfie1_faces?.photos[0]?.similarity).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    // Another person in the second selfie: unlike the member's photo.
    expect(mine?.selfie2_faces?.faces).toBe(1);
    expect(mine?.selfie2_faces?.photos[0]?.similarity).toBeLessThan(FACE_MATCH_THRESHOLD);
    // The first selfie is another account's photo (the faceless member's).
    expect(byUser(linked.user.id)?.selfie1_faces?.linked).toEqual([
      { user_id: faceless.user.id, username: faceless.username, similarity: expect.any(Number) },
    ]);
    expect(byUser(faceless.user.id)?.selfie1_faces).toMatchObject({
      faces: 0,
      pose: 'not_seen',
      // Its photo has a face; a selfie without one has nothing to compare it with.
      photos: [{ url: `/files/media/${faceless.path}`, face: 'found', similarity: null }],
    });
  });

  it('sorts by risk when asked, paging through every request once', async () => {
    const ids = (page: AdminKycListResponse) => page.items.map((i) => i.user.id);
    const mine = [own, linked, clean, faceless].map((m) => m.user.id);
    const oldest = (await list('status=pending&sort=oldest')).items.map((i) => i.user.id);
    expect(oldest.filter((id) => mine.includes(id))).toEqual(mine);
    // Linked to another account (and unlike the own photo: 9), then no face, the pose not seen
    // and unlike the own photo (7), then a selfie unlike the own photo (1), then nothing (0).
    const first = await list('status=pending&sort=risk&limit=2');
    expect(ids(first)).toEqual([linked.user.id, faceless.user.id]);
    const second = await list(`status=pending&sort=risk&limit=2&cursor=${first.next_cursor}`);
    expect(ids(second)).toEqual([own.user.id, clean.user.id]);
    expect(second.next_cursor).toBeNull();
  });

  it('tells a profile photo without a face from one not analysed yet', async () => {
    // Made after the risk order's four: a profile photo with no face in it.
    const blank = await requestWith(await noFace(), [
      await fixture('grandpa.jpg'),
      await editedCopy(await fixture('grandpa.jpg')),
    ]);
    const faces = async () =>
      (await list('status=pending')).items.find((i) => i.user.id === blank.user.id)?.selfie1_faces;
    expect((await faces())?.photos).toEqual([
      { url: `/files/media/${blank.path}`, face: 'pending', similarity: null },
    ]);
    await t.app.queue.drain();
    expect(await faces()).toMatchObject({
      pending: false,
      faces: 1,
      photos: [{ url: `/files/media/${blank.path}`, face: 'none', similarity: null }],
    });
  });
});
