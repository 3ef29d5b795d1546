import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  onboardedMemberByApi,
  openAdminNav,
  signInThroughForm,
  uniqueProof,
} from './support/members';
import { expect, test } from './support/quiet';

const shot = (name: string) => `test-results/${name}.png`;
const coins = (n: number) => n.toLocaleString('en');

/** A member who finished onboarding, created through the API in a cookie jar of its own. */
function onboardedMember(request: APIRequestContext, baseURL: string) {
  return onboardedMemberByApi(request, baseURL, {
    first_name: 'Hnin',
    relationship_intention: 'Life partner',
    bio: 'Mohinga in the morning, night markets in the evening.',
  });
}

async function goTo(page: Page, link: string) {
  await openAdminNav(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
}

async function expectBalance(page: Page, amount: number) {
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('region', { name: 'Your Balance' })).toContainText(
    `${coins(amount)} coins`,
  );
}

test('deposit, approval, buy, sell, withdrawal and its rejection, end to end', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL as string;
  const api = await playwright.request.newContext({ baseURL: base });
  const member = await onboardedMember(api, base);
  await api.dispose();
  const who = `@${member.username}`;

  await test.step('the member sends a deposit with a payment screenshot', async () => {
    // The member (a phone) sends a deposit with a payment screenshot.
    await signInThroughForm(page, member.username, member.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('region', { name: 'Your Balance' })).toContainText('0 coins');
    await page.screenshot({ path: shot('money-store-phone'), fullPage: true });
    await page.getByRole('tab', { name: 'Deposit' }).click();
    await expect(page.getByText('Send your payment with KBZ Pay to:')).toBeVisible();
    await page.getByLabel('Transaction Reference (optional)').fill(`  REF-${member.username}  `);
    // The amount sent says what it buys at the configured rate (COINS_PER_KYAT, 1 by default).
    await page.getByLabel('Amount sent (Kyat, optional)').fill('5000');
    await expect(page.getByText('5,000 Kyat buys 5,000 coins')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await expect(page.getByRole('alert')).toContainText('Please upload a payment screenshot.');
    await page.getByLabel('Payment Screenshot').setInputFiles(uniqueProof());
    await expect(page.getByRole('img', { name: 'Payment screenshot preview' })).toBeVisible();
    await page.screenshot({ path: shot('money-deposit-form-phone'), fullPage: true });
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    const sent = page.getByText('Deposit received! Your transaction is being verified.');
    await expect(sent).toBeVisible();
    // The message never covers the balance (it shows above the tab bar on the shop).
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = await page.getByRole('region', { name: 'Your Balance' }).boundingBox();
    const toast = await sent.boundingBox();
    expect(header && toast && toast.y >= header.y + header.height).toBe(true);
    await expect(page.getByText('Pending').first()).toBeVisible();
    await page.screenshot({ path: shot('money-deposit-sent-phone'), fullPage: true });
  });
  const { adminContext, admin } =
    await test.step('an admin approves it with an amount', async () => {
      const adminContext = await browser.newContext({
        baseURL: base,
        viewport: { width: 1280, height: 800 },
      });
      const admin = await adminContext.newPage();
      await signInThroughForm(admin, ADMIN.username, ADMIN.password);
      await expect(admin).toHaveURL(/\/admin$/);
      await goTo(admin, 'Deposits');
      // The member's own row, by its reference: another deposit flagged as a duplicate of theirs
      // names them too.
      const ownRow = () => admin.getByRole('row').filter({ hasText: `REF-${member.username}` });
      const row = ownRow();
      await expect(row).toContainText('KBZ Pay');
      await expect(row).toContainText(`REF-${member.username}`);
      await expect(row.getByRole('link', { name: 'View proof' })).toBeVisible();
      // The approval starts from the coins the member was shown.
      await expect(row.getByLabel(`Coins to credit to ${who}`)).toHaveValue('5000');
      await expect(row).toContainText('The member says they sent 5,000 Kyat.');
      await row.getByLabel(`Coins to credit to ${who}`).fill('0');
      await row.getByRole('button', { name: `Approve ${who}` }).click();
      await expect(row.getByRole('alert')).toHaveText('Please enter a valid amount.');
      await row.getByLabel(`Coins to credit to ${who}`).fill('5000');
      await admin.screenshot({ path: shot('money-admin-deposits-desktop'), fullPage: true });
      await admin.setViewportSize({ width: 412, height: 915 });
      await admin.screenshot({ path: shot('money-admin-deposits-phone'), fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 800 });
      await admin.getByRole('button', { name: `Approve ${who}` }).click();
      // Coins never move on one click: the amount and what is known of the member are asked first.
      const confirm = admin.getByRole('dialog', { name: 'Approve this deposit?' });
      await expect(confirm).toContainText(`Credit 5,000 coins to ${who}.`);
      await expect(confirm).toContainText("This is the member's first deposit.");
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await expect(
        admin.getByText(`Deposit approved: 5,000 coins credited to ${who}.`),
      ).toBeVisible();
      await expect(ownRow()).toHaveCount(0);

      return { adminContext, admin };
    });
  const balance =
    await test.step('the member buys the cheapest gift and sells it again', async () => {
      // The member sees the coins, buys the cheapest gift and sells it again.
      await page.getByRole('tab', { name: 'Store' }).click();
      await expectBalance(page, 5000);
      const catalogue = (await (await page.request.get('/api/gifts')).json()) as {
        items: { name: string; price: number }[];
      };
      const gift = catalogue.items[0] as { name: string; price: number };
      await page.getByRole('button', { name: `Buy ${gift.name}` }).click();
      // Coins never move on one tap: the price and the balance after are asked first.
      const buyDialog = page.getByRole('dialog', { name: 'Confirm purchase' });
      await expect(buyDialog).toContainText(
        `Buy ${gift.name} for ${coins(gift.price)} coins? Balance after: ${coins(5000 - gift.price)}`,
      );
      await page.screenshot({ path: shot('money-buy-confirm-phone') });
      await buyDialog.getByRole('button', { name: 'Buy' }).click();
      await expect(page.getByText(`Successfully bought ${gift.name}!`)).toBeVisible();
      await expectBalance(page, 5000 - gift.price);
      await page.getByRole('tab', { name: 'Inventory' }).click();
      const sellPrice = Math.floor((gift.price * 4) / 5);
      await expect(page.getByText(`Sells for ${coins(sellPrice)}`)).toBeVisible();
      await page.screenshot({ path: shot('money-inventory-phone'), fullPage: true });
      await page.getByRole('button', { name: `Sell ${gift.name}` }).click();
      const sellDialog = page.getByRole('dialog', { name: 'Confirm sale' });
      await expect(sellDialog).toContainText(
        `Sell ${gift.name} for ${coins(sellPrice)} coins? Balance after: ${coins(5000 - gift.price + sellPrice)}`,
      );
      await sellDialog.getByRole('button', { name: 'Sell' }).click();
      await expect(page.getByText(`Successfully sold ${gift.name}!`)).toBeVisible();
      await expect(
        page.getByText('Your inventory is empty. Buy gifts from the store!'),
      ).toBeVisible();
      const balance = 5000 - gift.price + sellPrice;
      await expectBalance(page, balance);

      return balance;
    });
  await test.step('a withdrawal holds its coins at once', async () => {
    // A withdrawal: the amount is held at once.
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(
      page.getByText(`Withdrawable Balance: ${coins(balance - 500)} (You must keep 500 coins)`),
    ).toBeVisible();
    await page.getByLabel('Amount (coins)').fill(String(balance));
    await page.getByLabel('Payout Details').fill('KBZ Pay 09 123 456 789, Hnin');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expect(
      page.getByText(`You can withdraw a maximum of ${coins(balance - 500)} coins.`),
    ).toBeVisible();
    await page.getByLabel('Amount (coins)').fill('1000');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expect(
      page.getByText('Withdrawal request submitted! Please wait for approval.'),
    ).toBeVisible();
    await expectBalance(page, balance - 1000);
    await page.screenshot({ path: shot('money-withdraw-phone'), fullPage: true });
  });
  await test.step('the admin rejects it: the coins come back', async () => {
    // The admin rejects it: the coins come back.
    await goTo(admin, 'Withdrawals');
    const withdrawal = admin.getByRole('row').filter({ hasText: who });
    await expect(withdrawal).toContainText('1,000 coins');
    await expect(withdrawal).toContainText('KBZ Pay 09 123 456 789, Hnin');
    await admin.screenshot({ path: shot('money-admin-withdrawals-desktop'), fullPage: true });
    await withdrawal.getByRole('button', { name: `Reject ${who}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this withdrawal?' });
    await dialog.getByLabel('Notes (optional)').fill('The account name does not match.');
    await admin.screenshot({ path: shot('money-admin-reject-dialog-desktop') });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      admin.getByText(`Withdrawal rejected: 1,000 coins returned to ${who}.`),
    ).toBeVisible();

    await expectBalance(page, balance);
    await expect(page.getByText('Reason: The account name does not match.')).toBeVisible();
    await page.screenshot({ path: shot('money-after-rejection-phone'), fullPage: true });
  });
  await test.step('History shows both decisions', async () => {
    await goTo(admin, 'History');
    await admin.getByLabel('Search by transaction reference, username or ID').fill(member.username);
    const rows = admin.getByRole('row').filter({ hasText: who });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Withdrawal');
    await expect(rows.nth(0)).toContainText('Rejected');
    await expect(rows.nth(1)).toContainText('Deposit');
    await expect(rows.nth(1)).toContainText('Approved');
    await expect(rows.nth(1)).toContainText('5,000');
    await admin.screenshot({ path: shot('money-admin-history-desktop'), fullPage: true });
    await admin.getByRole('button', { name: 'Withdrawals', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await admin.setViewportSize({ width: 412, height: 915 });
    await admin.getByRole('button', { name: 'All', exact: true }).click();
    await expect(admin.getByText(who)).toHaveCount(2);
    await admin.screenshot({ path: shot('money-admin-history-phone'), fullPage: true });
  });
  await adminContext.close();
});
