import { keepSyllablesTogether } from '@dating/shared';
import type { Page } from '@playwright/test';
import { likeByApi, matchedPhonePair, phoneMemberContext } from './support/members';
import { expect, test } from './support/quiet';

const log = (page: Page) => page.getByRole('log');

test('two members chat live, see typing and Seen, and the chat closes for both on unmatch', async ({
  browser,
  baseURL,
}) => {
  // Two members, three pages, four steps: 22 s on a busy 2-core machine, past 30 s at load 10.
  test.setTimeout(60_000);
  const url = baseURL as string;
  const { a, b } = await matchedPhonePair(browser, url);

  const pageA = await a.context.newPage();
  const pageB = await b.context.newPage();
  // A second tab of B shows the list, to watch it update live.
  const listB = await b.context.newPage();
  // In the list itself (a toast on this tab may show the same line).
  const listOfB = listB.getByRole('main');

  await test.step("the new match in A's list, then into the conversation; B opens it too", async () => {
    // A's list: the new match, then into the conversation.
    await pageA.goto('/chat');
    const newMatches = pageA.getByRole('region', { name: 'New Matches' });
    await expect(newMatches.getByRole('link', { name: 'Aung' })).toBeVisible();
    await expect(pageA.getByPlaceholder('Search 1 match')).toBeVisible();
    await expect(pageA.getByText('Start the conversation!')).toBeVisible();
    await pageA.screenshot({ path: 'test-results/chat-list-new-match.png' });
    await newMatches.getByRole('link', { name: 'Aung' }).click();
    await expect(pageA).toHaveURL(new RegExp(`/chat/${b.member.id}$`));
    await expect(pageA.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await pageB.goto(`/chat/${a.member.id}`);
    await expect(log(pageB)).toBeVisible();
    await listB.goto('/chat');
    await expect(listB.getByText('Start the conversation!')).toBeVisible();
  });
  await test.step('A sends; B sees it live and has read it', async () => {
    // A sends; B sees it without reloading.
    const sendA = pageA.getByRole('button', { name: 'Send' });
    await expect(sendA).toBeDisabled();
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Mingalaba! How was your day?');
    await expect(sendA).toBeEnabled();
    await pageA.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log(pageA).getByText('Mingalaba! How was your day?')).toBeVisible();
    await expect(log(pageB).getByText('Mingalaba! How was your day?')).toBeVisible();
    await expect(listOfB.getByText('Mingalaba! How was your day?')).toBeVisible();

    // B has the chat open and in focus, so it is read: A sees "Seen", B's list no unread badge.
    await expect(log(pageA).getByText('Seen')).toBeVisible();
    await expect(listB.getByRole('img', { name: /unread message/ })).toBeHidden();
  });
  await test.step('B types; A sees the typing indicator', async () => {
    // B types; A sees the typing indicator.
    await pageB.getByRole('textbox', { name: 'Message' }).pressSequentially('Great, thanks', {
      delay: 30,
    });
    await expect(pageA.getByText('Aung is typing…')).toBeVisible();
    await pageA.screenshot({ path: 'test-results/chat-typing.png' });
    await pageB.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log(pageA).getByText('Great, thanks')).toBeVisible();
    await expect(pageA.getByText('Aung is typing…')).toBeHidden();
  });
  await test.step('a conversation in English and Burmese, and the list follows', async () => {
    await pageB.getByRole('textbox', { name: 'Message' }).fill('Want to get tea at 5?');
    await pageB.getByRole('button', { name: 'Send' }).click();
    // Burmese text: stacked marks need room (checked on the screenshot).
    await pageB
      .getByRole('textbox', { name: 'Message' })
      .fill('မင်္ဂလာပါ။ ညနေ ငါးနာရီ လက်ဖက်ရည်ဆိုင်မှာ တွေ့ကြမလား။');
    await pageB.getByRole('button', { name: 'Send' }).click();
    // Shown with word joiners that keep each syllable on one line.
    await expect(log(pageA).getByText(keepSyllablesTogether('မင်္ဂလာပါ။'))).toBeVisible();
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Yes!\nSee you there');
    await pageA.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log(pageB).getByText(/Yes!\s+See you there/)).toBeVisible();
    await expect(log(pageA).getByText('Today')).toBeVisible();
    await pageA.screenshot({ path: 'test-results/chat-conversation.png' });
    await pageB.screenshot({ path: 'test-results/chat-conversation-b.png' });
    await expect(
      listOfB.getByText('You: Want to get tea at 5?').or(listOfB.getByText(/See you there/)),
    ).toBeVisible();
    await listB.screenshot({ path: 'test-results/chat-list.png' });
  });
  await test.step('A unmatches: the conversation closes for both', async () => {
    // A unmatches: A lands on /chat; B's open conversation closes with a neutral notice, and the
    // match is gone everywhere.
    await pageA.getByRole('button', { name: 'Unmatch Aung' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Unmatch Aung?' });
    await expect(dialog).toContainText(
      'This will permanently remove your match and delete your entire chat history.',
    );
    await pageA.screenshot({ path: 'test-results/chat-unmatch-dialog.png' });
    await dialog.getByRole('button', { name: 'Unmatch', exact: true }).click();
    await expect(pageA).toHaveURL(/\/chat$/);
    await expect(pageA.getByRole('heading', { name: 'No Matches Yet' })).toBeVisible();
    await expect(pageB.getByText('This conversation is no longer available.')).toBeVisible();
    await expect(log(pageB)).toHaveCount(0);
    await expect(listB.getByRole('heading', { name: 'No Matches Yet' })).toBeVisible();
    await pageB.screenshot({ path: 'test-results/chat-after-unmatch.png' });
  });
  await a.context.close();
  await b.context.close();
});

test('older messages load when scrolling up, keeping the place', async ({ browser, baseURL }) => {
  const url = baseURL as string;
  const a = await phoneMemberContext(browser, url, {
    first_name: 'Su',
    gender: 'Woman',
    interested_in: ['Man'],
  });
  const b = await phoneMemberContext(browser, url, {
    first_name: 'Min',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  await likeByApi(a.context.request, url, b.member.id);
  const { match_id } = await likeByApi(b.context.request, url, a.member.id);
  for (let i = 1; i <= 60; i += 1) {
    const res = await a.context.request.post(`/api/matches/${match_id}/messages`, {
      data: { content: `Note ${i}` },
      headers: { origin: url },
    });
    expect(res.status()).toBe(201);
  }

  const page = await b.context.newPage();
  await page.goto(`/chat/${a.member.id}`);
  await expect(page.getByText(/\bNote 60\b/)).toBeInViewport();
  await expect(page.getByText(/\bNote 1\b/)).toHaveCount(0);
  await log(page).evaluate((el) => {
    if (el.parentElement) el.parentElement.scrollTop = 0;
  });
  await expect(page.getByText(/\bNote 1\b/)).toHaveCount(1);
  // The view stays where the reader was (the old first message), not at the very top.
  await expect(page.getByText(/\bNote 11\b/)).toBeInViewport();
  await expect(page.getByText(/\bNote 1\b/)).not.toBeInViewport();
  const scrollerTop = await log(page).evaluate(
    (el) => el.parentElement?.getBoundingClientRect().top ?? 0,
  );
  const note11 = await page.getByText(/\bNote 11\b/).boundingBox();
  expect((note11?.y ?? 0) - scrollerTop).toBeLessThan(120);
  await page.screenshot({ path: 'test-results/chat-older-loaded.png' });
  await a.context.close();
  await b.context.close();
});
