import { keepSyllablesTogether } from '@dating/shared';
import { expect, type Page, test } from '@playwright/test';
import { likeByApi, onboardedMemberByApi } from './support/members';
import { checkEveryAdminScreen } from './support/moderation';
import { catalogueText, expectNoClippedText } from './support/ui';

/**
 * Issue 18: every screen on a small phone (360×740) in English and Burmese: no text clipped or
 * running off the screen, no tab label wrapped onto a second line, a long link previewed with
 * an ellipsis. Screenshots in test-results/small-screen/, to look at.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Tabs (the bottom bar and every tablist) each hold their label on one line, inside the screen. */
async function expectTabsFit(page: Page, screen: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const tabs = document.querySelectorAll<HTMLElement>('nav[aria-label] li a, [role=tab]');
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = tab.textContent?.trim() ?? '';
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(
          `"${name}" runs off the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      // The label's own lines: a wrapped label has text rectangles on two heights.
      const label =
        [...tab.querySelectorAll<HTMLElement>('span')].find((s) => s.textContent?.trim()) ?? tab;
      const range = document.createRange();
      range.selectNodeContents(label);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) found.push(`"${name}" wraps onto ${tops.size} lines`);
    }
    for (const list of document.querySelectorAll<HTMLElement>('[role=tablist]')) {
      if (list.scrollWidth > list.clientWidth + 1)
        found.push(`tablist "${list.textContent?.trim().slice(0, 30)}" is wider than its box`);
    }
    return found;
  });
  expect.soft(problems, `tabs on ${screen}`).toEqual([]);
}

/** No element's text runs past the right edge of the screen. */
async function expectNothingOffScreen(page: Page, screen: string): Promise<void> {
  const off = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, nav *, header *')) {
      if (!element.childNodes.length || element.closest('[aria-hidden=true]')) continue;
      const hasText = [...element.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!hasText) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        found.push(
          `"${element.textContent?.trim().slice(0, 30)}" ends at ${Math.round(box.right)}`,
        );
    }
    return found;
  });
  expect.soft(off, `text off the screen on ${screen}`).toEqual([]);
}

/**
 * No two texts are drawn over each other (a badge over a wrapped username, say). Fixed and
 * sticky bars are left out: content scrolls under them by design.
 */
async function expectNoOverlappingText(page: Page, screen: string): Promise<void> {
  const overlaps = await page.evaluate(() => {
    // Pinned bars, and texts for screen readers only (clipped to a pixel), are not drawn there.
    const leftOut = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === 'fixed' || style.position === 'sticky') return true;
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const boxes: { node: Node; text: string; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden=true], script, style, option')) continue;
      if (leftOut(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 1 && rect.height > 1) boxes.push({ node, text: text.slice(0, 30), rect });
    }
    const found: string[] = [];
    // Lines of one paragraph touch; 2 px of overlap either way is a real collision.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a && b && a.node !== b.node && overlap(a.rect, b.rect))
          found.push(`"${a.text}" over "${b.text}"`);
      }
    return [...new Set(found)];
  });
  expect.soft(overlaps, `overlapping text on ${screen}`).toEqual([]);
}

/** In the Burmese UI, no number the member reads is in Latin digits (member text aside). */
async function expectMyanmarDigits(page: Page, screen: string): Promise<void> {
  const latin = await page.evaluate(() => {
    if (document.documentElement.lang !== 'my') return [];
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (
        !parent ||
        !/[0-9]/.test(text) ||
        parent.closest('[aria-hidden=true], [translate=no], script, style')
      )
        continue;
      if (!parent.getClientRects().length) continue;
      // Numbers the app writes: a text of digits and signs alone, or a Burmese text with digits.
      // Words with Latin letters in them (usernames such as member_42, links) are member data.
      const bare = text
        .replace(/\S*:\/\/\S*/g, '')
        .replace(/[\w.@-]*[A-Za-z_][\w.@-]*/g, '')
        .trim();
      if (!/[0-9]/.test(bare)) continue;
      if (/^[\d\s/.,:%+\-–]+$/.test(bare) || /[\u1000-\u109f]\s*\d|\d\s*[\u1000-\u109f]/.test(bare))
        found.push(text.slice(0, 40));
    }
    return found;
  });
  expect.soft(latin, `Latin digits on ${screen}`).toEqual([]);
}

async function visit(page: Page, path: string, ready: () => Promise<void>, name = path) {
  if (path) await page.goto(path);
  await ready();
  const language = await page.evaluate(() => document.documentElement.lang);
  const screen = `${name} (${language}, 360 px)`;
  await expectNoClippedText(page, screen);
  await expectTabsFit(page, screen);
  await expectNothingOffScreen(page, screen);
  await expectNoOverlappingText(page, screen);
  await expectMyanmarDigits(page, screen);
  const file = `${language}${name.replaceAll(/[/ ]/g, '_')}.png`;
  await page.screenshot({ path: `test-results/small-screen/${file}`, fullPage: true });
}

const LONG_URL =
  'https://example.com/a/very/long/link/to/a/monsoon/tea/shop/photo/album/2026/index.html';

for (const language of ['en', 'my'] as const) {
  test.describe(`at 360 px in ${language === 'en' ? 'English' : 'Burmese'}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(`localStorage.setItem('language', ${JSON.stringify(language)})`);
    });

    test('public screens', async ({ page }) => {
      for (const path of ['/', '/signin', '/signup']) {
        await visit(page, path, () => expect(page.locator('main')).toBeVisible());
      }
    });

    test('member screens', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const url = baseURL as string;
      const me = await onboardedMemberByApi(page.request, url, { first_name: 'Nandar' });
      const otherApi = await playwright.request.newContext({ baseURL: url });
      const other = await onboardedMemberByApi(otherApi, url, {
        first_name: 'Zaw',
        gender: 'Man',
        interested_in: ['Woman'],
      });
      expect((await likeByApi(otherApi, url, me.id)).matched).toBe(false);
      const main = () => expect(page.locator('main')).toBeVisible();

      await visit(page, '/home', main);
      await visit(page, '/matches', () => expect(page.getByText('Zaw').first()).toBeVisible());
      await visit(page, '/explore', main);
      expect((await likeByApi(page.request, url, other.id)).matched).toBe(true);
      // A message that is one long link: the chat list previews it with an ellipsis.
      const matches = await page.request.get('/api/matches');
      const matchId = ((await matches.json()) as { items: { id: string }[] }).items[0]?.id;
      const sent = await page.request.post(`/api/matches/${matchId}/messages`, {
        data: { content: LONG_URL },
        headers: { origin: url },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await visit(page, '/chat', () => expect(page.getByText('Zaw').first()).toBeVisible());
      const preview = page.getByText(/example\.com/).first();
      await expect(preview).toBeVisible();
      const shown = await preview.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { width: box.width, overflow: getComputedStyle(element).textOverflow };
      });
      expect(shown.width).toBeGreaterThan(60);
      expect(shown.overflow).toBe('ellipsis');

      await visit(page, `/chat/${other.id}`, () => expect(page.getByRole('log')).toBeVisible());
      await visit(page, '/shop', main);
      for (const [index, tab] of (await page.getByRole('tab').all()).entries()) {
        await tab.tap();
        await visit(page, '', main, `/shop tab ${index + 1}`);
      }
      for (const path of [
        '/settings',
        '/settings/edit-profile',
        '/settings/verify',
        '/profile',
        `/profile/${other.id}`,
      ]) {
        await visit(page, path, main);
      }
      await otherApi.dispose();
    });

    test('onboarding screens', async ({ page, baseURL }) => {
      const url = baseURL as string;
      const signUp = await page.request.post('/api/auth/signup', {
        data: {
          username: `small_${language}_${Date.now() % 1_000_000}`,
          password: 'correct horse',
        },
        headers: { origin: url },
      });
      expect(signUp.status()).toBe(201);
      await visit(page, '/onboarding', () => expect(page.locator('main')).toBeVisible());
      for (const step of ['name', 'bio']) {
        await visit(page, `/onboarding/${step}`, () => expect(page.locator('main')).toBeVisible());
      }
    });

    test('the Zawgyi question under the name', async ({ page, baseURL }) => {
      const text = (key: string) =>
        language === 'my'
          ? keepSyllablesTogether(catalogueText('my', key))
          : catalogueText('en', key);
      const url = baseURL as string;
      const signUp = await page.request.post('/api/auth/signup', {
        data: { username: `zg_${language}_${Date.now() % 1_000_000}`, password: 'correct horse' },
        headers: { origin: url },
      });
      expect(signUp.status()).toBe(201);
      await page.goto('/onboarding/terms');
      await page.getByRole('checkbox').tap();
      await page.getByRole('button', { name: text('onboarding:continue') }).tap();
      const name = page.getByLabel(text('onboarding:name.firstName'));
      const question = page.getByRole('status').filter({ has: page.getByRole('button') });
      // Unicode's stacked Pali name, or Zawgyi for သန်တာ: only the member knows.
      await name.fill('သန္တာ');
      await expect(question).toContainText(
        language === 'my' ? keepSyllablesTogether('သန်တာ') : 'သန်တာ',
      );
      await visit(page, '', () => expect(question).toBeVisible(), '/onboarding/name zawgyi');
      await question.getByRole('button', { name: text('common:zawgyi.keep') }).tap();
      await expect(question).toBeHidden();
      await expect(name).toHaveValue('သန္တာ');
      // Another name: asked again; this time the member takes the conversion.
      await name.fill('မြကေသီ');
      await question.getByRole('button', { name: text('common:zawgyi.useConverted') }).tap();
      await expect(name).toHaveValue('မွကသေီ');
      await expect(question).toBeHidden();
    });

    test('admin screens', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000);
      const name = language === 'en' ? 'Small' : 'နှင်း';
      await checkEveryAdminScreen(page, playwright, baseURL as string, name, visit);
    });
  });
}
