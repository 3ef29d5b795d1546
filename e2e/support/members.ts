import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type APIRequestContext, type Browser, devices, expect, type Page } from '@playwright/test';
import { uniquePlace } from './places';

/** The admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { username: 'e2e_admin', password: 'e2e admin password' };
/** The second admin made by `npm run admin:create` when the journeys' server starts. */
export const SECOND_ADMIN = 'e2e_second_admin';
/** One more, made the same way, only for e2e/claims.spec.ts (it changes its password). */
export const CLAIMS_ADMIN = 'e2e_claims_admin';

let counter = 0;
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}_${Date.now().toString(36)}_${++counter}`.slice(0, 30);

/** Signs a new member up through the API, sharing the cookie jar with the page. */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  username = uniqueUsername(),
) {
  const password = 'e2e member password';
  const res = await request.post('/api/auth/signup', {
    data: { username, password },
    headers: { origin: baseURL },
  });
  if (res.status() !== 201) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  return { username, password };
}

export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The admin navigation: a sidebar on desktop, behind the Menu button on a phone. */
export async function openAdminNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const logOut = page.getByRole('button', { name: 'Log Out' });
  // The admin guard shows 'Verifying credentials...' first: wait for the layout itself.
  await expect.poll(async () => (await menu.isVisible()) || (await logOut.isVisible())).toBe(true);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
}

/** A small real photo (JPEG) members upload in journeys. */
export const PHOTO_JPEG = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/photo.jpg'));

export type OnboardedMember = { id: string; username: string; password: string };

/**
 * A member who signed up, uploaded a photo and finished onboarding, all through the API of
 * `request` (so a page of the same context is signed in as them). `draft` overrides the
 * onboarding answers (name, gender, a place from support/places.ts...).
 */
export async function onboardedMemberByApi(
  request: APIRequestContext,
  baseURL: string,
  draft: Record<string, unknown> = {},
  /** Their photo; by default the fixture every other test member shares. */
  picture: Buffer = PHOTO_JPEG,
): Promise<OnboardedMember> {
  const account = await signUpByApi(request, baseURL);
  const headers = { origin: baseURL };
  const upload = await request.post('/api/me/photos', {
    multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture } },
    headers,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { path: photo } = (await upload.json()) as { path: string };
  const onboarding = await request.post('/api/me/onboarding', {
    headers,
    data: {
      terms_accepted: true,
      first_name: 'Thiri',
      birthdate: '1997-08-20',
      gender: 'Woman',
      show_gender: true,
      sexuality: 'Straight',
      interested_in: ['Man'],
      relationship_intention: 'Long-term relationship',
      media: [photo],
      bio: 'Tea shops, monsoon walks and good books.',
      // A place of their own unless the journey gives one: members who must meet share one.
      ...(draft.latitude === undefined ? uniquePlace() : {}),
      ...draft,
    },
  });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  const { user_id: id } = (await onboarding.json()) as { user_id: string };
  return { ...account, id };
}

/** Likes `targetId` through the API of `request`; answers whether that made a match. */
export async function likeByApi(
  request: APIRequestContext,
  baseURL: string,
  targetId: string,
): Promise<{ matched: boolean; match_id?: string }> {
  const res = await request.post('/api/swipes', {
    data: { target_user_id: targetId, action: 'like' },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { matched: boolean; match_id?: string };
}

/**
 * A payment screenshot no other deposit has sent: 16×16 pixels of noise, as a PNG. A reused
 * receipt (the same picture as any earlier deposit) needs two admins whatever its amount, so a
 * journey that approves alone must not send a picture another journey sent.
 */
export function uniqueProof(): { name: string; mimeType: string; buffer: Buffer } {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, sum]);
  };
  const size = 16;
  const ihdr = Buffer.from([0, 0, 0, size, 0, 0, 0, size, 8, 2, 0, 0, 0]);
  const rows = Buffer.concat(
    Array.from({ length: size }, () =>
      Buffer.concat([Buffer.from([0]), crypto.randomBytes(size * 3)]),
    ),
  );
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'proof.png', mimeType: 'image/png', buffer };
}

/** A signed-in phone-sized (Pixel 7) browser context for a new member made through the API. */
export async function phoneMemberContext(
  browser: Browser,
  baseURL: string,
  draft: Record<string, unknown>,
) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const member = await onboardedMemberByApi(context.request, baseURL, draft);
  return { context, member };
}

/** Thiri and Aung on phones, matched through the API (Thiri liked first). */
export async function matchedPhonePair(browser: Browser, baseURL: string) {
  const a = await phoneMemberContext(browser, baseURL, {
    first_name: 'Thiri',
    gender: 'Woman',
    interested_in: ['Man'],
  });
  const b = await phoneMemberContext(browser, baseURL, {
    first_name: 'Aung',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  expect((await likeByApi(a.context.request, baseURL, b.member.id)).matched).toBe(false);
  expect((await likeByApi(b.context.request, baseURL, a.member.id)).matched).toBe(true);
  return { a, b };
}
