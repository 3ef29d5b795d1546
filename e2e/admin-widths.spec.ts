import { expect, test } from '@playwright/test';
import { ModerationApi, signInAsAdmin } from './support/moderation';

/**
 * Every admin screen at 1,366×768 with data in its lists: nothing overflows sideways, neither
 * the page nor any table's scroll container (issue 20: "every admin list fits 1,366 px").
 */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

test('every admin screen fits 1,366 px without horizontal scrolling', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const api = await ModerationApi.start(
    () => playwright.request.newContext({ baseURL: base }),
    base,
  );
  const { kyc, payer, saver, reporter } = await api.fillAdminLists('Widths');

  await signInAsAdmin(page);
  const screens = [
    ['dashboard', '/admin'],
    ['users', '/admin/users'],
    ['member', `/admin/users/${saver.id}`],
    ['kyc', '/admin/kyc'],
    ['reports', '/admin/reports'],
    ['reports-resolved', '/admin/reports?state=resolved'],
    ['suspected', '/admin/suspected'],
    ['deposits', '/admin/deposits'],
    ['withdrawals', '/admin/withdrawals'],
    ['history', '/admin/history'],
    ['audit', '/admin/audit'],
  ] as const;
  const overflowing: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/Loading|Verifying credentials/)).toHaveCount(0);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > innerWidth) out.push(`page ${root.scrollWidth} > ${innerWidth}`);
      for (const table of document.querySelectorAll('table')) {
        const box = table.parentElement as HTMLElement;
        if (box.scrollWidth > box.clientWidth) {
          out.push(`table ${box.scrollWidth} in ${box.clientWidth}`);
        }
      }
      return out;
    });
    for (const problem of found) overflowing.push(`${name}: ${problem}`);
    await page.screenshot({ path: `test-results/admin-width-${name}-1366.png`, fullPage: true });
  }
  expect(overflowing).toEqual([]);
  await api.dispose([kyc, payer, saver, reporter]);
});
