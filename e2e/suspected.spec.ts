import { keepSyllablesTogether, SUSPECTED_INTERVAL_MS } from '@dating/shared';
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { likeByApi, openAdminNav, signInThroughForm } from './support/members';
import { ModerationApi, sidebarCount, signInAsAdmin } from './support/moderation';
import { catalogueText, expectUsableScreen } from './support/ui';

/**
 * The Suspected queue (issue 33, docs/decisions/034): two accounts of a scam ring send one
 * script with a Telegram or WhatsApp ask to five matches each; the signal job queues them within
 * one run; an admin sees the evidence and blocks and resolves at 1,366 px, then on a phone; a
 * member who talked with them then sees the safety notice, in English and in Burmese.
 */

/** A Burmese UI text as shown: with the word joiners that keep syllables on one line. */
const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));

type Member = Awaited<ReturnType<ModerationApi['members']>>[number];

// The admin starts at 1,366 px (issue 20's width); phones are contexts of the project's device.
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7'];

const SCRIPTS = {
  Kyaw: 'Hi {name}, I am new here. My uncle trades gold and I can teach you to invest, add me on Telegram @goldkyaw88',
  Zaw: 'Hello {name}! I work in crypto and help friends earn every week, message me on WhatsApp 09 777 123 456',
};

/** One ring account: matched with every contact, the script sent into each conversation. */
async function ringAccount(api: ModerationApi, base: string, name: keyof typeof SCRIPTS) {
  // A man interested in women: the contacts (women interested in men) can match him.
  const [account] = await api.members(1, name, { gender: 'Man', interested_in: ['Woman'] });
  if (!account) throw new Error('ring account');
  return {
    account,
    async work(contacts: Member[]) {
      for (const contact of contacts) {
        await likeByApi(account.api, base, contact.id);
        const { match_id } = await likeByApi(contact.api, base, account.id);
        expect(match_id).toBeTruthy();
        const sent = await account.api.post(`/api/matches/${match_id}/messages`, {
          headers: api.headers,
          data: { content: SCRIPTS[name].replace('{name}', 'May') },
        });
        expect(sent.status(), await sent.text()).toBe(201);
      }
    },
  };
}

/** The queue's card of a member (its heading names them), waiting out one job run if needed. */
async function suspectedCard(page: Page, username: string) {
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: new RegExp(`@${username}`) }),
  });
  // The job runs every SUSPECTED_INTERVAL_MS and the page asks again as often: two runs at most.
  await expect(card).toBeVisible({ timeout: 2 * SUSPECTED_INTERVAL_MS + 15_000 });
  return card;
}

