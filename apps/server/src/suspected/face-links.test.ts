import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suspectedMembers } from '../infra/db/schema.js';
import { onboardingDraft, uploadPhoto } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';
import { computeSuspected } from './compute.js';

// The first analysis loads the face models: slow on a loaded two-core machine.
const TIMEOUT_MS = 240_000;

const portrait = (name: string) =>
  readFile(new URL(`../infra/faces/fixtures/${name}`, import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, TIMEOUT_MS);
afterAll(() => t.close(), TIMEOUT_MS);

async function memberShowing(photo: Buffer) {
  const member = await signUp(t.app);
  const upload = await uploadPhoto(t.app, member.cookie, photo);
  expect(upload.statusCode, upload.body).toBe(201);
  const onboarded = await request(
    t.app,
    'POST',
    '/api/me/onboarding',
    onboardingDraft([upload.json().path]),
    { cookie: member.cookie },
  );
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return member;
}

const linksOf = async (userId: string) => {
  const row = (
    await t.database.db.select().from(suspectedMembers).where(eq(suspectedMembers.userId, userId))
  )[0];
  const signals = (row?.signals ?? []) as Array<{
    kind: string;
    evidence: { links?: Array<{ via: string; user: { id: string } }> };
  }>;
  return signals.flatMap((signal) => signal.evidence.links ?? []);
};

describe('one face on two accounts', { timeout: TIMEOUT_MS }, () => {
  it('queues both accounts, each linked to the other by face; a stranger stays out', async () => {
    const original = await portrait('grace-hopper.jpg');
    // Mirrored and re-encoded darker: the reused photo of a recycled profile.
    const reused = await sharp(original).flop().modulate({ brightness: 0.8 }).jpeg({ quality: 50 });
    const first = await memberShowing(original);
    const second = await memberShowing(await reused.toBuffer());
    const stranger = await memberShowing(await portrait('eileen-collins.jpg'));
    await t.app.queue.drain();
    await computeSuspected(t.database.db);

    const firstLinks = await linksOf(first.user.id);
    const secondLinks = await linksOf(second.user.id);
    expect(firstLinks).toContainEqual(
      expect.objectContaining({
        via: 'face',
        user: expect.objectContaining({ id: second.user.id }),
      }),
    );
    expect(secondLinks).toContainEqual(
      expect.objectContaining({
        via: 'face',
        user: expect.objectContaining({ id: first.user.id }),
      }),
    );
    expect(await linksOf(stranger.user.id)).toEqual([]);
  });
});
