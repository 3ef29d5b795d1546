import type { APIRequestContext, Page } from '@playwright/test';
import { onboardedMemberByApi, signInThroughForm } from './support/members';
import { uniquePlace } from './support/places';
import { expect, test } from './support/quiet';

/** A tiny valid PNG (6×8, one colour) to add as a second photo; the server re-encodes it. */
const SKY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAICAIAAABVpBlvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQI12PgW/oSDTEMBiEAx9JNQQHXLjwAAAAASUVORK5CYII=',
  'base64',
);

/** This journey's member: pronouns and a bio the profile screens show. */
function onboardedMember(
  request: APIRequestContext,
  baseURL: string,
  draft: Record<string, unknown> = {},
) {
  return onboardedMemberByApi(request, baseURL, {
    birthdate: '1998-04-12',
    pronouns: 'she/her',
    bio: 'I love tea shops and long walks by Inya Lake.',
    ...draft,
  });
}

async function signIn(page: Page, username: string, password: string) {
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
}

test('a member edits the profile and looks at it', async ({ page, request, baseURL, quiet }) => {
  // The place 'Atlantis' is refused on purpose.
  quiet.allow(/status of 400 .*\/api\/me\b/);
  const me = await onboardedMember(request, baseURL as string);
  await signIn(page, me.username, me.password);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);

  const location = page.getByLabel('Search Location');
  await expect(location).toHaveValue('Yangon');
  await location.fill('Mandalay');
  const radius = page.getByRole('slider', { name: 'Maximum Distance' });
  await radius.focus();
  for (let i = 0; i < 10; i += 1) await radius.press('ArrowRight');
  await expect(page.getByText('100 km')).toBeVisible();
  await page.getByLabel('Add photo').first().setInputFiles({
    name: 'second.png',
    mimeType: 'image/png',
    buffer: SKY_PNG,
  });
  await expect(page.getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Make photo 2 your main photo' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await page.screenshot({ path: 'test-results/edit-profile-saved.png', fullPage: true });

  await location.fill('Atlantis');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Error: Could not find a location for "Atlantis". Please be more specific.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/edit-profile-location-error.png' });

  // What was saved is what the server keeps.
  await page.reload();
  await expect(page.getByLabel('Search Location')).toHaveValue('Mandalay');
  await expect(page.getByRole('slider', { name: 'Maximum Distance' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('img', { name: /Your photo/ })).toHaveCount(2);

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: /Thiri, \d+/ })).toBeVisible();
  await expect(page.getByText('Long-term relationship')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Photo 2 of 2' })).toBeVisible();
  await page.screenshot({ path: 'test-results/own-profile.png' });
});

test('a member views another member and the report dialog needs a reason', async ({
  page,
  request,
  playwright,
  baseURL,
  quiet,
}) => {
  // A profile that is gone, and one that never was, are opened on purpose.
  quiet.allow(/status of 404 .*\/api\/profiles\//);
  const me = await onboardedMember(request, baseURL as string);
  const otherContext = await playwright.request.newContext({ baseURL });
  const other = await onboardedMember(otherContext, baseURL as string, {
    first_name: 'Aung',
    gender: 'Man',
    interested_in: ['Woman'],
    ...uniquePlace('Mandalay'),
  });
  await otherContext.dispose();

  await signIn(page, me.username, me.password);
  await page.goto(`/user/${other.id}`);
  await expect(page.getByRole('heading', { name: /Aung, \d+/ })).toBeVisible();
  await expect(page.getByText(/Mandalay · [\d,]+ km away/)).toBeVisible();
  await page.getByRole('button', { name: 'Report Aung' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Aung' });
  // Keyboard focus stays inside the dialog (Tab cycles), and Escape hands it back.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report Aung' })).toBeFocused();
  await page.getByRole('button', { name: 'Report Aung' }).click();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please select a reason.')).toBeVisible();
  await page.screenshot({ path: 'test-results/report-dialog.png' });
  await dialog.getByRole('radio', { name: 'Feels like spam or a scam' }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted successfully.')).toBeVisible();

  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Profile not found or an error occurred.')).toBeVisible();
});

test('a member boosts, changes the password and deletes the account', async ({
  page,
  request,
  baseURL,
  quiet,
}) => {
  // A wrong current password, then signing in to the deleted account, are refused on purpose.
  quiet.allow(/status of 400 .*\/api\/auth\/password/);
  quiet.allow(/status of 401 .*\/api\/auth\/signin/);
  const me = await onboardedMember(request, baseURL as string);
  await signIn(page, me.username, me.password);
  await page.goto('/settings');
  await expect(page.getByText('Not Verified')).toBeVisible();

  await page.getByRole('button', { name: 'Boost Profile' }).click();
  const boost = page.getByRole('dialog', { name: 'Boost Your Profile?' });
  await boost.getByRole('button', { name: 'Confirm Boost' }).click();
  await expect(boost.getByText('Success! Profile boosted for 24 hours.')).toBeVisible();
  await page.screenshot({ path: 'test-results/boost-success.png' });
  await expect(boost).toBeHidden({ timeout: 5_000 });
  const boostItem = page.getByRole('button', { name: /Boost Profile/ });
  await expect(boostItem).toContainText('Active until');
  await expect(boostItem).toBeDisabled();
  await page.screenshot({ path: 'test-results/settings-boosted.png' });

  const newPassword = 'a brand new password';
  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current password').fill('not my password');
  await change.getByLabel('New password').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('Your current password is incorrect.')).toBeVisible();
  await change.getByLabel('Current password').fill(me.password);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('Password changed.')).toBeVisible();
  await change.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This action is permanent and cannot be undone.');
  await page.screenshot({ path: 'test-results/delete-dialog.png' });
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInThroughForm(page, me.username, newPassword);
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
});
