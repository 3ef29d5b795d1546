import fs from 'node:fs';
import path from 'node:path';
import { keepSyllablesTogether } from '@dating/shared';
import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
import { FAKE_MEDIA_LAUNCH } from './support/fake-media';
import { onboardedMemberByApi, openAdminNav } from './support/members';
import { signInAsAdmin } from './support/moderation';
import { expect, test } from './support/quiet';
import { addPhoto } from './support/touch';
import { catalogueText, expectUsableScreen } from './support/ui';

/**
 * Issue 33, faces: a member's selfie without a face gets the retake prompt on the selfie screen
 * (phone); an admin sees the face scores of a request in the KYC viewer, sorted by risk, at
 * 1,366 px and on a phone, in English and in Burmese. The built server runs the analysis jobs by
 * itself; nothing is approved.
 */

/** Chromium's fake front camera: a moving test pattern, no face in it. */
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const shot = (name: string) => `test-results/face-checks-${name}.png`;
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7'];
/** The first analysis loads the face models in the server's worker: slow on a loaded machine. */
const ANALYSIS_TIMEOUT = 90_000;

const en = (key: string) => catalogueText('en', key);
const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));

const FIXTURES = path.join(import.meta.dirname, '../apps/server/src/infra/faces/fixtures');
const picture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** A verification request with two real faces: the member's own and another person's. */
async function requestWithFaces(request: APIRequestContext, baseURL: string) {
  const member = await onboardedMemberByApi(
    request,
    baseURL,
    { first_name: 'Eileen' },
    picture('eileen-collins.jpg'),
  );
  // A second profile photo, the shared fixture's plain oval: the viewer says it has no face.
  await addPhoto(request, baseURL);
  const selfie = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: picture(name) });
  const sent = await request.post('/api/verification', {
    headers: { origin: baseURL },
    multipart: {
      selfie1: selfie('eileen-collins.jpg'),
      selfie2: selfie('cameraman.jpg'),
      challenge1: 'touch_nose',
      challenge2: 'big_smile',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return member;
}

async function captureStep(page: Page, step: number) {
  const capture = page.getByRole('button', { name: en('verification:camera.capture') });
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await capture.click();
  await expect(
    page.getByRole('img', {
      name: en('verification:camera.captured').replace('{{step}}', `${step}`),
    }),
  ).toBeVisible();
}

test('the selfie screen asks for a retake when it sees no face', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const member = await onboardedMemberByApi(page.request, baseURL as string);
  // Signed in by the sign-up through the page's own API context.
  expect(member.username).toBeTruthy();
  await page.goto('/settings/verify');
  await captureStep(page, 1);
  const warning = page.getByRole('alert').filter({ hasText: en('verification:check.noFace') });
  await expect(warning).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(
    warning.getByRole('button', { name: en('verification:camera.retake') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en('verification:continue') })).toBeDisabled();
  await expectUsableScreen(page, 'selfie retake prompt');
  await page.screenshot({ path: shot('retake-en'), fullPage: true });

  // Burmese: the same prompt after a reload (the same selfie is checked again).
  await page.evaluate(() => localStorage.setItem('language', 'my'));
  await page.reload();
  const capture = page.getByRole('button', { name: my('verification:camera.capture') });
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await capture.click();
  const myWarning = page.getByRole('alert').filter({ hasText: my('verification:check.noFace') });
  await expect(myWarning).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expectUsableScreen(page, 'selfie retake prompt (Burmese)');
  await page.screenshot({ path: shot('retake-my'), fullPage: true });

  // "Use it anyway" keeps it: a person reviews every request.
  await myWarning.getByRole('button', { name: my('verification:check.useAnyway') }).click();
  await expect(page.getByRole('button', { name: my('verification:continue') })).toBeEnabled();
});

async function adminKyc(browser: Browser, baseURL: string, device: object) {
  const context = await browser.newContext({ baseURL, ...device });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await openAdminNav(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: en('admin:nav.kyc') })
    .click();
  await page.getByRole('button', { name: en('adminKyc:sort.risk') }).click();
  await expect(page).toHaveURL(/sort=risk/);
  return { context, page };
}

/**
 * Opens the member's request and waits for the analysis of its selfies and photos (the list is
 * reloaded, never slept on): the first selfie's face, and its likeness list saying the second
 * photo has none.
 */
async function scoresOf(page: Page, username: string, text: (key: string) => string, one: string) {
  const faces = page.getByRole('region', { name: text('adminKyc:faces.title') });
  const found = text('adminKyc:faces.found_one').replace('{{count}}', one);
  const likeness = faces.getByRole('list', {
    name: text('adminKyc:faces.likeness').replace('{{label}}', text('adminKyc:photos.selfie1')),
  });
  await expect(async () => {
    await page.reload();
    await page
      .getByRole('list', { name: text('adminKyc:queue.label') })
      .getByRole('button', { name: new RegExp(`@${username}\\b`) })
      .first()
      .click();
    await expect(faces).toContainText(found, { timeout: 3_000 });
    await expect(likeness).toContainText(text('adminKyc:faces.photo.none'), { timeout: 3_000 });
  }).toPass({ timeout: ANALYSIS_TIMEOUT });
  return { faces, likeness };
}

for (const [name, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the KYC viewer shows the face scores (${name})`, async ({ browser, page, baseURL }) => {
    test.setTimeout(240_000);
    const base = baseURL as string;
    const member = await requestWithFaces(page.request, base);
    const { context, page: admin } = await adminKyc(browser, base, device);
    const { faces, likeness } = await scoresOf(admin, member.username, en, '1');
    await expect(faces).toContainText(en('adminKyc:faces.pose.unknown'));
    await expect(likeness).toContainText('%');
    await expectUsableScreen(admin, `KYC face scores (${name})`);
    await admin.screenshot({ path: shot(`kyc-${name}-en`), fullPage: true });

    await admin.evaluate(() => localStorage.setItem('language', 'my'));
    // Numbers are written in Myanmar digits in Burmese.
    const { faces: myFaces } = await scoresOf(admin, member.username, my, '၁');
    await expect(myFaces).toContainText(my('adminKyc:faces.pose.unknown'));
    await expectUsableScreen(admin, `KYC face scores (${name}, Burmese)`);
    await admin.screenshot({ path: shot(`kyc-${name}-my`), fullPage: true });
    await context.close();
  });
}
