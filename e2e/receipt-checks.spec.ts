import { keepSyllablesTogether } from '@dating/shared';
import { type Browser, devices, type Locator, type Page } from '@playwright/test';
import { onboardedMemberByApi } from './support/members';
import { signInAsAdmin } from './support/moderation';
import { expect, test } from './support/quiet';
import {
  catalogueText,
  expectAccessible,
  expectTouchTargets,
  expectUsableScreen,
} from './support/ui';

/**
 * Issue 33, receipts: a member deposits with a KBZPay-style receipt (rendered by the server's
 * test set) showing 25,000 Kyat but types 20,000. The server reads it in the background (the
 * built server runs its jobs); an admin sees the reading beside the typed figures, the mismatch
 * flag and, in the approval dialog, the disagreement, at 1,366 px and on a phone, in English
 * and in Burmese. Nothing is approved.
 */

const shot = (name: string) => `test-results/receipt-checks-${name}.png`;
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7'];
/** OCR on a loaded 2-core machine: the worker starts with the first receipt (several seconds). */
const READING_TIMEOUT = 90_000;

const en = (key: string) => catalogueText('en', key);
const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));

const READ_KYAT = 25_000;
const TYPED_KYAT = 20_000;

/** The server's receipt test set (apps/server/src/wallet/receipts/test-set), as much as used. */
type TestSet = {
  receiptData(
    seed: number,
    wallet: 'kbzpay',
    layout: {
      width: number;
      height: number;
      burmeseLabels: boolean;
      myanmarDigits: boolean;
      dark: boolean;
    },
  ): { truth: { transactionId: string | null; amountKyat: number | null } };
  renderReceipt(receipt: unknown): Promise<Buffer>;
};

/**
 * A KBZPay-style receipt of READ_KYAT drawn by the server's own test set (sharp), loaded at run
 * time: the e2e typecheck project holds only e2e files.
 */
async function receiptPng() {
  const folder = '../apps/server/src/wallet/receipts/test-set';
  const [data, render] = await Promise.all([
    import(`${folder}/receipt-data.ts`),
    import(`${folder}/render.ts`),
  ]);
  const testSet = { ...data, ...render } as TestSet;
  const layout = {
    width: 720,
    height: 1280,
    burmeseLabels: false,
    myanmarDigits: false,
    dark: false,
  };
  const made = testSet.receiptData(4242, 'kbzpay', layout);
  const receipt = { ...made, name: 'journey', truth: { ...made.truth, amountKyat: READ_KYAT } };
  return {
    buffer: await testSet.renderReceipt(receipt),
    transactionId: receipt.truth.transactionId as string,
  };
}

async function adminAt(browser: Browser, baseURL: string, device: object) {
  const context = await browser.newContext({ baseURL, ...device });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin/deposits');
  return { context, page };
}

/**
 * The deposit's row or card once its screenshot is read: the job runs by itself, so the list is
 * reloaded until the reading is there (the check is retried, never slept on).
 */
async function readDeposit(page: Page, reference: string, flag: string): Promise<Locator> {
  const item = page.getByRole('row').filter({ hasText: reference });
  const card = page.getByRole('listitem').filter({ hasText: reference });
  const either = item.or(card).first();
  await expect(async () => {
    await page.reload();
    await expect(either).toContainText(flag, { timeout: 3_000 });
  }).toPass({ timeout: READING_TIMEOUT });
  return either;
}

test('an admin sees what the receipt says beside what the member typed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const member = await onboardedMemberByApi(page.request, base, { first_name: 'Su' });
  const who = `@${member.username}`;
  const receipt = await receiptPng();
  const reference = receipt.transactionId;

  await test.step('the member deposits on a phone, typing another amount', async () => {
    // Signed in already: the member was made through this page's own API context.
    await page.goto('/home');
    await page.getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('tab', { name: 'Deposit' }).click();
    await page.getByLabel('Transaction Reference (optional)').fill(reference);
    await page.getByLabel('Amount sent (Kyat, optional)').fill(String(TYPED_KYAT));
    await page.getByLabel('Payment Screenshot').setInputFiles({
      name: 'kbzpay-receipt.png',
      mimeType: 'image/png',
      buffer: receipt.buffer,
    });
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await expect(
      page.getByText('Deposit received! Your transaction is being verified.'),
    ).toBeVisible();
  });

  await test.step('at 1,366 px: the reading, the flag and the dialog', async () => {
    const { context, page: admin } = await adminAt(browser, base, DESKTOP);
    const row = await readDeposit(admin, reference, en('adminMoney:receipt.flag.amount_mismatch'));
    // Beside each other: the member's figure, then the screenshot's.
    await expect(row).toContainText('AmountMember: 20,000 KyatScreenshot: 25,000 Kyat');
    await expect(row).toContainText('WalletMember: KBZ PayScreenshot: KBZ Pay');
    await expect(row).toContainText('Screenshot: Dating App Co., Ltd.');
    await expect(row).toContainText(
      'The screenshot says 25,000 Kyat, the member typed 20,000 Kyat. Choose the amount to credit.',
    );
    // Nothing is chosen for the admin.
    await expect(row.getByLabel(`Coins to credit to ${who}`)).toHaveValue('');
    await admin.screenshot({ path: shot('desktop'), fullPage: true });
    await row.getByRole('button', { name: '25,000 coins (screenshot)' }).click();
    await row.getByRole('button', { name: `Approve ${who}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve this deposit?' });
    await expect(dialog).toContainText(
      'The screenshot says 25,000 Kyat (25,000 coins), the member typed 20,000 Kyat (20,000 coins). You chose 25,000 coins.',
    );
    // The amount-reason rule of decision 024 stays.
    await expect(dialog.getByLabel(/Why credit a different amount/)).toBeVisible();
    await admin.screenshot({ path: shot('dialog-desktop') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Not expectUsableScreen: its clipping check counts the table's visually hidden amount label.
    await expectAccessible(admin, 'deposits with a receipt reading, 1,366 px');
    await expectTouchTargets(admin, 'deposits with a receipt reading, 1,366 px');

    await admin.evaluate(() => localStorage.setItem('language', 'my'));
    await admin.reload();
    await expect(row).toContainText(my('adminMoney:receipt.flag.amount_mismatch'));
    await admin.screenshot({ path: shot('desktop-my'), fullPage: true });
    await context.close();
  });

  await test.step('on a phone: the same, in English and in Burmese', async () => {
    const { context, page: admin } = await adminAt(browser, base, PHONE);
    const card = await readDeposit(admin, reference, en('adminMoney:receipt.flag.amount_mismatch'));
    await expect(card).toContainText('AmountMember: 20,000 KyatScreenshot: 25,000 Kyat');
    await expect(card.getByLabel(`Coins to credit to ${who}`)).toHaveValue('');
    await card.getByRole('button', { name: '20,000 coins (typed)' }).click();
    await expect(card.getByLabel(`Coins to credit to ${who}`)).toHaveValue('20000');
    await admin.screenshot({ path: shot('phone'), fullPage: true });
    await card.getByRole('button', { name: `Approve ${who}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve this deposit?' });
    await expect(dialog).toContainText('You chose 20,000 coins.');
    await admin.screenshot({ path: shot('dialog-phone') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectUsableScreen(admin, 'deposits with a receipt reading, phone');

    await admin.evaluate(() => localStorage.setItem('language', 'my'));
    await admin.reload();
    await expect(card).toContainText(my('adminMoney:receipt.flag.amount_mismatch'));
    await admin.screenshot({ path: shot('phone-my'), fullPage: true });
    await context.close();
  });
});
