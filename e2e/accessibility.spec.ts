import { expect, type Page, test } from '@playwright/test';
import { likeByApi, onboardedMemberByApi } from './support/members';
import { checkEveryAdminScreen } from './support/moderation';
import { uniquePlace } from './support/places';
import { expectUsableScreen } from './support/ui';

/**
 * Issue #9: every main screen passes axe (no serious or critical violations), keeps its touch
 * targets at 44 px or more and clips no text, on a phone-sized screen, in English and Burmese.
 * Issue 31: and none breaks the Content-Security-Policy (zod's `new Function` probe did, on
 * every page): each page load records the violations the browser reports, and there are none.
 */
const check = expectUsableScreen;

/** Runs in each page before its scripts: keeps every CSP violation the page reports. */
function recordCspViolations() {
  const seen: string[] = [];
  Object.assign(window, { cspViolations: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

async function expectNoCspViolation(page: Page, where: string) {
  const seen = await page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  expect(seen, `CSP violations on ${where}`).toEqual([]);
}

async function visit(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  const language = await page.evaluate(() => document.documentElement.lang);
  await expectNoCspViolation(page, `${path} (${language})`);
  await check(page, `${path} (${language})`);
  // Every screen in both languages, to look at (test-results/screens/).
  const file = `${language}${path.replaceAll('/', '_')}.png`;
  await page.screenshot({ path: `test-results/screens/${file}`, fullPage: true });
}

for (const language of ['en', 'my'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Burmese'}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(`localStorage.setItem('language', ${JSON.stringify(language)})`);
      await context.addInitScript(recordCspViolations);
    });

    test('public screens', async ({ page }) => {
      for (const path of ['/', '/signin', '/signup']) {
        await visit(page, path, () => expect(page.locator('main')).toBeVisible());
      }
    });

    test('member screens', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000);
      const url = baseURL as string;
      // Page and `page.request` share cookies: the page is the member.
      // A place of their own: the deck holds exactly Zaw.
      const pathein = uniquePlace('Pathein');
      const me = await onboardedMemberByApi(page.request, url, {
        first_name: 'Nandar',
        ...pathein,
      });
      const otherApi = await playwright.request.newContext({ baseURL: url });
      const other = await onboardedMemberByApi(otherApi, url, {
        first_name: 'Zaw',
        gender: 'Man',
        interested_in: ['Woman'],
        ...pathein,
      });
      expect((await likeByApi(otherApi, url, me.id)).matched).toBe(false);
      const main = () => expect(page.locator('main')).toBeVisible();

      await visit(page, '/home', () =>
        expect(page.getByRole('article', { name: 'Zaw', exact: true })).toBeVisible(),
      );
      await visit(page, '/matches', () => expect(page.getByText('Zaw').first()).toBeVisible());
      await visit(page, '/explore', main);
      expect((await likeByApi(page.request, url, other.id)).matched).toBe(true);
      await visit(page, '/chat', () => expect(page.getByText('Zaw').first()).toBeVisible());
      await visit(page, `/chat/${other.id}`, () => expect(page.getByRole('log')).toBeVisible());
      await visit(page, '/shop', main);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await check(page, `/shop tab ${await tab.textContent()}`);
      }
      await visit(page, '/settings', main);
      await visit(page, '/settings/edit-profile', main);
      await visit(page, '/settings/verify', main);
      await visit(page, '/profile', main);
      await visit(page, `/profile/${other.id}`, () =>
        expect(page.getByRole('heading', { name: /Zaw/ })).toBeVisible(),
      );
      await otherApi.dispose();
    });

    test('admin screens', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000);
      const name = language === 'en' ? 'Axe' : 'သီရိ';
      await checkEveryAdminScreen(page, playwright, baseURL as string, name, visit);
    });
  });
}
