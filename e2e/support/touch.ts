import {
  type APIRequestContext,
  type CDPSession,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { onboardedMemberByApi, PHOTO_JPEG } from './members';
import type { Place } from './places';

// A phone, driven by a finger (issue #17): real touch events sent through CDP, and members
// made through the API, each journey's in a place of its own (support/places.ts).

/** A member of a fresh API context (its own cookie jar), onboarded at `place`. */
export async function memberIn(baseURL: string, place: Place, draft: Record<string, unknown>) {
  const api = await playwrightRequest.newContext({ baseURL });
  const account = await onboardedMemberByApi(api, baseURL, { ...place, ...draft });
  return { ...account, api };
}

/**
 * Adds a second photo through the API (the shared fixture, an oval with no face): a deck card
 * gets tap zones, a KYC request a profile photo without a face.
 */
export async function addPhoto(api: APIRequestContext, baseURL: string) {
  const upload = await api.post('/api/me/photos', {
    multipart: { file: { name: 'two.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG } },
    headers: { origin: baseURL },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const me = (await (await api.get('/api/me')).json()) as { media: string[] };
  const { path } = (await upload.json()) as { path: string };
  const patched = await api.patch('/api/me', {
    data: { media: [...me.media, path] },
    headers: { origin: baseURL },
  });
  expect(patched.status(), await patched.text()).toBe(200);
}

/** One finger: down at `from`, through `steps` moves, up at `to` (CDP Input.dispatchTouchEvent). */
export async function swipe(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 12, beforeUp }: { steps?: number; beforeUp?: () => Promise<void> } = {},
) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await beforeUp?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The page shares nothing with the API context: carries its session cookie over. */
export async function signInOnPage(page: Page, api: APIRequestContext) {
  const { cookies } = await api.storageState();
  await page.context().addCookies(cookies);
}

/**
 * A man who likes women, made at `place` and signed in on `page` at /home: the deck's finger,
 * its CDP session (for swipes) and the top card.
 */
export async function openDeckAs(page: Page, baseURL: string, place: Place, firstName: string) {
  const swiper = await memberIn(baseURL, place, {
    first_name: firstName,
    gender: 'Man',
    interested_in: ['Woman'],
  });
  await signInOnPage(page, swiper.api);
  await page.goto('/home');
  const cdp = await page.context().newCDPSession(page);
  const top = page.locator('article[aria-label]:not([aria-hidden])');
  return { swiper, cdp, top };
}
