import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN,
  CLAIMS_ADMIN,
  onboardedMemberByApi,
  openAdminNav,
  signInThroughForm,
  uniqueProof,
} from './support/members';
import { expect, test } from './support/quiet';
import { DATA_DIR } from './support/run';

/**
 * Issue 31: two moderators see each other's claims (docs/decisions/026-moderation-claims.md).
 * One opens a deposit's decision; the other sees who is working on it and cannot decide it
 * until the first closes it.
 */
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, ...DESKTOP });
  return { context, page: await context.newPage() };
}

async function openDeposit(page: Page, ref: string) {
  await openAdminNav(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await page.getByLabel('Search by transaction reference or username').fill(ref);
  await expect(page).toHaveURL(new RegExp(`q=${ref}`));
}

/** The claims admin from `admin:create` (playwright.config.ts): its one-time password first. */
async function signInClaimsAdmin(page: Page) {
  const printed = fs.readFileSync(path.join(DATA_DIR, 'claims-admin.txt'), 'utf8');
  const oneTime = /one-time password: (\S+)/.exec(printed)?.[1] as string;
  await signInThroughForm(page, CLAIMS_ADMIN, oneTime);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Current password').fill(oneTime);
  await page.getByLabel('New password').fill('claims admin passphrase');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('two moderators see each other’s claims', async ({ quiet, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const api = await playwright.request.newContext({ baseURL: base });
  const member = await onboardedMemberByApi(api, base, { first_name: 'Claim' });
  const ref = `CLAIM-${member.username}`;
  const deposit = await api.post('/api/wallet/deposits', {
    headers: { origin: base },
    multipart: {
      payment_method: 'kbzpay',
      transaction_ref: ref,
      amount_kyat: '1500',
      proof: uniqueProof(),
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await api.dispose();
  const who = `@${member.username}`;

  const one = await adminPage(browser, base);
  const two = await adminPage(browser, base);
  quiet.watchContext(one.context);
  quiet.watchContext(two.context);
  await signInThroughForm(one.page, ADMIN.username, ADMIN.password);
  await signInClaimsAdmin(two.page);
  const confirm1 = one.page.getByRole('dialog', { name: 'Approve this deposit?' });
  const row2 = two.page.getByRole('row').filter({ hasText: who });

  await test.step('the first admin opens the approval: the deposit is theirs', async () => {
    // The first admin opens the deposit's approval: it is theirs while the dialog is open.
    await openDeposit(one.page, ref);
    const row1 = one.page.getByRole('row').filter({ hasText: who });
    const claimed = one.page.waitForResponse(
      (res) =>
        /\/api\/admin\/claims\/deposit\//.test(res.url()) && res.request().method() === 'POST',
    );
    await row1.getByRole('button', { name: `Approve ${who}` }).click();
    await expect(confirm1).toBeVisible();
    expect((await claimed).status()).toBe(200);
  });
  await test.step('the second admin sees who works on it; its decision waits', async () => {
    await openDeposit(two.page, ref);
    await expect(row2).toContainText(`@${ADMIN.username} is working on this`);
    await expect(row2.getByRole('button', { name: `Approve ${who}` })).toBeDisabled();
    await expect(row2.getByRole('button', { name: `Reject ${who}` })).toBeDisabled();
    await two.page.screenshot({ path: `test-results/claims-held-1366.png` });
  });
  await test.step('the first admin closes the dialog: the claim is released', async () => {
    const released = one.page.waitForResponse(
      (res) =>
        /\/api\/admin\/claims\/deposit\//.test(res.url()) && res.request().method() === 'DELETE',
    );
    await confirm1.getByRole('button', { name: 'Cancel' }).click();
    expect(await (await released).json()).toEqual({ released: true });
  });
  await test.step('the second admin sees it free and approves it', async () => {
    // The second admin's list looks again when its window gets the focus (and every 15 s).
    await two.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(row2).not.toContainText('is working on this');
    await row2.getByRole('button', { name: `Approve ${who}` }).click();
    const confirm2 = two.page.getByRole('dialog', { name: 'Approve this deposit?' });
    await confirm2.getByRole('button', { name: 'Approve' }).click();
    await expect(
      two.page.getByText(`Deposit approved: 1,500 coins credited to ${who}.`),
    ).toBeVisible();
  });
  await one.context.close();
  await two.context.close();
});
