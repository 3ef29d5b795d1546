import { keepSyllablesTogether } from '@dating/shared';
import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { likeByApi, onboardedMemberByApi } from './support/members';
import { type Place, uniquePlace } from './support/places';
import { catalogueText } from './support/ui';

/**
 * Block from everywhere and the scam-aware chat (docs/product.md#safety-reports-and-blocks):
 * two phones, one member blocks from the conversation header, the swipe card, Who Likes You
 * and a profile, and the other member's open conversation closes live.
 */

/** Who a phone's member is; `place` (support/places.ts) is shared by the members who must meet. */
type Person = { first_name: string; gender: 'Man' | 'Woman'; place: Place };

/** A phone (touch) signed in as a new member; `burmese` reads the app in Burmese. */
async function phone(browser: Browser, baseURL: string, person: Person, burmese = false) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  if (burmese) await context.addInitScript(`localStorage.setItem('language', 'my');`);
  const { place, ...rest } = person;
  const member = await onboardedMemberByApi(context.request, baseURL, {
    ...rest,
    ...place,
    interested_in: [rest.gender === 'Man' ? 'Woman' : 'Man'],
  });
  const page = await context.newPage();
  return { context, member, page };
}

type Phone = Awaited<ReturnType<typeof phone>>;

async function match(url: string, a: Phone, b: Phone) {
  await likeByApi(a.context.request, url, b.member.id);
  expect((await likeByApi(b.context.request, url, a.member.id)).matched).toBe(true);
}

async function openConversation(p: Phone, other: Phone) {
  await p.page.goto(`/chat/${other.member.id}`);
  await expect(p.page.getByRole('log')).toBeVisible();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).tap();
}

/** Confirms the named Block dialog. */
async function confirmBlock(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
  await expect(dialog).toContainText(`${name} will no longer see you`);
  await dialog.getByRole('button', { name: 'Block', exact: true }).tap();
  await expect(page.getByText(`${name} is blocked.`)).toBeVisible();
}

const closedText = 'This conversation is no longer available.';

test('the tip, then Block in the chat header: the other side closes live; unblock brings no match back', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  const lashio = uniquePlace('Lashio');
  const thiri = await phone(browser, url, { first_name: 'Thiri', gender: 'Woman', place: lashio });
  const aung = await phone(browser, url, { first_name: 'Aung', gender: 'Man', place: lashio });
  await match(url, thiri, aung);
  await openConversation(thiri, aung);
  await openConversation(aung, thiri);

  await send(aung.page, 'Hi Thiri! How was your day?');
  await send(aung.page, 'Can you send me 50000 by KBZPay? I will pay you back');
  const tip = thiri.page.getByRole('note');
  await expect(tip).toContainText("Never send money to someone you haven't met.");
  await expect(tip).toHaveCount(1);
  // The sender sees no tip.
  await expect(aung.page.getByText('by KBZPay')).toBeVisible();
  await expect(aung.page.getByRole('note')).toHaveCount(0);
  await thiri.page.screenshot({ path: 'test-results/safety-tip-en.png' });
  await tip.getByRole('button', { name: 'Dismiss safety tip' }).tap();
  await expect(tip).toHaveCount(0);
  await thiri.page.reload();
  await expect(thiri.page.getByText('by KBZPay')).toBeVisible();
  await expect(thiri.page.getByRole('note')).toHaveCount(0);

  await thiri.page.getByRole('button', { name: 'More options for Aung' }).tap();
  await thiri.page.getByRole('menuitem', { name: 'Block Aung' }).tap();
  await thiri.page.screenshot({ path: 'test-results/safety-block-confirm.png' });
  await confirmBlock(thiri.page, 'Aung');
  await expect(thiri.page).toHaveURL(/\/chat$/);
  // Aung's open conversation closes at once, neutrally.
  await expect(aung.page.getByText(closedText)).toBeVisible();
  await expect(aung.page.getByRole('log')).toHaveCount(0);
  await aung.page.screenshot({ path: 'test-results/safety-closed-live.png' });

  await thiri.page.goto('/settings');
  const blocked = thiri.page.getByRole('region', { name: 'Blocked members' });
  await expect(blocked.getByText('Aung')).toBeVisible();
  await thiri.page.screenshot({ path: 'test-results/safety-blocked-list.png', fullPage: true });
  await blocked.getByRole('button', { name: 'Unblock Aung' }).tap();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await thiri.page.goto('/chat');
  await expect(thiri.page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await expect(thiri.page.getByRole('link', { name: /Aung/ })).toHaveCount(0);
  await thiri.context.close();
  await aung.context.close();
});

