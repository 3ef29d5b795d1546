import { expect, test } from '@playwright/test';
import { ADMIN, onboardedMemberByApi, openAdminNav, signInThroughForm } from './support/members';

/**
 * Issue 16: a profile photo reused on another account is flagged to the admins, with the other
 * account linked; the link opens the Users list searched for it.
 */
test('an admin sees two accounts sharing a photo, linked to each other', async ({
  page,
  playwright,
  baseURL,
}) => {
  const base = baseURL as string;
  // A picture of their own: the shared fixture photo is on every other test member too.
  await page.goto(base);
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    for (let i = 0; i < 24; i++) {
      g.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% ${20 + Math.random() * 60}%)`;
      g.fillRect(
        Math.random() * 640,
        Math.random() * 480,
        40 + Math.random() * 300,
        40 + Math.random() * 240,
      );
    }
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
  });
  const members = [];
  for (const firstName of ['Hnin', 'Hnin Copy']) {
    const request = await playwright.request.newContext({ baseURL: base });
    members.push(
      await onboardedMemberByApi(
        request,
        base,
        { first_name: firstName },
        Buffer.from(photo, 'base64'),
      ),
    );
    await request.dispose();
  }
  const [original, copy] = members as [(typeof members)[0], (typeof members)[0]];

  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdminNav(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Search users').fill(copy.username);

  // The flag's own link (the username itself also links to the member's page).
  const link = page
    .getByRole('paragraph')
    .filter({ hasText: 'Same photo as' })
    .getByRole('link', { name: `@${original.username}` });
  await expect(link).toBeVisible();
  await expect(link.locator('xpath=..')).toContainText('Same photo as');
  await page.screenshot({ path: 'test-results/screens/duplicate-photo-flag.png', fullPage: true });

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${original.username}$`));
  await expect(page.getByLabel('Search users')).toHaveValue(original.username);
  // The original account is flagged the other way round.
  await expect(
    page
      .getByRole('paragraph')
      .filter({ hasText: 'Same photo as' })
      .getByRole('link', { name: `@${copy.username}` }),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/duplicate-photo-linked.png',
    fullPage: true,
  });
});
