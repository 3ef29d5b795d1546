import { expect, test } from '@playwright/test';
import { PHOTO_JPEG } from './support/members';
import { ModerationApi, signInAsAdmin } from './support/moderation';

/**
 * Every admin screen at 1,366×768 with data in its lists: nothing overflows sideways, neither
 * the page nor any table's scroll container (issue 20: "every admin list fits 1,366 px").
 */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

/** A tiny valid PNG (6×8): a second, different selfie. */
const SKY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAICAIAAABVpBlvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQI12PgW/oSDTEMBiEAx9JNQQHXLjwAAAAASUVORK5CYII=',
  'base64',
);

test('every admin screen fits 1,366 px without horizontal scrolling', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const api = await ModerationApi.start(
    () => playwright.request.newContext({ baseURL: base }),
    base,
  );
  const [kyc, payer, saver, reporter] = await api.members(4, 'Widths');
  if (!kyc || !payer || !saver || !reporter) throw new Error('members');
  const headers = { origin: base };

  // A pending verification.
  const selfies = await kyc.api.post('/api/verification', {
    headers,
    multipart: {
      selfie1: { name: 'one.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG },
      selfie2: { name: 'two.png', mimeType: 'image/png', buffer: SKY_PNG },
      challenge1: 'big_smile',
      challenge2: 'thumbs_up',
    },
  });
  expect(selfies.status(), await selfies.text()).toBe(201);
  // Deposits: one pending, one approved (coins for a pending withdrawal).
  const deposit = (who: typeof payer, ref: string) =>
    who.api.post('/api/wallet/deposits', {
      headers,
      multipart: {
        payment_method: 'kbzpay',
        transaction_ref: ref,
        amount_kyat: '50000',
        proof: { name: 'proof.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG },
      },
    });
  expect((await deposit(payer, `W${Date.now()}A`)).status()).toBe(201);
  const saved = await deposit(saver, `W${Date.now()}B`);
  expect(saved.status(), await saved.text()).toBe(201);
  const approve = await api.post(`/api/admin/deposits/${(await saved.json()).id}/approve`, {
    amount: 5000,
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const withdrawal = await saver.api.post('/api/wallet/withdrawals', {
    headers,
    data: { amount: 1000, payout_details: 'KBZ Pay 09 123 456 789, Hnin Wai Phyo Aung' },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  // Reports: one open, one resolved.
  await api.report(reporter, kyc.id, 'Feels like spam or a scam', 'Asked for money '.repeat(12));
  await api.report(reporter, payer.id, 'Other');
  await api.resolve([payer.id]);

  await signInAsAdmin(page);
  const screens = [
    ['dashboard', '/admin'],
    ['users', '/admin/users'],
    ['member', `/admin/users/${saver.id}`],
    ['kyc', '/admin/kyc'],
    ['reports', '/admin/reports'],
    ['reports-resolved', '/admin/reports?state=resolved'],
    ['deposits', '/admin/deposits'],
    ['withdrawals', '/admin/withdrawals'],
    ['history', '/admin/history'],
    ['audit', '/admin/audit'],
  ] as const;
  const overflowing: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/Loading|Verifying credentials/)).toHaveCount(0);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > innerWidth) out.push(`page ${root.scrollWidth} > ${innerWidth}`);
      for (const table of document.querySelectorAll('table')) {
        const box = table.parentElement as HTMLElement;
        if (box.scrollWidth > box.clientWidth) {
          out.push(`table ${box.scrollWidth} in ${box.clientWidth}`);
        }
      }
      return out;
    });
    for (const problem of found) overflowing.push(`${name}: ${problem}`);
    await page.screenshot({ path: `test-results/admin-width-${name}-1366.png`, fullPage: true });
  }
  expect(overflowing).toEqual([]);
  await api.dispose([kyc, payer, saver, reporter]);
});
