import { devices, type Page } from '@playwright/test';
import { likeByApi, onboardedMemberByApi } from './support/members';
import { uniquePlace } from './support/places';
import { expect, test } from './support/quiet';

/**
 * Issue 34, offline first: a member who opens the app without a connection sees what they saw
 * last (deck, chats), under an offline notice, is never told to sign out, hears that a swipe needs
 * the network, and once back online the app catches up (a message sent meanwhile) without a reload.
 * Onboarding waits too: a closed tab resumes at the step the member reached.
 */

const OFFLINE_NOTICE = 'Offline: showing what you saw last.';
const NEEDS_NETWORK = "You're offline. This needs a connection; try again when you're back online.";
const phone = { ...devices['Pixel 7'], viewport: { width: 360, height: 640 } };

/** The service worker controls the page (it serves the app offline from then on). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** What the app keeps on the device is written a moment after it arrives: here, `names`. */
const kept = (page: Page, names: string[]) =>
  page.waitForFunction(
    (wanted) => wanted.every((name) => localStorage.getItem(`offline:${name}`) !== null),
    names,
  );

test('offline, the app shows what was seen last, says what needs the network, and catches up', async ({
  browser,
  baseURL,
  quiet,
}) => {
  quiet.allow(/ERR_INTERNET_DISCONNECTED/);
  const url = baseURL as string;
  const place = uniquePlace();
  const context = await browser.newContext({ ...phone, baseURL: url });
  const thiri = await onboardedMemberByApi(context.request, url, {
    first_name: 'Thiri',
    gender: 'Woman',
    interested_in: ['Man'],
    ...place,
  });
  const kyawContext = await browser.newContext({ baseURL: url });
  await onboardedMemberByApi(kyawContext.request, url, {
    first_name: 'Kyaw',
    gender: 'Man',
    interested_in: ['Woman'],
    ...place,
  });
  const aungContext = await browser.newContext({ baseURL: url });
  const aung = await onboardedMemberByApi(aungContext.request, url, {
    first_name: 'Aung',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  await likeByApi(aungContext.request, url, thiri.id);
  const { match_id: matchId } = await likeByApi(context.request, url, aung.id);

  const page = await context.newPage();
  const card = page.getByRole('article', { name: 'Kyaw' });
  await test.step('online: the deck and the chats are seen once', async () => {
    await page.goto('/home');
    await expect(card).toBeVisible();
    await controlled(page);
    await page.getByRole('link', { name: /^Chats/ }).click();
    await expect(page.getByRole('link', { name: /Aung/ }).first()).toBeVisible();
    await kept(page, ['deck', 'q:["chat","matches"]', 'session']);
  });

  await test.step('offline, a return visit shows them under a notice, with no advice to sign out', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expect(page.getByRole('link', { name: /Aung/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/offline-chats.png' });
    await page.getByRole('link', { name: /^Home/ }).click();
    await expect(card).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  });

  await test.step('a like offline says it needs the network and keeps the card', async () => {
    await page.getByRole('button', { name: 'Like', exact: true }).tap();
    await expect(page.getByText(NEEDS_NETWORK)).toBeVisible();
    await expect(card).toBeVisible();
    await page.screenshot({ path: 'test-results/offline-deck.png' });
  });

  await test.step('Aung writes meanwhile; back online, the app catches up without a reload', async () => {
    const sent = await aungContext.request.post(`/api/matches/${matchId}/messages`, {
      data: { content: 'Are you back online?', client_id: crypto.randomUUID() },
      headers: { origin: url },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
    await page.getByRole('link', { name: /^Chats/ }).click();
    await expect(page.getByText('Are you back online?')).toBeVisible();
  });
  await Promise.all([context.close(), kyawContext.close(), aungContext.close()]);
});

test('onboarding resumes at the step reached after the tab was closed', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  const context = await browser.newContext({ ...phone, baseURL: url });
  const signUp = await context.request.post('/api/auth/signup', {
    data: { username: `resume_${Date.now()}`, password: 'Mingalar-2026!' },
    headers: { origin: url },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const first = await context.newPage();
  await first.goto('/onboarding/terms');
  await first.getByLabel('I agree to follow these rules.').check();
  await first.getByRole('button', { name: 'Continue' }).click();
  await first.getByLabel('First name').fill('Thida');
  await first.getByLabel('Birthday').fill('1996-03-14');
  await first.getByRole('radio', { name: 'Woman' }).click();
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toHaveURL(/\/onboarding\/location$/);
  await first.close();

  const again = await context.newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/\/onboarding\/location$/);
  await again.getByRole('link', { name: 'Back' }).click();
  await expect(again.getByLabel('First name')).toHaveValue('Thida');
  await context.close();
});
