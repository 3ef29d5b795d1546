import type { Page } from '@playwright/test';
import { matchedPhonePair } from './support/members';
import { expect, test } from './support/quiet';

/**
 * Issue 34, messages that wait: written offline, a message is kept on the device and shown as
 * waiting, survives a closed tab, and reaches the other member once and in order when the
 * network is back (client ids the server stores once).
 */

const log = (page: Page) => page.getByRole('log');
const WAITING = 'Waiting for the network';

test('messages written offline wait on the device and arrive once, in order, when back online', async ({
  browser,
  baseURL,
  quiet,
}) => {
  // Offline on purpose: the page's requests and socket fail while it is.
  quiet.allow(/ERR_INTERNET_DISCONNECTED/);
  const url = baseURL as string;
  const { a, b } = await matchedPhonePair(browser, url);
  quiet.watchContext(a.context);
  quiet.watchContext(b.context);

  const pageA = await a.context.newPage();
  await pageA.goto(`/chat/${b.member.id}`);
  await expect(log(pageA)).toBeVisible();

  await test.step('offline, A writes two messages: both wait, none failed', async () => {
    await a.context.setOffline(true);
    const input = pageA.getByRole('textbox', { name: 'Message' });
    await input.fill('First, written offline');
    await input.press('Enter');
    await input.fill('Second, written offline');
    await input.press('Enter');
    await expect(log(pageA).getByText(WAITING)).toHaveCount(2);
    await expect(log(pageA).getByText(/Failed to send/)).toHaveCount(0);
    await pageA.screenshot({ path: 'test-results/messages-wait-conversation.png' });

    // The chat list shows the waiting message as the conversation's last one.
    await pageA.getByRole('link', { name: 'Back to chats' }).click();
    const row = pageA.getByRole('region', { name: 'Messages' }).getByRole('link', { name: /Aung/ });
    await expect(row).toContainText('You: Second, written offline');
    await expect(row).toContainText(WAITING);
  });

  await test.step('A closes the tab, opens a new one and is back online: the messages go', async () => {
    await pageA.close();
    const again = await a.context.newPage();
    await a.context.setOffline(false);
    await again.goto('/chat');
    const row = again.getByRole('region', { name: 'Messages' }).getByRole('link', { name: /Aung/ });
    await expect(row).toContainText('You: Second, written offline');
    await expect(row).not.toContainText(WAITING);
  });

  await test.step("B's conversation has both, once each and in order", async () => {
    const pageB = await b.context.newPage();
    await pageB.goto(`/chat/${a.member.id}`);
    await expect(log(pageB).getByText('Second, written offline')).toBeVisible();
    for (const text of ['First, written offline', 'Second, written offline']) {
      await expect(log(pageB).getByText(text)).toHaveCount(1);
    }
    await expect(log(pageB)).toHaveText(/First, written offline[\s\S]*Second, written offline/);
    // Fetched again from the server: still once each.
    await pageB.reload();
    await expect(log(pageB).getByText('Second, written offline')).toBeVisible();
    await expect(log(pageB).getByText('First, written offline')).toHaveCount(1);
    await pageB.screenshot({ path: 'test-results/messages-wait-received.png' });
  });

  await test.step('on an open tab, a waiting message goes as soon as the network is back', async () => {
    const pageA2 = await a.context.newPage();
    await pageA2.goto(`/chat/${b.member.id}`);
    await expect(log(pageA2).getByText('Second, written offline')).toBeVisible();
    await a.context.setOffline(true);
    const input = pageA2.getByRole('textbox', { name: 'Message' });
    await input.fill('Third, sent when online');
    await input.press('Enter');
    await expect(log(pageA2).getByText(WAITING)).toHaveCount(1);
    await a.context.setOffline(false);
    await expect(log(pageA2).getByText(WAITING)).toHaveCount(0);
    const pageB = b.context.pages().at(-1) as Page;
    await expect(log(pageB).getByText('Third, sent when online')).toHaveCount(1);
    await expect(log(pageB)).toHaveText(
      /First, written offline[\s\S]*Second, written offline[\s\S]*Third, sent when online/,
    );
  });

  await a.context.close();
  await b.context.close();
});