test('Block on the swipe card and on Who Likes You', async ({ browser, baseURL }) => {
  const url = baseURL as string;
  const putao = uniquePlace('Putao');
  const cho = await phone(browser, url, { first_name: 'Cho', gender: 'Woman', place: putao });
  const dan = await phone(browser, url, { first_name: 'Dan', gender: 'Man', place: putao });
  const eindra = await phone(browser, url, {
    first_name: 'Eindra',
    gender: 'Woman',
    place: putao,
  });
  // Eindra likes Cho's match-to-be Dan: Dan sees her in Who Likes You.
  await likeByApi(eindra.context.request, url, dan.member.id);

  await cho.page.goto('/home');
  const card = cho.page.getByRole('article', { name: 'Dan', exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'More options for Dan' }).tap();
  await cho.page.screenshot({ path: 'test-results/safety-card-menu.png' });
  await cho.page.getByRole('menuitem', { name: 'Block Dan' }).tap();
  await confirmBlock(cho.page, 'Dan');
  await expect(card).toHaveCount(0);

  await dan.page.goto('/matches');
  const likes = dan.page.getByRole('link', { name: "View Eindra's profile" });
  await expect(likes).toBeVisible();
  await dan.page.getByRole('button', { name: 'More options for Eindra' }).tap();
  await dan.page.getByRole('menuitem', { name: 'Block Eindra' }).tap();
  await confirmBlock(dan.page, 'Eindra');
  await expect(likes).toHaveCount(0);
  // Cho blocked Dan: she is not in his deck either.
  await dan.page.goto('/home');
  await expect(dan.page.getByRole('article', { name: 'Cho', exact: true })).toHaveCount(0);
  for (const p of [cho, dan, eindra]) await p.context.close();
});

test('Block on a profile and Report with Also block close the other side live; the tip in Burmese', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  const taunggyi = uniquePlace('Taunggyi');
  const hla = await phone(
    browser,
    url,
    { first_name: 'Hla', gender: 'Woman', place: taunggyi },
    true,
  );
  const kyaw = await phone(browser, url, { first_name: 'Kyaw', gender: 'Man', place: taunggyi });
  await match(url, hla, kyaw);
  await openConversation(hla, kyaw);
  await openConversation(kyaw, hla);
  await send(kyaw.page, 'အမေ ဆေးရုံတက်နေလို့ ငွေလွှဲပေးပါ');
  const tip = hla.page.getByRole('note');
  await expect(tip).toBeVisible();
  const burmeseTip = catalogueText('my', 'safety:tip.text');
  expect((await tip.textContent())?.replaceAll('\u2060', '')).toContain(burmeseTip);
  await hla.page.screenshot({ path: 'test-results/safety-tip-my.png' });

  // Hla reports from the tip's shortcut; 'Also block' is ticked, so the match goes.
  // Burmese texts carry word joiners between syllables (packages/shared burmeseText).
  const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));
  await tip.getByRole('button', { name: my('safety:tip.report') }).tap();
  const dialog = hla.page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('radio').nth(1).tap();
  await dialog.getByRole('button', { name: my('profile:report.submit') }).tap();
  await expect(hla.page).toHaveURL(/\/chat$/);
  await expect(kyaw.page.getByText(closedText)).toBeVisible();

  // A profile's Block: Min blocks Nu from her profile while Nu's chat is open.
  const hpaan = uniquePlace('Hpa-An');
  const min = await phone(browser, url, { first_name: 'Min', gender: 'Man', place: hpaan });
  const nu = await phone(browser, url, { first_name: 'Nu', gender: 'Woman', place: hpaan });
  await match(url, min, nu);
  await openConversation(nu, min);
  await min.page.goto(`/profile/${nu.member.id}`);
  await min.page.getByRole('button', { name: 'Block Nu' }).tap();
  await confirmBlock(min.page, 'Nu');
  await expect(min.page).toHaveURL(/\/home$/);
  await expect(nu.page.getByText(closedText)).toBeVisible();
  for (const p of [hla, kyaw, min, nu]) await p.context.close();
});
