import { expect, test } from '@playwright/test';
import { likeByApi, onboardedMemberByApi, signInThroughForm } from './support/members';

/**
 * Issue 17: a profile opened from Who Likes You offers Like, Pass and Super Like, and Message once
 * matched: no dead end. Driven by touch on a phone.
 */
test('like back from a profile opened in Who Likes You, then Message', async ({
  page,
  playwright,
  baseURL,
}) => {
  const base = baseURL as string;
  const theirs = await playwright.request.newContext({ baseURL: base });
  const mine = await playwright.request.newContext({ baseURL: base });
  const kyaw = await onboardedMemberByApi(theirs, base, {
    first_name: 'Kyaw',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  const me = await onboardedMemberByApi(mine, base, {
    first_name: 'Nandar',
    gender: 'Woman',
    interested_in: ['Man'],
  });
  await likeByApi(theirs, base, me.id);

  await signInThroughForm(page, me.username, me.password);
  // Signed in before leaving the form (a navigation would cancel the sign-in request).
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/matches');
  await page.getByRole('link', { name: "View Kyaw's profile" }).first().tap();
  await expect(page).toHaveURL(new RegExp(`/profile/${kyaw.id}`));
  await page.getByRole('button', { name: 'Like', exact: true }).tap();
  const match = page.getByRole('dialog');
  await expect(match).toContainText("It's a Match!");
  await page.screenshot({ path: 'test-results/profile-actions-match.png' });
  await page.keyboard.press('Escape');
  const message = page.getByRole('link', { name: 'Message Kyaw' });
  await expect(message).toBeVisible();
  await message.tap();
  await expect(page).toHaveURL(new RegExp(`/chat/${kyaw.id}`));
  await theirs.dispose();
  await mine.dispose();
});
