import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signInThroughForm, signUpByApi } from './support/members';
import { TOWNS } from './support/places';
import { expect, test } from './support/quiet';
import { expectUsableScreen } from './support/ui';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

// Yangon, as a phone would report it: the server's gazetteer names the real point. These members
// are in no journey's deck (support/places.ts keeps deck members away from Myanmar).
test.use({ geolocation: TOWNS.Yangon, permissions: ['geolocation'] });

const shot = (page: Page, step: string) =>
  page.screenshot({ path: `test-results/onboarding-${step}.png`, fullPage: true });

const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** A YYYY-MM-DD birthdate `years` years ago, one day later: just under that age. */
function justUnder(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('a new member goes through every onboarding step and lands on /home', async ({
  page,
  request,
  baseURL,
}) => {
  // Every onboarding step through the server: 28 s of 30 on a busy 2-core machine.
  test.setTimeout(90_000);
  await test.step('sign up: the onboarding opens', async () => {
    const { username, password } = await signUpByApi(request, baseURL as string);
    await signInThroughForm(page, username, password);
    await expect(page).toHaveURL(/\/onboarding\/intro$/);
    await expectUsableScreen(page, 'onboarding intro');
    await page.getByRole('link', { name: 'Add Your Details' }).click();
  });
  await test.step('terms', async () => {
    // Terms: Continue waits for the box to be ticked.
    await expect(page).toHaveURL(/\/onboarding\/terms$/);
    await expectUsableScreen(page, 'onboarding terms');
    await expect(page.getByText('18+ only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('I agree to follow these rules.').check();
    await shot(page, '1-terms');
    await next(page);
  });
  await test.step('name and birthday', async () => {
    // Name: the shared schemas' messages, then a valid adult.
    await expect(page).toHaveURL(/\/onboarding\/name$/);
    await expectUsableScreen(page, 'onboarding name');
    await next(page);
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please select your gender.')).toBeVisible();
    await page.getByLabel('First name').fill('  Thida  ');
    await page.getByLabel('Birthday').fill(justUnder(18));
    await page.getByRole('radio', { name: 'Woman' }).click();
    await next(page);
    await expect(page.getByText('You must be at least 18 years old.')).toBeVisible();
    await shot(page, '2-name-errors');
    await page.getByLabel('Birthday').fill('1996-03-14');
    await next(page);
  });
  await test.step('location', async () => {
    // Location: the browser's position, named by the server's gazetteer.
    await expect(page).toHaveURL(/\/onboarding\/location$/);
    await expectUsableScreen(page, 'onboarding location');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText('Yangon', { exact: true })).toBeVisible();
    await shot(page, '3-location');
    await next(page);
  });
  await test.step('identity, with a reload in the middle', async () => {
    // Identity, with a reload in the middle: the draft stays.
    await expect(page).toHaveURL(/\/onboarding\/identity$/);
    await expectUsableScreen(page, 'onboarding identity');
    await page.getByLabel('Pronouns (optional)').fill('she/her');
    await page.reload();
    await expect(page).toHaveURL(/\/onboarding\/identity$/);
    await expect(page.getByLabel('Pronouns (optional)')).toHaveValue('she/her');
    await expect(page.getByRole('switch', { name: 'Show my gender on my profile' })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByText('Yangon', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Thida');
    await page.goto('/onboarding/identity');
    await shot(page, '4-identity');
    await next(page);
  });
  await test.step('sexuality and interests', async () => {
    // Sexuality and interests.
    await expect(page).toHaveURL(/\/onboarding\/sexuality$/);
    await expectUsableScreen(page, 'onboarding sexuality');
    await next(page);
    await expect(page.getByText('Please select your sexuality.')).toBeVisible();
    await page.getByRole('radio', { name: 'Straight' }).click();
    await page.getByRole('button', { name: 'Everyone' }).click();
    await page.getByRole('button', { name: 'Man', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await shot(page, '5-sexuality');
    await next(page);
  });
  await test.step('intention', async () => {
    // Intention.
    await expect(page).toHaveURL(/\/onboarding\/intention$/);
    await expectUsableScreen(page, 'onboarding intention');
    await page.getByRole('radio', { name: 'Long-term relationship' }).click();
    await shot(page, '6-intention');
    await next(page);
  });
  await test.step('photos', async () => {
    // Photos: at least one, images only, uploaded with progress, shown from the server.
    await expect(page).toHaveURL(/\/onboarding\/photos$/);
    await expectUsableScreen(page, 'onboarding photos');
    await next(page);
    await expect(page.getByText('Please upload at least one photo.')).toBeVisible();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(fixture('not-an-image.txt'));
    await expect(page.getByText('Please upload an image file.')).toBeVisible();
    // The server's answer is held until the upload's progress has been seen.
    let answer = () => {};
    const seen = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/me/photos', async (route) => {
      await seen;
      await route.continue();
    });
    await input.setInputFiles(fixture('photo.jpg'));
    await expect(page.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeVisible();
    await shot(page, '7-photos-uploading');
    answer();
    const thumbnail = page.getByRole('img', { name: 'Photo 1' });
    await expect(thumbnail).toBeVisible();
    await page.unroute('**/api/me/photos');
    await expect(thumbnail).toHaveAttribute('src', /^\/files\/media\//);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Main photo', { exact: true })).toBeVisible();
    await shot(page, '7-photos');
    await next(page);
  });
  await test.step('bio', async () => {
    // Bio: at least 10 characters after trimming.
    await expect(page).toHaveURL(/\/onboarding\/bio$/);
    await expectUsableScreen(page, 'onboarding bio');
    await page.getByLabel('Your Bio').fill('   too short ');
    await next(page);
    await expect(page.getByText('Your bio must be at least 10 characters.')).toBeVisible();
    await shot(page, '8-bio-error');
    await page.getByLabel('Your Bio').fill('Tea shops, Inya Lake walks and old Burmese songs.');
    await next(page);
  });
  await test.step('finish: the profile is saved and the app opens', async () => {
    // Finish: a summary, then the profile is saved and the app opens.
    await expect(page).toHaveURL(/\/onboarding\/finish$/);
    await expectUsableScreen(page, 'onboarding finish');
    await expect(page.getByText(/^Thida, \d+$/)).toBeVisible();
    await expect(page.getByText('Long-term relationship')).toBeVisible();
    await shot(page, '9-finish');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await shot(page, '10-home');
  });
  await test.step('the server has the profile; the draft is gone', async () => {
    // The server has the profile, and the draft is gone.
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({
      first_name: 'Thida',
      gender: 'Woman',
      pronouns: 'she/her',
      city: 'Yangon',
      interested_in: ['Man'],
      onboarding_complete: true,
    });
    expect(await page.evaluate(() => localStorage.getItem('onboarding_draft'))).toBeNull();
    await page.goto('/onboarding/name');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('a deep link past unfinished steps goes back to the first one', async ({
  page,
  request,
  baseURL,
}) => {
  const { username, password } = await signUpByApi(request, baseURL as string);
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  await page.goto('/onboarding/photos');
  await expect(page).toHaveURL(/\/onboarding\/terms$/);
});
