import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { username: 'e2e_admin', password: 'e2e admin password' };

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
