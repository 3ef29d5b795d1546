import type { Page } from '@playwright/test';
import { ADMIN, onboardedMemberByApi, signInThroughForm, signUpByApi } from './support/members';
import { expect, test } from './support/quiet';

// Issue 17, honest forms and no dead ends, on a 390×844 phone with touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/forms-${name}.png` });

test('an anonymous visitor gets a quiet console on the public pages', async ({ page }) => {
  // The session probe answers 200 { user: null }: nothing fails (the quiet fixture checks).
  for (const path of ['/', '/signin', '/signup']) {
    const probe = page.waitForResponse((res) => res.url().endsWith('/api/auth/session'));
    await page.goto(path);
    const res = await probe;
    expect([res.status(), await res.json()]).toEqual([200, { user: null }]);
  }
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin$/);
});

test('location denied: the member chooses their town instead and onboarding goes on', async ({
  page,
  request,
  baseURL,
  quiet,
}) => {
  // A town the gazetteer does not know is a 404 on purpose.
  quiet.allow(/status of 404 .*\/api\/geo\/search/);
  // The browser refuses the position, as after 'Block' in the permission prompt.
  await page.addInitScript(() => {
    const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 };
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) => fail(denied),
        watchPosition: () => 0,
        clearWatch: () => undefined,
      },
    });
  });
  const { username, password } = await signUpByApi(request, baseURL as string);
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  // The steps before the location, as the member would have filled them in.
  const { user } = await (await page.request.get('/api/auth/session')).json();
  await page.evaluate((id) => {
    localStorage.setItem(
      'onboarding_draft',
      JSON.stringify({
        user_id: id,
        terms_accepted: true,
        first_name: 'Hnin',
        birthdate: '1996-04-12',
        gender: 'Woman',
      }),
    );
  }, user.id);
  await page.goto('/onboarding/location');
  await page.getByRole('button', { name: 'Use my current location' }).tap();
  await expect(page.getByRole('alert')).toContainText('Location permission was denied.');
  await page.getByRole('button', { name: 'Choose your town instead' }).tap();
  const town = page.getByLabel('Your town');
  await town.fill('Atlantis');
  await page.getByRole('button', { name: 'Find my town' }).tap();
  await expect(page.getByText('Could not find "Atlantis".')).toBeVisible();
  await town.fill('Mandalay');
  await page.getByRole('button', { name: 'Find my town' }).tap();
  await expect(page.getByText('Mandalay', { exact: true })).toBeVisible();
  await shot(page, 'location-town-chosen');
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page).toHaveURL(/\/onboarding\/identity$/);
});

test('a temporary password from an admin: choose a new one, then the app goes on', async ({
  page,
  baseURL,
  playwright,
}) => {
  const member = await onboardedMemberByApi(page.request, baseURL as string);
  const admin = await playwright.request.newContext({ baseURL });
  const headers = { origin: baseURL as string };
  await admin.post('/api/auth/signin', { data: ADMIN, headers });
  const reset = await admin.post(`/api/admin/users/${member.id}/password-reset`, { headers });
  const { temporary_password: temporary } = await reset.json();
  await admin.dispose();

  await signInThroughForm(page, member.username, temporary);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await shot(page, 'forced-password');
  await page.getByLabel('Current password').fill(temporary);
  await page.getByLabel('New password').fill('my own new passphrase');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
});

test('Edit Profile: every onboarding choice but the birthdate, honest errors, asks before leaving', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await onboardedMemberByApi(request, baseURL as string);
  await signInThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings/edit-profile');
  const name = page.getByLabel('First name');
  await expect(name).toHaveValue('Thiri');
  await name.fill('😀😀');
  await page.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(page.getByRole('alert')).toContainText(
    'Your name must contain at least one letter.',
  );
  await name.fill('သီရိ 🌸');
  await expect(page.getByRole('alert')).toBeHidden();
  await page.getByRole('radio', { name: 'Bisexual' }).tap();
  await page.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ first_name: 'သီရိ 🌸', sexuality: 'Bisexual' });

  // Unsaved changes: leaving asks first.
  await page.getByLabel('Your Bio').fill('Changed my mind about tea.');
  await page.getByRole('link', { name: 'My Profile' }).tap();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await shot(page, 'edit-leave-dialog');
  await leave.getByRole('button', { name: 'Keep editing' }).tap();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);
  await expect(page.getByLabel('Your Bio')).toHaveValue('Changed my mind about tea.');
  await page.getByRole('link', { name: 'My Profile' }).tap();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .tap();
  await expect(page).toHaveURL(/\/profile$/);
});
