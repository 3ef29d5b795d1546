import { expect, test } from '@playwright/test';
import { onboardedMemberByApi } from './support/members';
import { TOWNS, uniquePlace } from './support/places';

test('a member finds towns in either script and reads the town of a profile in their language', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const url = baseURL as string;
  // The page's own member (signed in through page.request) and another at the same place, of
  // their own (its town named Hpa-An): the deck holds exactly him.
  const hpaAn = uniquePlace('Hpa-An');
  await onboardedMemberByApi(page.request, url, {
    first_name: 'Nandar',
    gender: 'Woman',
    interested_in: ['Man'],
    ...hpaAn,
  });
  const otherApi = await playwright.request.newContext({ baseURL: url });
  await onboardedMemberByApi(otherApi, url, {
    first_name: 'Zaw',
    gender: 'Man',
    interested_in: ['Woman'],
    ...hpaAn,
  });

  // The place search the onboarding and profile screens call: old names, Burmese, Zawgyi.
  for (const [q, name] of [
    ['Moulmein', 'Mawlamyine'],
    ['Pa-an', 'Hpa-An'],
    ['ရန္ကုန္', 'Yangon'],
    ['Hlaing Tharyar', 'Yangon'],
  ] as const) {
    const res = await page.request.get(`/api/geo/search?q=${encodeURIComponent(q)}`);
    expect(res.status(), q).toBe(200);
    expect((await res.json()).name, q).toBe(name);
  }
  // A point in Maungdaw, by the border with Bangladesh, is Maungdaw.
  const { latitude, longitude } = TOWNS.Maungdaw;
  const reverse = await page.request.get(`/api/geo/reverse?lat=${latitude}&lon=${longitude}`);
  expect(await reverse.json()).toEqual({
    city: 'Maungdaw',
    city_my: 'မောင်တော',
    township: 'Maungdaw',
    region: 'Rakhine',
  });

  // In English the card names the town in English...
  await page.goto('/home');
  const card = page.getByRole('article', { name: 'Zaw', exact: true });
  await expect(card.getByText('Hpa-An')).toBeVisible();

  // ...and in Burmese, in Burmese.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'မြန်မာ' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await page.goto('/home');
  await expect(card.getByText('ဘားအံ')).toBeVisible();
  await expect(card.getByText('Hpa-An')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/places-deck-my.png', fullPage: true });
  await otherApi.dispose();
});
