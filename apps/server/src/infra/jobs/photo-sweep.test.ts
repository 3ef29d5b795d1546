import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingDraft, uploadPhoto } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../db/client.js';
import {
  facePrints,
  imageHashes,
  photoUploads,
  scheduledJobs,
  userProfiles,
} from '../db/schema.js';
import { type Storage, thumbPathOf } from '../storage/index.js';

let t: TestApp;
let db: Db;
let storage: Storage;
/** Makes the storage's next remove fail (a storage outage in the middle of the sweep). */
let failNextRemove = false;

beforeAll(async () => {
  t = await createTestApp({
    storage: (disk) => ({
      ...disk,
      remove: async (bucket, path) => {
        if (failNextRemove) {
          failNextRemove = false;
          throw new Error('storage unreachable (test)');
        }
        return disk.remove(bucket, path);
      },
    }),
  });
  db = t.database.db;
  storage = t.app.storage;
});
afterAll(async () => t.close());

/** A striped JPEG (a flat one has no look-alike hash), different for each `seed`. */
function stripes(seed: number): Promise<Buffer> {
  const [width, height] = [96, 64];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const on = Math.floor((i % width) / (4 + (seed % 7))) % 2 === 0;
    pixels.fill(on ? (seed * 37) % 256 : 255 - ((seed * 11) % 256), i * 3, i * 3 + 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function upload(cookie: string, seed: number): Promise<string> {
  const res = await uploadPhoto(t.app, cookie, await stripes(seed));
  expect(res.statusCode).toBe(201);
  return res.json().path;
}

/** As if uploaded that long ago (25 hours unless said). */
async function age(paths: string[], interval = '25 hours') {
  await db
    .update(photoUploads)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(inArray(photoUploads.path, paths));
}

async function sweep() {
  await db.update(scheduledJobs).set({ nextRunAt: sql`now()` });
  return t.app.jobs.runDue();
}

const hasFiles = async (path: string) =>
  (await storage.exists('media', path)) && (await storage.exists('media', thumbPathOf(path)));

async function state(userId: string, path: string) {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const uploads = await db.select().from(photoUploads).where(eq(photoUploads.path, path));
  const hashes = await db.select().from(imageHashes).where(eq(imageHashes.path, path));
  const prints = await db.select().from(facePrints).where(eq(facePrints.path, path));
  return {
    files: await hasFiles(path),
    upload: uploads.length === 1,
    hash: hashes.length === 1,
    print: prints.length === 1,
    placeholder: path in (profile?.mediaPlaceholders ?? {}),
    attached: profile?.media.includes(path) ?? false,
  };
}

describe('the photo sweep job', () => {
  it('removes a photo never attached within 24 hours; keeps fresh and attached ones', async () => {
    const member = await signUp(t.app);
    const id = member.user.id as string;
    const attached = await upload(member.cookie, 10);
    const abandoned = await upload(member.cookie, 120);
    const fresh = await upload(member.cookie, 240);
    const done = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft([attached]), {
      cookie: member.cookie,
    });
    expect(done.statusCode).toBe(200);
    // The face prints the analyse-face jobs write (run here without the models: no face).
    await db.insert(facePrints).values(
      [attached, abandoned].map((path) => ({
        userId: id,
        kind: 'photo' as const,
        path,
        faces: 0,
      })),
    );
    expect(await state(id, abandoned)).toEqual({
      files: true,
      upload: true,
      hash: true,
      print: true,
      placeholder: true,
      attached: false,
    });
    await age([attached, abandoned]);

    expect(await sweep()).toContain('photo-sweep');

    expect(await state(id, abandoned)).toEqual({
      files: false,
      upload: false,
      hash: false,
      print: false,
      placeholder: false,
      attached: false,
    });
    // Attached: only its upload row is done with.
    expect(await state(id, attached)).toEqual({
      files: true,
      upload: false,
      hash: true,
      print: true,
      placeholder: true,
      attached: true,
    });
    // Fresh: untouched, still waiting to be attached.
    expect(await state(id, fresh)).toMatchObject({ files: true, upload: true, placeholder: true });
    const photo = await request(t.app, 'GET', `/files/media/${attached}`);
    expect(photo.statusCode).toBe(200);
  });

  it("keeps an onboarding member's uploads for a week: the draft on their phone names them", async () => {
    const member = await signUp(t.app);
    const id = member.user.id as string;
    const recent = await upload(member.cookie, 70);
    const old = await upload(member.cookie, 80);
    await age([recent], '6 days');
    await age([old], '8 days');

    await sweep();

    expect(await state(id, recent)).toMatchObject({ files: true, upload: true, placeholder: true });
    expect(await state(id, old)).toMatchObject({ files: false, upload: false, placeholder: false });
  });

  it('forgets nothing when the storage fails: the next run removes the photo', async () => {
    const member = await signUp(t.app);
    const id = member.user.id as string;
    const abandoned = await upload(member.cookie, 60);
    await age([abandoned], '8 days'); // a member still onboarding: a week's grace

    failNextRemove = true;
    expect(await sweep()).toContain('photo-sweep');
    const [job] = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'photo-sweep'));
    expect(job?.lastOutcome).toBe('failed');
    expect(await state(id, abandoned)).toMatchObject({ upload: true, placeholder: true });

    await sweep();
    expect(await state(id, abandoned)).toMatchObject({
      files: false,
      upload: false,
      placeholder: false,
    });
  });
});
