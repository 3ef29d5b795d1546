import {
  ADMIN,
  openAdminNav,
  signInThroughForm,
  signUpByApi,
  uniqueUsername,
} from './support/members';
import { expect, test } from './support/quiet';

test('a visitor signs up and lands on the first onboarding step', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const username = uniqueUsername('newbie');
  await page.getByLabel('Username').fill(`  ${username}  `);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Password').fill('a good long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  await expect(page.getByRole('heading', { name: 'Be Honest' })).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-intro.png' });
});

test('a taken username shows the server message until it is edited', async ({
  page,
  request,
  baseURL,
  quiet,
}) => {
  quiet.allow(/status of 409 .*\/api\/auth\/signup/);
  const { username } = await signUpByApi(request, baseURL as string);
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Password').fill('a good long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('That username is already taken.')).toBeVisible();
  await page.getByLabel('Username').fill(`${username}x`);
  await expect(page.getByText('That username is already taken.')).toBeHidden();
});

test('a wrong password is refused; the right one signs in; sign-out returns to the landing page', async ({
  page,
  request,
  baseURL,
  quiet,
}) => {
  quiet.allow(/status of 401 .*\/api\/auth\/signin/);
  const { username, password } = await signUpByApi(request, baseURL as string);
  await signInThroughForm(page, username, 'not the password');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();

  await signInThroughForm(page, username, password);
  // Onboarding is not complete yet, so the member is sent to it.
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  // A signed-in member opening a public page goes on to the app.
  await page.goto('/signin');
  await expect(page).not.toHaveURL(/\/signin$/);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an admin signs in and lands on /admin; public and member pages send them back', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdminNav(page);
  await expect(page.getByRole('link', { name: 'KYC Requests' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-dashboard.png' });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await openAdminNav(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a member opening /admin is sent to /home (then on to onboarding)', async ({
  page,
  request,
  baseURL,
}) => {
  const { username, password } = await signUpByApi(request, baseURL as string);
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/onboarding\/intro$/);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page).toHaveURL(/\/(home|onboarding\/intro)$/);
});

test('an anonymous visit to /home goes to /signin', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('signing out in one tab signs the other tab out', async ({ context }) => {
  const first = await context.newPage();
  await signInThroughForm(first, ADMIN.username, ADMIN.password);
  await expect(first).toHaveURL(/\/admin$/);
  const second = await context.newPage();
  await second.goto('/admin/users');
  await expect(second).toHaveURL(/\/admin\/users$/);
  // The admin has read this tab's list before signing out in the other: a request still on its
  // way when the session ends is answered 401, in any app (the quiet console would count it).
  await expect(second.getByRole('link', { name: `@${ADMIN.username}`, exact: true })).toBeVisible();
  await second.waitForLoadState('networkidle');
  await first.bringToFront();
  await openAdminNav(first);
  await first.getByRole('button', { name: 'Log Out' }).click();
  await expect(first).toHaveURL(/\/signin$/);
  // No reload: the other tab hears the sign-out and leaves the admin area by itself.
  await expect(second).toHaveURL(/\/signin$/);
});
