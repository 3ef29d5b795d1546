import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { signInThroughForm, uniqueUsername } from './support/members';
import { type Place, uniquePlace } from './support/places';
import { expect, test } from './support/quiet';

const PHOTO = readFileSync(fileURLToPath(new URL('./fixtures/photo.jpg', import.meta.url)));
/** A tiny one-colour PNG (6×8); the server re-encodes whatever it gets. */
const SKY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAICAIAAABVpBlvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQI12PgW/oSDTEMBiEAx9JNQQHXLjwAAAAASUVORK5CYII=',
  'base64',
);
const PASSWORD = 'e2e member password';

interface Member {
  id: string;
  username: string;
  name: string;
  api: APIRequestContext;
}

/**
 * A member who signed up, uploaded photos and finished onboarding, all through the API, at
 * `place`: each test's pair shares a place of its own, so its deck holds exactly the other.
 */
async function onboardedMember(
  baseURL: string,
  name: string,
  gender: 'Man' | 'Woman',
  place: Place,
): Promise<Member> {
  const api = await playwrightRequest.newContext({ baseURL });
  const headers = { origin: baseURL };
  const username = uniqueUsername('disc');
  const signup = await api.post('/api/auth/signup', {
    data: { username, password: PASSWORD },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const media: string[] = [];
  for (const [file, buffer, mimeType] of [
    ['me.jpg', PHOTO, 'image/jpeg'],
    ['sky.png', SKY_PNG, 'image/png'],
  ] as const) {
    const upload = await api.post('/api/me/photos', {
      multipart: { file: { name: file, mimeType, buffer } },
      headers,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    media.push(((await upload.json()) as { path: string }).path);
  }
  const onboarding = await api.post('/api/me/onboarding', {
    headers,
    data: {
      terms_accepted: true,
      first_name: name,
      birthdate: '1997-03-15',
      gender,
      show_gender: true,
      sexuality: 'Straight',
      interested_in: [gender === 'Man' ? 'Woman' : 'Man'],
      relationship_intention: 'Long-term relationship',
      media,
      bio: `Hi, I am ${name}. I love mohinga breakfasts and evening walks.`,
      ...place,
    },
  });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  const profile = (await onboarding.json()) as { user_id: string };
  return { id: profile.user_id, username, name, api };
}

async function signIn(page: Page, member: Member) {
  await signInThroughForm(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

/** A second phone: its own browser context with the same device settings. */
async function secondPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 839 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('Who Likes You: like back, match, then the conversation', async ({ page, baseURL }) => {
  const base = baseURL as string;
  const myitkyina = uniquePlace('Myitkyina');
  const aye = await onboardedMember(base, 'Aye', 'Woman', myitkyina);
  const bo = await onboardedMember(base, 'Bo', 'Man', myitkyina);
  const liked = await aye.api.post('/api/swipes', {
    headers: { origin: base },
    data: { target_user_id: bo.id, action: 'like', comment: 'Your mohinga tips, please!' },
  });
  expect(liked.status(), await liked.text()).toBe(200);

  await signIn(page, bo);
  await page.getByRole('link', { name: 'Matches' }).click();
  await expect(page.getByRole('heading', { name: 'Who Likes You (1)' })).toBeVisible();
  await expect(page.getByText(/Your mohinga tips, please!/)).toBeVisible();
  await expect(page.getByRole('link', { name: "View Aye's profile" })).toBeVisible();
  await page.screenshot({ path: 'test-results/discovery-likes.png' });

  await page.getByRole('button', { name: 'Like Aye back' }).click();
  const popup = page.getByRole('dialog', { name: "It's a Match!" });
  await expect(popup).toContainText('You and Aye have liked each other.');
  await page.screenshot({ path: 'test-results/discovery-match.png' });
  await popup.getByRole('button', { name: 'Send a Message' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${aye.id}$`));
});

test('two members like each other in the deck and see the match', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const sittwe = uniquePlace('Sittwe');
  const cho = await onboardedMember(base, 'Cho', 'Woman', sittwe);
  const dan = await onboardedMember(base, 'Dan', 'Man', sittwe);

  await signIn(page, cho);
  await expect(card(page, 'Dan')).toBeVisible();
  // Same town, yet never 0 km: distances run to Dan's public point, 1 to 2.95 km from his own
  // (docs/product.md#location-privacy).
  await expect(card(page, 'Dan').getByText(/^Sittwe · [1-3] km away$/)).toBeVisible();
  await expect(card(page, 'Dan').getByText('Long-term relationship')).toBeVisible();
  await page.screenshot({ path: 'test-results/discovery-deck.png' });
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText("That's everyone for now!")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/discovery-empty.png' });

  const phone = await secondPhone(browser, base);
  try {
    await signIn(phone.page, dan);
    const choCard = card(phone.page, 'Cho');
    await expect(choCard).toBeVisible();
    // Drag the card to the right, past the threshold: it flies off as a like.
    const box = await choCard.boundingBox();
    if (!box) throw new Error('no card box');
    const y = box.y + box.height / 3;
    await phone.page.mouse.move(box.x + box.width / 2, y);
    await phone.page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await phone.page.mouse.move(box.x + box.width / 2 + step * 25, y + step * 2);
    }
    await phone.page.screenshot({ path: 'test-results/discovery-drag.png' });
    await phone.page.mouse.up();
    const popup = phone.page.getByRole('dialog', { name: "It's a Match!" });
    await expect(popup).toContainText('You and Cho have liked each other.');
    await popup.getByRole('button', { name: 'Keep Swiping' }).click();
    await expect(phone.page.getByText("That's everyone for now!")).toBeVisible();
  } finally {
    await phone.context.close();
  }
});

test('a boosted member appears in the Spotlight', async ({ page, baseURL }) => {
  const base = baseURL as string;
  const mandalay = uniquePlace('Mandalay');
  const star = await onboardedMember(base, 'Spotlit', 'Woman', mandalay);
  const boost = await star.api.post('/api/me/boost', { headers: { origin: base } });
  expect(boost.status(), await boost.text()).toBe(200);
  const viewer = await onboardedMember(base, 'Viewer', 'Man', mandalay);

  await signIn(page, viewer);
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { name: 'Spotlight' })).toBeVisible();
  const starCard = page.getByRole('link', { name: /Spotlit/ });
  await expect(starCard).toContainText(/\d+ years old/);
  await expect(page.getByRole('link', { name: 'Join the Spotlight' })).toBeVisible();
  await page.screenshot({ path: 'test-results/discovery-spotlight.png' });
  await starCard.click();
  await expect(page).toHaveURL(new RegExp(`/user/${star.id}$`));
});

test('a pass in the deck can be undone', async ({ page, baseURL }) => {
  const base = baseURL as string;
  const dawei = uniquePlace('Dawei');
  const ei = await onboardedMember(base, 'Ei', 'Woman', dawei);
  await onboardedMember(base, 'Fox', 'Man', dawei);

  await signIn(page, ei);
  await expect(card(page, 'Fox')).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo last pass' });
  await expect(undo).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText("That's everyone for now!")).toBeVisible();
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(card(page, 'Fox')).toBeVisible();
  await expect(undo).toBeDisabled();
});
