import { FACE_MATCH_THRESHOLD, type MemberOverview } from '@dating/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { facePrints } from '../infra/db/schema.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { ANALYSE_FACE_JOB } from './jobs.js';
import { editedCopy, fixture, memberWithPhoto } from './test-support.js';

// One app (so one face engine) for the file: the first job loads the models, slow on a loaded
// two-core machine; each analysis is about half a second more.
const TIMEOUT_MS = 240_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
}, TIMEOUT_MS);
afterAll(() => t.close(), TIMEOUT_MS);

const printsOf = (userId: string) =>
  t.database.db.select().from(facePrints).where(eq(facePrints.userId, userId));

/** Face links between two members' prints, as [similarity]. */
async function linksBetween(a: string, b: string): Promise<number[]> {
  return rowsOf<{ similarity: number }>(
    await t.database.db.execute(sql`
      select l.similarity::float8 as similarity from face_links l
      join face_prints p on p.id = l.print_id join face_prints o on o.id = l.other_print_id
      where (p.user_id = ${a}::uuid and o.user_id = ${b}::uuid)
         or (p.user_id = ${b}::uuid and o.user_id = ${a}::uuid)`),
  ).map((row) => Number(row.similarity));
}

async function overviewOf(userId: string): Promise<MemberOverview> {
  const res = await request(t.app, 'GET', `/api/admin/users/${userId}/overview`, undefined, admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('analyse-face jobs and face links', { timeout: TIMEOUT_MS }, () => {
  let hopper: Awaited<ReturnType<typeof memberWithPhoto>>;
  let copy: Awaited<ReturnType<typeof memberWithPhoto>>;
  let stranger: Awaited<ReturnType<typeof memberWithPhoto>>;

  beforeAll(async () => {
    const original = await fixture('grace-hopper.jpg');
    hopper = await memberWithPhoto(t.app, original);
    copy = await memberWithPhoto(t.app, await editedCopy(original));
    stranger = await memberWithPhoto(t.app, await fixture('eileen-collins.jpg'));
    expect(await printsOf(hopper.user.id)).toEqual([]);
    await t.app.queue.drain();
  }, TIMEOUT_MS);

  it('writes one print per stored photo, with its largest face unit length', async () => {
    for (const member of [hopper, copy, stranger]) {
      const prints = await printsOf(member.user.id);
      expect(prints).toHaveLength(1);
      expect(prints[0]).toMatchObject({ kind: 'photo', path: member.path, faces: 1, pose: null });
      const embedding = prints[0]?.embedding ?? [];
      expect(embedding).toHaveLength(1024);
      expect(Math.hypot(...embedding)).toBeCloseTo(1, 3);
    }
  });

  it('links a photo and its edited copy on two accounts, and not different people', async () => {
    const [similarity] = await linksBetween(hopper.user.id, copy.user.id);
    expect(similarity).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    expect(await linksBetween(hopper.user.id, copy.user.id)).toHaveLength(1);
    expect(await linksBetween(hopper.user.id, stranger.user.id)).toEqual([]);
    expect(await linksBetween(copy.user.id, stranger.user.id)).toEqual([]);
  });

  it('shows the link on both members pages with the two photos', async () => {
    const mine = await overviewOf(hopper.user.id);
    expect(mine.face_links).toEqual([
      {
        other: { id: copy.user.id, username: copy.username, is_blocked: false },
        similarity: expect.any(Number),
        picture: { kind: 'photo', url: `/files/media/${hopper.path}` },
        other_picture: { kind: 'photo', url: `/files/media/${copy.path}` },
      },
    ]);
    const theirs = await overviewOf(copy.user.id);
    expect(theirs.face_links.map((l) => [l.other.id, l.picture.url, l.other_picture.url])).toEqual([
      [hopper.user.id, `/files/media/${copy.path}`, `/files/media/${hopper.path}`],
    ]);
    expect((await overviewOf(stranger.user.id)).face_links).toEqual([]);
  });

  it('writes once when the same picture is analysed again', async () => {
    const [before] = await printsOf(hopper.user.id);
    await t.app.queue.send(ANALYSE_FACE_JOB, {
      userId: hopper.user.id,
      kind: 'photo',
      path: hopper.path,
    });
    expect(await t.app.queue.drain()).toBe(1);
    const after = await printsOf(hopper.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(await linksBetween(hopper.user.id, copy.user.id)).toHaveLength(1);
  });

  it('links a blocked account too, and keeps its prints', async () => {
    await t.database.db.execute(
      sql`update user_profiles set is_blocked = true where user_id = ${copy.user.id}::uuid`,
    );
    const third = await memberWithPhoto(t.app, await editedCopy(await fixture('grace-hopper.jpg')));
    await t.app.queue.drain();
    expect(await linksBetween(third.user.id, copy.user.id)).toHaveLength(1);
    const page = await overviewOf(third.user.id);
    expect(page.face_links.find((l) => l.other.id === copy.user.id)?.other.is_blocked).toBe(true);
  });

  it('forgets the print and its links when the photo is removed', async () => {
    const again = await memberWithPhoto(t.app, await fixture('grace-hopper.jpg'));
    await t.app.queue.drain();
    expect(await linksBetween(again.user.id, hopper.user.id)).toHaveLength(1);
    const res = await request(t.app, 'DELETE', '/api/me/photos', { path: again.path }, again);
    expect(res.statusCode).toBe(204);
    expect(await printsOf(again.user.id)).toEqual([]);
    expect(await linksBetween(again.user.id, hopper.user.id)).toEqual([]);
  });

  it('writes no print for a photo removed before its analysis ran', async () => {
    const gone = await memberWithPhoto(t.app, await fixture('john-coltrane.jpg'));
    await request(t.app, 'DELETE', '/api/me/photos', { path: gone.path }, gone);
    await t.app.queue.drain();
    expect(await printsOf(gone.user.id)).toEqual([]);
  });

  it('deletes the prints and links with the account', async () => {
    const leaving = await memberWithPhoto(
      t.app,
      await editedCopy(await fixture('grace-hopper.jpg')),
    );
    await t.app.queue.drain();
    expect(await linksBetween(leaving.user.id, hopper.user.id)).toHaveLength(1);
    const res = await request(t.app, 'DELETE', '/api/me', undefined, leaving);
    expect(res.statusCode).toBe(204);
    expect(await printsOf(leaving.user.id)).toEqual([]);
    expect(await linksBetween(leaving.user.id, hopper.user.id)).toEqual([]);
    expect((await overviewOf(hopper.user.id)).face_links.map((l) => l.other.id)).not.toContain(
      leaving.user.id,
    );
  });
});
