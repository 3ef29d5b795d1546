import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, onboardedMemberByApi, openAdminNav, signInThroughForm } from './support/members';

type Member = { username: string; password: string; id: string };

/** A member who finished onboarding, created through the API in a cookie jar of its own. */
async function onboardedMember(
  newContext: () => Promise<APIRequestContext>,
  baseURL: string,
  firstName: string,
): Promise<Member> {
  const request = await newContext();
  try {
    return await onboardedMemberByApi(request, baseURL, {
      first_name: firstName,
      relationship_intention: 'Life partner',
    });
  } finally {
    await request.dispose();
  }
}

/** `reporter` (signed in through the API) reports `target`. */
async function report(
  newContext: () => Promise<APIRequestContext>,
  baseURL: string,
  reporter: Member,
  target: Member,
  reason: string,
  details: string,
) {
  const request = await newContext();
  const headers = { origin: baseURL };
  const signIn = await request.post('/api/auth/signin', {
    headers,
    data: { username: reporter.username, password: reporter.password },
  });
  expect(signIn.status()).toBe(200);
  const res = await request.post('/api/reports', {
    headers,
    data: { reported_user_id: target.id, reason, details },
  });
  expect(res.status(), await res.text()).toBe(201);
  await request.dispose();
}

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

async function goTo(page: Page, link: string) {
  await openAdminNav(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
}

test('an admin blocks a member (who is thrown out), unblocks them and views as them', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const base = baseURL as string;
  const newContext = () => playwright.request.newContext({ baseURL: base });
  const member = await onboardedMember(newContext, base, 'Khin');

  // The member, signed in in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: base });
  const memberPage = await memberContext.newPage();
  await signInThroughForm(memberPage, member.username, member.password);
  await expect(memberPage).toHaveURL(/\/home$/);

  await signInAsAdmin(page);
  await expect(page.getByRole('link', { name: /Reported Members to Review/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-dashboard-phone.png', fullPage: true });

  await goTo(page, 'Users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Search users').fill(member.username.toUpperCase());
  const block = page.getByRole('button', { name: `Block ${member.username}` });
  await expect(block).toBeVisible();
  await expect(page.getByRole('button', { name: /^Block / })).toHaveCount(1);
  await expect(page.getByText(ADMIN.username)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-users-search-phone.png', fullPage: true });
  await block.click();
  // Blocking asks for a reason, kept on the member's record.
  const dialog = page.getByRole('dialog', { name: `Block @${member.username}?` });
  await dialog.getByLabel('Reason').fill('Fake profile');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(
    page.getByText(`${member.username} is blocked and signed out everywhere.`),
  ).toBeVisible();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-users-blocked-phone.png', fullPage: true });

  // The member's open page finds out when it comes back to the foreground.
  await memberPage.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(memberPage).toHaveURL(/\/signin$/);
  await signInThroughForm(memberPage, member.username, member.password);
  await expect(memberPage.getByText('This account has been blocked.')).toBeVisible();
  await memberPage.screenshot({ path: 'test-results/admin-blocked-member-signin.png' });

  await page.getByRole('button', { name: `Unblock ${member.username}` }).click();
  await expect(page.getByText(`${member.username} is unblocked.`)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await signInThroughForm(memberPage, member.username, member.password);
  await expect(memberPage).toHaveURL(/\/home$/);
  await memberContext.close();

  // View As asks why (kept in the audit log), then opens the member's app in a new tab; this
  // tab stays the admin's.
  await page.getByRole('button', { name: `View As ${member.username}` }).click();
  const viewAs = page.getByRole('dialog', { name: `View As @${member.username}?` });
  await viewAs.getByLabel('Reason').fill('Checking their profile after the unblock');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    viewAs.getByRole('button', { name: 'View As', exact: true }).click(),
  ]);
  await expect(tab).toHaveURL(/\/home$/);
  await expect(tab.getByText(`Viewing as ${member.username}`)).toBeVisible();
  await expect(tab.getByText('Look only: changes are not available.')).toBeVisible();
  // A write from the tab is refused by the server with the look-only message.
  const write = await tab.evaluate(async () => {
    const token = sessionStorage.getItem('impersonation_token');
    const res = await fetch('/api/me/boost', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.json() };
  });
  expect(write).toEqual({
    status: 403,
    body: {
      error: {
        code: 'IMPERSONATION_READ_ONLY',
        message: 'Not available while viewing as a member.',
      },
    },
  });
  await tab.screenshot({ path: 'test-results/admin-view-as-tab.png' });
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await tab.close();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an admin reviews reports and reads the audit log', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const base = baseURL as string;
    const newContext = () => playwright.request.newContext({ baseURL: base });
    const target = await onboardedMember(newContext, base, 'Mya');
    const one = await onboardedMember(newContext, base, 'Aye');
    const two = await onboardedMember(newContext, base, 'Su');
    await report(newContext, base, one, target, 'Feels like spam or a scam', 'Asked me for money.');
    await report(newContext, base, two, target, 'Inappropriate Photos', '');

    await signInAsAdmin(page);
    await expect(page.getByRole('link', { name: /Reported Members to Review/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-dashboard-desktop.png' });

    await goTo(page, 'Users');
    await expect(page.getByRole('table')).toBeVisible();
    // The admin's own row has no actions.
    const adminRow = page.getByRole('row').filter({ hasText: ADMIN.username });
    await expect(adminRow.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/admin-users-desktop.png' });

    await goTo(page, 'Reports');
    const group = page.getByRole('listitem').filter({ hasText: `@${target.username}` });
    await expect(group.getByText('Reported 2 time(s)')).toBeVisible();
    await expect(group.getByText('Asked me for money.')).toBeVisible();
    // The reporter, linked to their page (look-alike flags may name them too: the report line).
    const line = group.getByRole('listitem').filter({ hasText: 'Asked me for money.' });
    await expect(line.getByRole('link', { name: `@${one.username}` })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-reports-desktop.png', fullPage: true });
    await group.getByRole('button', { name: `Mark Reviewed: ${target.username}` }).click();
    // Resolved members leave the open queue.
    await expect(group).toHaveCount(0);

    await goTo(page, 'Audit Log');
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first).toContainText('Reviewed reports');
    await expect(first).toContainText(`Member: @${target.username}`);
    await page.screenshot({ path: 'test-results/admin-audit-desktop.png', fullPage: true });

    // The same screens on a phone: the sidebar folds into the Menu button.
    await page.setViewportSize({ width: 412, height: 915 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-audit-phone.png', fullPage: true });
    await goTo(page, 'Reports');
    await page.getByRole('button', { name: 'Resolved' }).click();
    await expect(page.getByText('Reported 2 time(s)').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-reports-phone.png', fullPage: true });
  });
});