/** Nothing wider than the screen: long usernames and quoted scripts wrap. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
}

async function blockAndResolve(page: Page, card: Locator, username: string) {
  await card.getByRole('button', { name: `Block and resolve @${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block @${username} and resolve?` });
  await dialog.getByLabel('Reason').fill('One script to five matches, asks to move to Telegram.');
  await dialog.getByRole('button', { name: 'Block and resolve' }).click();
  await expect(
    page.getByText(`@${username} is blocked. 5 member(s) were sent a safety notice.`),
  ).toBeVisible();
  await expect(card).toBeHidden();
}

test('a ring is queued with its evidence, blocked, and its contacts warned', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const api = await ModerationApi.start(
    () => playwright.request.newContext({ baseURL: base }),
    base,
  );
  const contacts = await api.members(5, 'May');
  const kyaw = await ringAccount(api, base, 'Kyaw');
  const zaw = await ringAccount(api, base, 'Zaw');
  await kyaw.work(contacts);
  await zaw.work(contacts);

  // 1,366 px: the sidebar's Suspected entry leads to the ranked queue.
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Suspected/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/suspected$/);
  const card = await suspectedCard(page, kyaw.account.username);
  // The sidebar asks every 30 s (QUEUE_COUNTS_POLL_MS): it may trail the list by one poll.
  await expect(sidebarCount(page, 'suspected')).not.toHaveText('0', {
    timeout: SUSPECTED_INTERVAL_MS + 10_000,
  });
  await expect(card.getByText('Same opener to many matches')).toBeVisible();
  await expect(card.getByText(SCRIPTS.Kyaw.replace('{name}', 'May')).first()).toBeVisible();
  await expect(card.getByText('Money or off-app asks')).toBeVisible();
  for (const contact of contacts) {
    await expect(card.getByRole('link', { name: `@${contact.username}` }).first()).toBeVisible();
  }
  await card.scrollIntoViewIfNeeded();
  await expectUsableScreen(page, 'suspected queue 1366');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/suspected-queue-1366.png', fullPage: true });
  await blockAndResolve(page, card, kyaw.account.username);
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page).toHaveURL(/state=resolved/);
  const decided = await suspectedCard(page, kyaw.account.username);
  await expect(decided.getByText('Blocked', { exact: true }).first()).toBeVisible();

  // On a phone (the default device): the other ring account, through the menu.
  const phone = await browser.newContext({ ...PHONE, baseURL: base });
  const phonePage = await phone.newPage();
  await signInAsAdmin(phonePage);
  await openAdminNav(phonePage);
  await phonePage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Suspected/ })
    .click();
  const zawCard = await suspectedCard(phonePage, zaw.account.username);
  await expect(zawCard.getByText(/WhatsApp 09 777 123 456/).first()).toBeVisible();
  await expectNoSidewaysScroll(phonePage);
  await phonePage.screenshot({ path: 'test-results/suspected-queue-phone.png', fullPage: true });
  await blockAndResolve(phonePage, zawCard, zaw.account.username);
  // Burmese: the resolved list, as a Burmese-reading moderator sees it.
  await phonePage.evaluate(() => localStorage.setItem('language', 'my'));
  await phonePage.goto('/admin/suspected?state=resolved');
  await expect(phonePage.getByRole('heading', { name: my('admin:suspected.title') })).toBeVisible();
  await suspectedCard(phonePage, zaw.account.username);
  await expectUsableScreen(phonePage, 'suspected resolved, Burmese phone');
  await phonePage.screenshot({ path: 'test-results/suspected-queue-phone-my.png' });
  await phone.close();

  // A contact's next visit: the Chats tab counts the notices; the chat list shows them, the
  // newest removal first, then the other.
  const [first, second] = contacts as [Member, Member];
  const member = await browser.newContext({ ...PHONE, baseURL: base });
  const memberPage = await member.newPage();
  await signInThroughForm(memberPage, first.username, first.password);
  await expect(memberPage).toHaveURL(/\/home$/);
  const tabs = memberPage.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: /^Chats, \d+ unread$/ }).click();
  await expect(memberPage).toHaveURL(/\/chat$/);
  const notice = memberPage.getByRole('region', { name: 'A safety notice' });
  await expect(notice).toContainText('Zaw, whom you talked with, was removed for scam behaviour.');
  await expect(notice).toContainText(
    "Never send money, phone top-ups or crypto to someone you haven't met.",
  );
  await expectUsableScreen(memberPage, 'safety notice');
  await memberPage.screenshot({ path: 'test-results/suspected-notice-en.png' });
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toContainText('Kyaw, whom you talked with, was removed for scam behaviour.');
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
  // Seen means gone: not shown again on the next visit.
  await memberPage.reload();
  await expect(memberPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(notice).toBeHidden();
  await member.close();

  // Another contact reads it in Burmese.
  const burmese = await browser.newContext({ ...PHONE, baseURL: base });
  await burmese.addInitScript(`localStorage.setItem('language', 'my')`);
  const signIn = await burmese.request.post('/api/auth/signin', {
    headers: api.headers,
    data: { username: second.username, password: second.password },
  });
  expect(signIn.status()).toBe(200);
  const myPage = await burmese.newPage();
  await myPage.goto('/chat');
  const myNotice = myPage.getByRole('region', {
    name: my('safetyNotice:title'),
  });
  await expect(myNotice).toBeVisible();
  await expectUsableScreen(myPage, 'safety notice, Burmese');
  await myPage.screenshot({ path: 'test-results/suspected-notice-my.png' });
  await burmese.close();
  await api.dispose([...contacts, kyaw.account, zaw.account]);
});
