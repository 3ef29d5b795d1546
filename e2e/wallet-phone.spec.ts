import { keepSyllablesTogether } from '@dating/shared';
import { expect, test } from '@playwright/test';
import { onboardedMemberByApi, PHOTO_JPEG, uniqueProof } from './support/members';
import { catalogueText } from './support/ui';

/**
 * Issue 34, the wallet on a 360 px phone: a seven-digit balance on one line, and a deposit
 * screenshot that is not a picture (a text file renamed .jpg, a truncated JPEG) refused when
 * chosen, with no broken preview, in English and Burmese.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const language of ['en', 'my'] as const) {
  const text = (key: string) =>
    language === 'my' ? keepSyllablesTogether(catalogueText('my', key)) : catalogueText('en', key);

  test(`the wallet at 360 px in ${language === 'en' ? 'English' : 'Burmese'}`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(`localStorage.setItem('language', ${JSON.stringify(language)})`);
    await onboardedMemberByApi(page.request, baseURL as string);
    // No member earns 9,999,999 coins in a journey: the server's wallet answer says so.
    await page.route('**/api/wallet', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), coins: 9_999_999 },
      });
    });
    await page.goto('/shop');

    const balance = page.getByRole('region', { name: text('shop:balance.label') });
    const amount = balance.locator('p[aria-live]');
    await expect(amount).toContainText(language === 'en' ? '9,999,999' : '၉,၉၉၉,၉၉၉');
    // The unit stays on the number's line: its box starts above the number's bottom.
    const boxes = await amount.evaluate((p) => {
      const unit = p.querySelector('span')?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(p.firstChild as Node);
      const number = range.getBoundingClientRect();
      return { unitTop: unit?.top ?? Number.POSITIVE_INFINITY, numberBottom: number.bottom };
    });
    expect(boxes.unitTop).toBeLessThan(boxes.numberBottom);
    expect(await amount.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
    await page.screenshot({ path: `test-results/wallet-phone/${language}-balance.png` });

    await page.getByRole('tab', { name: text('shop:tabs.deposit') }).tap();
    const proof = page.getByLabel(text('shop:deposit.proof'));
    const refusal = page.getByText(text('shop:deposit.unreadable'));
    const preview = page.getByRole('img', { name: text('shop:deposit.preview') });
    const notAPicture = [
      { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a picture.\n') },
      {
        name: 'receipt.jpg',
        mimeType: 'image/jpeg',
        buffer: PHOTO_JPEG.subarray(0, Math.floor(PHOTO_JPEG.length * 0.6)),
      },
    ];
    for (const file of notAPicture) {
      await proof.setInputFiles(file);
      await expect(refusal).toBeVisible();
      await expect(preview).toHaveCount(0);
    }
    // A real screenshot is previewed, and the refusal goes away.
    await proof.setInputFiles(uniqueProof());
    await expect(preview).toBeVisible();
    await expect(refusal).toHaveCount(0);
  });
}
