import { uniqueProof } from './support/members';
import { ModerationApi } from './support/moderation';
import { expect, test } from './support/quiet';
import { signInOnPage } from './support/touch';

/**
 * Issue 34 on a 360 px phone with a finger: Edit Profile is in sections with Save always in
 * reach above the tab bar (and covering nothing once the page is scrolled to its end);
 * Settings keeps Change Password, Delete Account and Logout under Account; and Delete Account
 * warns, before anything is deleted, about the member's coins and pending withdrawal.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('Edit Profile in sections, Settings › Account, and what deleting would lose', async ({
  page,
  playwright,
  baseURL,
}) => {
  const base = baseURL as string;
  const api = await ModerationApi.start(
    () => playwright.request.newContext({ baseURL: base }),
    base,
  );
  const [me] = await api.members(1, 'Sections');
  if (!me) throw new Error('member');

  // Coins the way a member gets them: a deposit an admin approves, then a withdrawal held.
  const deposit = await me.api.post('/api/wallet/deposits', {
    headers: api.headers,
    multipart: {
      payment_method: 'kbzpay',
      transaction_ref: `S${Date.now()}`,
      amount_kyat: '3000',
      proof: uniqueProof(),
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { id, quoted_coins: quoted } = (await deposit.json()) as {
    id: string;
    quoted_coins: number;
  };
  const approved = await api.post(`/api/admin/deposits/${id}/approve`, { amount: quoted });
  expect(approved.status(), await approved.text()).toBe(200);
  const withdrawal = await me.api.post('/api/wallet/withdrawals', {
    headers: api.headers,
    data: { amount: 1000, payout_details: 'KBZ Pay 09 123 456 789, Sections' },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const balance = quoted - 1000;

  await signInOnPage(page, me.api);

  await test.step('Edit Profile: sections, and Save in reach from the top', async () => {
    await page.goto('/settings/edit-profile');
    const bio = page.getByLabel('Your Bio');
    await expect(bio).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Photos',
      'About you',
      'Basics',
      'Looking for',
      'Location',
      'Prompts',
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = page.getByRole('button', { name: 'Save Changes' });
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(save).toBeInViewport();
    await expect(save).toBeDisabled();
    // The bar sits on the tab bar, not under it.
    const saveBox = await save.boundingBox();
    const tabsBox = await tabs.boundingBox();
    expect(saveBox && tabsBox && saveBox.y + saveBox.height <= tabsBox.y).toBe(true);

    await bio.tap();
    await bio.fill('Tea at Rangoon Tea House, then a walk round Kandawgyi.');
    await expect(save).toBeEnabled();
    await expect(save).toBeInViewport();
    await save.tap();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    await expect(save).toBeDisabled();
    const saved = (await (await me.api.get('/api/me')).json()) as { bio: string };
    expect(saved.bio).toBe('Tea at Rangoon Tea House, then a walk round Kandawgyi.');

    // Scrolled to the end, the last control is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.getByRole('slider', { name: 'Maximum Distance' }).boundingBox();
    const bar = await save.evaluate((button) => {
      const box = (button.parentElement as HTMLElement).getBoundingClientRect();
      return { top: box.top };
    });
    expect(last && last.y + last.height <= bar.top).toBe(true);
    await page.screenshot({ path: 'test-results/profile-sections/edit-profile-end.png' });
  });

  await test.step('Edit Profile: a finger moves the age range', async () => {
    const ages = page.getByRole('group', { name: 'Age Range' });
    const low = ages.getByRole('slider', { name: 'Minimum age' });
    const high = ages.getByRole('slider', { name: 'Maximum age' });
    await high.scrollIntoViewIfNeeded();
    const row = await ages.boundingBox();
    const start = await high.boundingBox();
    if (!row || !start) throw new Error('the age range is not laid out');
    // The track runs between the thumbs' centres at either end (44 px thumbs).
    const at = (fraction: number) => row.x + 22 + fraction * (row.width - 44);
    const y = row.y + row.height / 2;
    const ageAt = (fraction: number) => Math.round(18 + fraction * 81);

    // Drag the upper thumb to the middle, as a thumb on a phone would (touch events).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const from = start.x + start.width / 2;
    await touch('touchStart', from);
    for (let i = 1; i <= 5; i++) await touch('touchMove', from + ((at(0.5) - from) * i) / 5);
    await touch('touchEnd');
    const thumbValue = async (thumb: typeof low) =>
      Number(await thumb.getAttribute('aria-valuenow'));
    await expect
      .poll(async () => Math.abs((await thumbValue(high)) - ageAt(0.5)))
      .toBeLessThanOrEqual(1);
    const upper = await thumbValue(high);

    // A tap on the track takes the nearer thumb there: the lower one, here.
    await page.touchscreen.tap(at(0.2), y);
    await expect
      .poll(async () => Math.abs((await thumbValue(low)) - ageAt(0.2)))
      .toBeLessThanOrEqual(1);
    const lower = await thumbValue(low);
    await expect(ages.locator('..')).toContainText(`${lower} – ${upper}`);
    await page.screenshot({ path: 'test-results/profile-sections/age-range-by-finger.png' });

    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.tap();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    const saved = (await (await me.api.get('/api/me')).json()) as {
      age_min: number;
      age_max: number;
    };
    expect([saved.age_min, saved.age_max]).toEqual([lower, upper]);
  });

  await test.step('Settings: the Account section', async () => {
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByRole('listitem')).toHaveText([
      'Change Password',
      'Delete Account',
      'Logout',
    ]);
  });

  await test.step('Delete Account warns about the coins and the pending withdrawal', async () => {
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Delete Account' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(
      dialog.getByText(
        `You have ${balance.toLocaleString('en')} coins. They are lost when you delete your account.`,
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        'A withdrawal of 1,000 coins is still waiting for approval. If you delete your account now, it will not be paid out and the coins are lost.',
      ),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/profile-sections/delete-warning.png' });
    // Not deleted here: the account stays, with its coins.
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toHaveCount(0);
  });

  await api.dispose([me]);
});
