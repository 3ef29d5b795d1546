import { expect, test } from '@playwright/test';
import { ModerationApi, sidebarCount, signInAsAdmin } from './support/moderation';

/**
 * A moderator's day (issue 20, docs/product.md#moderation): a queue of 100+ reviewed members
 * where the one open report stays on page 1; block and resolve from the member page; bulk
 * resolve by keyboard; the audit log filtered. Desktop 1,366×768, then a phone.
 */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

test('a moderator works the Reports queue without losing an open item', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const api = await ModerationApi.start(
    () => playwright.request.newContext({ baseURL: base }),
    base,
  );
  const [reporter, fresh, third, fourth, late] = await api.members(5, 'Reporter');
  if (!reporter || !fresh || !third || !fourth || !late) throw new Error('members');
  // 101 members reported and reviewed, then one new Underage report.
  const reviewed = await api.members(101, 'Reviewed');
  for (const member of reviewed) await api.report(reporter, member.id, 'Other', 'old');
  await api.resolve(reviewed.map((m) => m.id));
  await api.report(reporter, fresh.id, 'Underage user', 'Says she is 16.');

  await signInAsAdmin(page);
  const stats = await api.get('/api/admin/stats');
  const dashboardLink = page.getByRole('link', { name: /Reported Members to Review/ });
  await expect(dashboardLink).toContainText(String(stats.pending_reports));
  await expect(sidebarCount(page, 'reports')).toHaveText(String(stats.pending_reports));

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Reports/ })
    .click();
  const group = page.getByRole('listitem').filter({ hasText: `@${fresh.username}` });
  await expect(group).toBeVisible();
  await expect(group.getByRole('heading')).toContainText('Urgent');
  await expect(
    page.getByText(`${stats.pending_reports} member(s) with open reports`),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/moderation-queue-1366.png' });

  // The reviewed 101 are in Resolved, 20 at a time: "Load more" adds the next members after
  // the last one shown (keyset paging, so decisions meanwhile never skip anyone).
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page).toHaveURL(/state=resolved/);
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(40);
  await page.reload();
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);

  // A report that arrives after the queue was loaded stays open: Mark Reviewed closes only the
  // report shown, and says one more came in.
  await api.report(reporter, late.id, 'Other', 'First look.');
  await page.reload();
  const lateCard = page.getByRole('listitem').filter({ hasText: `@${late.username}` });
  await expect(lateCard).toContainText('First look.');
  await api.report(fourth, late.id, 'Feels like spam or a scam', 'Arrived later.');
  await lateCard.getByRole('button', { name: `Mark Reviewed: ${late.username}` }).click();
  await expect(
    page.getByText('1 report(s) arrived after you opened this and stay open.'),
  ).toBeVisible();
  await expect(lateCard).toContainText('Arrived later.');
  await expect(lateCard).toContainText('1 pending');
  await api.resolve([late.id]);

  // The member page: who they are, then Block and resolve in one step, with a reason.
  // (Every test member shares one photo, so look-alike links name them all: use the heading.)
  await page
    .getByRole('heading', { level: 2 })
    .getByRole('link', { name: `@${fresh.username}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${fresh.id}$`));
  await expect(page.getByRole('region', { name: 'Reports against them' })).toContainText(
    'Says she is 16.',
  );
  await expect(page.getByRole('region', { name: 'Reports they filed' })).toContainText('None.');
  await page.getByRole('button', { name: `Block ${fresh.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block @${fresh.username}?` });
  await expect(dialog.getByLabel('Also resolve their 1 open report(s)')).toBeChecked();
  await dialog.getByLabel('Reason').fill('Underage: asked for her ID, she said 16.');
  await expect(dialog.getByText('40 / 500')).toBeVisible();
  await page.screenshot({ path: 'test-results/moderation-block-dialog-1366.png' });
  await dialog.getByRole('button', { name: 'Block and resolve reports' }).click();
  await expect(page.getByRole('note')).toContainText('Blocked by e2e_admin');
  await expect(page.getByRole('note')).toContainText(
    'Reason: Underage: asked for her ID, she said 16.',
  );
  await expect(page.getByRole('region', { name: 'Admin actions on them' })).toContainText(
    'Blocked a user',
  );
  await expect(sidebarCount(page, 'reports')).toHaveText(String(stats.pending_reports - 1));
  await page.screenshot({ path: 'test-results/moderation-member-1366.png', fullPage: true });

  // Bulk: two new reported members, selected with the keyboard, resolved at once.
  await api.report(reporter, third.id, 'Feels like spam or a scam', 'Crypto.');
  await api.report(fourth, third.id, 'Other');
  await api.report(reporter, fourth.id, 'Inappropriate Photos');
  await page.goto('/admin/reports');
  const heading = (username: string) =>
    page.getByRole('heading', { level: 2 }).getByRole('link', { name: `@${username}` });
  await expect(heading(third.username)).toBeVisible();
  await expect(heading(fourth.username)).toBeVisible();
  await expect(sidebarCount(page, 'reports')).toHaveText(String(stats.pending_reports + 1));
  await page.getByLabel('Select all shown').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel(`Select @${fourth.username}`)).toBeChecked();
  await page.getByRole('button', { name: /Resolve selected/ }).click();
  const bulk = page.getByRole('dialog');
  await bulk.getByLabel('Note (optional)').fill('Checked both.');
  await bulk.getByRole('button', { name: /^Resolve \(\d+\)$/ }).click();
  await expect(page.getByText('No reports. All clear!')).toBeVisible();
  await expect(sidebarCount(page, 'reports')).toHaveText('0');
  await page.screenshot({ path: 'test-results/moderation-queue-empty-1366.png' });

  // The audit log: one entry per member for the bulk decision, filtered by member and action.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await page.getByLabel('Member (username)').fill(third.username);
  await page.getByLabel('Action').selectOption('reports.review');
  await expect(page).toHaveURL(new RegExp(`member=${third.username}`));
  await expect(page).toHaveURL(/action=reports.review/);
  const entries = page.getByRole('main').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('by e2e_admin');
  await expect(entries.first()).toContainText('note: Checked both.');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/admin/audit.csv?member=${third.username}&action=reports.review`,
  );
  const csv = await page.request.get(`/api/admin/audit.csv?member=${third.username}`);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect((await csv.text()).split('\r\n')[0]).toBe('id,time_utc,admin,action,member,details');
  await page.screenshot({ path: 'test-results/moderation-audit-1366.png', fullPage: true });

  // The same on a phone.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`/admin/users/${fresh.id}`);
  await expect(page.getByRole('note')).toContainText('Blocked by e2e_admin');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/moderation-member-phone.png', fullPage: true });
  await page.goto('/admin/reports?state=resolved');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/moderation-queue-phone.png', fullPage: true });
  await api.dispose([reporter, fresh, third, fourth, late, ...reviewed]);
});
