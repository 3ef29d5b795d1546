import { expect, test } from '@playwright/test';
import { likeByApi } from './support/members';
import { uniquePlace } from './support/places';
import { memberIn, openDeckAs, signInOnPage } from './support/touch';
import { expectAccessible, expectTouchTargets } from './support/ui';

// Profile prompts (docs/product.md#profile-prompts) on a 360 px phone driven by touch: the
// Pixel 7 profile of playwright.config.ts has touch and isMobile; taps are touch taps.
test.use({ viewport: { width: 360, height: 640 } });

const TEA = 'My usual order at the tea shop';

test('a member answers prompts in Edit Profile and sees them on their profile', async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const member = await memberIn(base, uniquePlace('Mandalay'), { first_name: 'Hnin' });
  await signInOnPage(page, member.api);
  await page.goto('/settings/edit-profile');
  const prompts = page.getByRole('region', { name: 'Prompts' });

  await test.step('choose two prompts, answer them and save', async () => {
    await prompts.getByLabel('Choose a prompt').selectOption({ label: TEA });
    await prompts.getByRole('button', { name: 'Add prompt' }).tap();
    await prompts
      .getByRole('textbox', { name: TEA })
      .fill('Laphet yay, not too sweet, and a plate of palata');
    await prompts.getByLabel('Choose a prompt').selectOption({ label: 'How I spend Thingyan' });
    await prompts.getByRole('button', { name: 'Add prompt' }).tap();
    await prompts
      .getByRole('textbox', { name: 'How I spend Thingyan' })
      .fill('ရေပက်ခံ မဏ္ဍပ်မှာ သူငယ်ချင်းတွေနဲ့');
    await expect(prompts.getByText('48/150')).toBeVisible();
    await prompts.getByRole('button', { name: 'Save prompts' }).tap();
    await expect(prompts.getByRole('status')).toHaveText('Prompts saved');
    await expectAccessible(page, 'edit profile prompts');
    await expectTouchTargets(page, 'edit profile prompts');
    await page.screenshot({ path: 'test-results/prompts-edit.png', fullPage: true });
  });

  await test.step('the server has them in order, and the profile shows them', async () => {
    const saved = await (await member.api.get('/api/me/prompts')).json();
    expect(saved.prompts.map((p: { prompt_id: string }) => p.prompt_id)).toEqual([
      'tea_shop_order',
      'thingyan',
    ]);
    await page.goto('/profile');
    await expect(page.getByText(TEA)).toBeVisible();
    await expect(page.getByText('Laphet yay, not too sweet, and a plate of palata')).toBeVisible();
  });
});

test('a like on a prompt with a comment opens the conversation once they match', async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const place = uniquePlace('Pathein');
  const thiri = await memberIn(base, place, {
    first_name: 'Thiri',
    gender: 'Woman',
    interested_in: ['Man'],
  });
  const answered = await thiri.api.put('/api/me/prompts', {
    data: { prompts: [{ prompt_id: 'tea_shop_order', answer: 'Laphet yay and palata' }] },
    headers: { origin: base },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const { swiper: zaw, top } = await openDeckAs(page, base, place, 'Zaw');

  await test.step("Thiri's answer on the deck card; Zaw likes it with a comment", async () => {
    await expect(top).toHaveAttribute('aria-label', 'Thiri');
    const like = top.getByRole('button', { name: `Like “${TEA}”` });
    await like.scrollIntoViewIfNeeded();
    await expect(top.getByText('Laphet yay and palata')).toBeVisible();
    await like.tap();
    const sheet = page.getByRole('dialog', { name: "Like Thiri's answer" });
    await expect(sheet.getByText(TEA)).toBeVisible();
    await sheet.getByLabel('Your comment').fill('Same order! Which tea shop?');
    await expectAccessible(page, 'like a prompt');
    await page.screenshot({ path: 'test-results/prompts-like.png' });
    await sheet.getByRole('button', { name: 'Send Like' }).tap();
    await expect(sheet).toBeHidden();
    await expect(top).toBeHidden(); // Thiri was the only card
  });

  await test.step('Thiri likes back: the comment opens the chat, naming the prompt', async () => {
    expect((await likeByApi(thiri.api, base, zaw.id)).matched).toBe(true);
    await page.goto(`/chat/${thiri.id}`);
    const log = page.getByRole('log');
    await expect(log.getByText(`On “${TEA}”`)).toBeVisible();
    await expect(log.getByText('Same order! Which tea shop?')).toBeVisible();
    await page.screenshot({ path: 'test-results/prompts-opener.png' });
  });
});
