import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { onboardedMemberByApi } from './support/members';
import { uniquePlace } from './support/places';

/**
 * Issue 34 ("The phone, tidied"): on a 360 px phone the Spotlight keeps the deck's preferences
 * (a woman interested in men sees the boosted man, not the boosted woman nor the man who seeks
 * men), and the "Join the Spotlight" button never covers a card's name.
 */
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element drawn at the middle of `target` is the target itself (nothing lies over it). */
const drawnOnTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('Spotlight on a phone: only members of the deck, names never under the Join button', async ({
  page,
  playwright,
  baseURL,
}) => {
  const url = baseURL as string;
  const place = uniquePlace('Yangon');
  const others: APIRequestContext[] = [];
  /** A member of their own session who boosts themselves. */
  const boosted = async (draft: Record<string, unknown>) => {
    const api = await playwright.request.newContext({ baseURL: url });
    others.push(api);
    const member = await onboardedMemberByApi(api, url, { ...place, ...draft });
    const boost = await api.post('/api/me/boost', { headers: { origin: url } });
    expect(boost.status(), await boost.text()).toBe(200);
    return member;
  };
  try {
    await boosted({ first_name: 'Thiha', gender: 'Man', interested_in: ['Woman'] });
    await boosted({ first_name: 'Hnin', gender: 'Woman', interested_in: ['Man'] });
    await boosted({ first_name: 'Min', gender: 'Man', interested_in: ['Man'] });
    // The viewer, signed in on the page's own session.
    await onboardedMemberByApi(page.request, url, {
      ...place,
      first_name: 'Nandar',
      gender: 'Woman',
      interested_in: ['Man'],
    });

    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Spotlight' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: /years old/ })).toHaveCount(1);
    const thiha = main.getByRole('link', { name: /Thiha/ });
    await expect(thiha).toBeVisible();
    await expect(main.getByRole('link', { name: /Hnin/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Min/ })).toHaveCount(0);

    const name = thiha.getByText('Thiha', { exact: true });
    const join = page.getByRole('link', { name: 'Join the Spotlight' });
    await expect(join).toBeVisible();
    // At the top, with the name scrolled into view, and at the bottom: never under the button.
    for (const scroll of ['top', 'name', 'bottom'] as const) {
      if (scroll === 'top') await page.evaluate(() => window.scrollTo({ top: 0 }));
      if (scroll === 'name') await name.scrollIntoViewIfNeeded();
      if (scroll === 'bottom') {
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
      }
      const nameBox = await name.boundingBox();
      const joinBox = await join.boundingBox();
      expect(nameBox, scroll).not.toBeNull();
      expect(joinBox, scroll).not.toBeNull();
      if (nameBox && joinBox) expect(overlap(nameBox, joinBox), scroll).toBe(false);
    }
    await name.scrollIntoViewIfNeeded();
    expect(await drawnOnTop(name)).toBe(true);
    await page.screenshot({ path: 'test-results/spotlight-360.png' });
  } finally {
    for (const api of others) await api.dispose();
  }
});
