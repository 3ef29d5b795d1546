import { keepSyllablesTogether } from '@dating/shared';
import { type Browser, devices } from '@playwright/test';
import { likeByApi, onboardedMemberByApi } from './support/members';
import { uniquePlace } from './support/places';
import { expect, test } from './support/quiet';
import { catalogueText, expectNoClippedText, expectTouchTargets } from './support/ui';

/** A signed-in phone at 360 px (the narrowest common Android width), with touch. */
async function phone(browser: Browser, baseURL: string, draft: Record<string, unknown>) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 740 },
    baseURL,
  });
  const member = await onboardedMemberByApi(context.request, baseURL, draft);
  return { context, member, page: await context.newPage() };
}

test('badges, a message toast and a live "It\'s a Match!" reach members on any screen', async ({
  browser,
  baseURL,
}) => {
  // Two phones, a match and a conversation: longer than one screen's journey on a busy machine.
  test.setTimeout(60_000);
  const url = baseURL as string;
  const pathein = uniquePlace('Pathein');
  const a = await phone(browser, url, {
    first_name: 'Nandar',
    gender: 'Woman',
    interested_in: ['Man'],
    ...pathein,
  });
  const b = await phone(browser, url, {
    first_name: 'Zaw',
    gender: 'Man',
    interested_in: ['Woman'],
    ...pathein,
  });

  // A likes B, then waits elsewhere in the app (Settings).
  expect((await likeByApi(a.context.request, url, b.member.id)).matched).toBe(false);
  await a.page.goto('/settings');
  await expect(a.page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // B, on the deck, sees the new like on the Matches tab; opening it clears the count.
  await b.page.goto('/home');
  const tabsB = b.page.getByRole('navigation', { name: 'Main' });
  await expect(tabsB.getByRole('link', { name: 'Matches, 1 new' })).toBeVisible();
  await expect(b.page).toHaveTitle('(1) Mingalar');
  await b.page.screenshot({ path: 'test-results/notifications-like-badge.png' });
  await tabsB.getByRole('link', { name: 'Matches, 1 new' }).tap();
  await expect(tabsB.getByRole('link', { name: 'Matches', exact: true })).toBeVisible();

  // B likes A back: B's screen shows the match, and so does A's, live, on Settings.
  await b.page.getByRole('button', { name: 'Like Nandar back' }).tap();
  await expect(b.page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
  const matchA = a.page.getByRole('dialog', { name: "It's a Match!" });
  await expect(matchA).toBeVisible();
  await expect(matchA).toContainText('Zaw');
  await a.page.screenshot({ path: 'test-results/notifications-live-match.png' });
  // One dialog on B's side, not a second one from the frame.
  await expect(b.page.getByRole('dialog')).toHaveCount(1);
  await b.page.getByRole('button', { name: 'Keep Swiping' }).tap();

  // After a like sent, B is asked about notifications in the app first (never on load).
  const prompt = b.page.getByRole('region', { name: "Don't miss a match" });
  await expect(prompt).toBeVisible();
  await b.page.screenshot({ path: 'test-results/notifications-push-prompt.png' });
  await prompt.getByRole('button', { name: 'Not now' }).tap();
  await expect(prompt).toBeHidden();

  // B waits on /home; A writes twice. The new match counts on Chats, where the chat list shows
  // it, until opened; Who Likes You was seen, so Matches shows nothing (issue 34).
  await b.page.goto('/home');
  await expect(tabsB.getByRole('link', { name: 'Chats, 1 unread' })).toBeVisible();
  await expect(tabsB.getByRole('link', { name: 'Matches', exact: true })).toBeVisible();
  const matchId = await a.context.request
    .get('/api/matches', { headers: { origin: url } })
    .then(async (res) => ((await res.json()) as { items: { id: string }[] }).items[0]?.id);
  for (const content of ['Mingalaba Zaw!', 'Are you free for tea in Pathein on Sunday?']) {
    const sent = await a.context.request.post(`/api/matches/${matchId}/messages`, {
      data: { content },
      headers: { origin: url },
    });
    expect(sent.status()).toBe(201);
  }
  // The match now holds unread messages: counted by them, once.
  await expect(tabsB.getByRole('link', { name: 'Chats, 2 unread' })).toBeVisible();
  await expect(b.page).toHaveTitle('(2) Mingalar');
  const toast = b.page.getByRole('button', {
    name: 'Open the chat with Nandar: Are you free for tea in Pathein on Sunday?',
  });
  await expect(toast).toBeVisible();
  // Above the tab bar, not over it.
  const toastBox = await toast.boundingBox();
  const tabsBox = await tabsB.boundingBox();
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(tabsBox?.y ?? 0);
  await b.page.screenshot({ path: 'test-results/notifications-toast.png' });

  // Tapping the toast opens the conversation; read and opened, both counts clear.
  await toast.tap();
  await expect(b.page).toHaveURL(new RegExp(`/chat/${a.member.id}$`));
  await expect(b.page.getByRole('log').getByText('Mingalaba Zaw!')).toBeVisible();
  await b.page.getByRole('link', { name: 'Back to chats' }).tap();
  await expect(tabsB.getByRole('link', { name: 'Chats', exact: true })).toBeVisible();
  await expect(tabsB.getByRole('link', { name: 'Matches', exact: true })).toBeVisible();
  await expect(b.page).toHaveTitle('Mingalar');
  await b.page.screenshot({ path: 'test-results/notifications-cleared.png' });

  // A's Settings: a switch per kind, saved on the server, and this device's state.
  await a.page.getByRole('button', { name: 'Keep Swiping' }).tap();
  const group = a.page.getByRole('group', { name: 'Notifications' });
  await expect(group.getByText('Off on this device')).toBeVisible();
  const likes = group.getByRole('switch', { name: 'Likes' });
  await expect(likes).toBeChecked();
  await likes.tap();
  await expect(likes).not.toBeChecked();
  await group.getByRole('switch', { name: 'Message previews' }).scrollIntoViewIfNeeded();
  await a.page.screenshot({ path: 'test-results/notifications-settings.png' });
  await a.page.reload();
  await expect(
    a.page.getByRole('group', { name: 'Notifications' }).getByRole('switch', { name: 'Likes' }),
  ).not.toBeChecked();

  await a.context.close();
  await b.context.close();
});

test('in Burmese: the toast, the tab counts and the notification settings fit at 360 px', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  // Burmese texts are shown with word joiners that keep syllables together.
  const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));
  const hpaAn = uniquePlace('Hpa-An');
  const a = await phone(browser, url, {
    first_name: 'Ei',
    gender: 'Woman',
    interested_in: ['Man'],
    ...hpaAn,
  });
  const b = await phone(browser, url, {
    first_name: 'Htet',
    gender: 'Man',
    interested_in: ['Woman'],
    ...hpaAn,
  });
  await b.context.addInitScript(() => localStorage.setItem('language', 'my'));
  await likeByApi(a.context.request, url, b.member.id);
  const { match_id } = await likeByApi(b.context.request, url, a.member.id);

  await b.page.goto('/home');
  const tabs = b.page.getByRole('navigation', { name: my('common:tabs.label') });
  await expect(tabs).toBeVisible();
  const chats = my('common:tabs.chats');
  const chatsTab = tabs.getByRole('link', { name: new RegExp(`^${chats}၊`) });
  // The page's socket may still be connecting: send until the message is heard live.
  await expect(async () => {
    const sent = await a.context.request.post(`/api/matches/${match_id}/messages`, {
      data: { content: 'မင်္ဂလာပါ၊ ဘားအံမှာ ကော်ဖီသောက်ရအောင်' },
      headers: { origin: url },
    });
    expect(sent.status()).toBe(201);
    await expect(b.page.getByRole('status').getByText('Ei').first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(chatsTab).toBeVisible();
  await expect(tabs.getByTestId('badge-chats')).toHaveText(/^[၁-၉][၀-၉]*$/);
  await expectNoClippedText(b.page, 'Burmese toast');
  await b.page.screenshot({ path: 'test-results/notifications-toast-my.png' });

  await b.page.goto('/settings');
  const group = b.page.getByRole('group', {
    name: my('notifications:settings.title'),
  });
  await group.scrollIntoViewIfNeeded();
  await expect(group.getByRole('switch')).toHaveCount(5);
  await expectNoClippedText(b.page, 'Burmese notification settings');
  await expectTouchTargets(b.page, 'Burmese notification settings');
  await b.page.screenshot({ path: 'test-results/notifications-settings-my.png', fullPage: true });

  await a.context.close();
  await b.context.close();
});
