import { type Browser, devices, type Page } from '@playwright/test';
import { FAKE_MEDIA_LAUNCH } from './support/fake-media';
import { likeByApi, onboardedMemberByApi, PHOTO_JPEG } from './support/members';
import { expect, test } from './support/quiet';
import { expectUsableScreen } from './support/ui';

/** Chromium's fake microphone (a beep), allowed without asking: what the voice note records. */
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

/** A member on a 360 px phone, made and signed in through the API. */
async function smallPhoneMember(browser: Browser, baseURL: string, draft: Record<string, unknown>) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 740 },
    baseURL,
    permissions: ['microphone'],
  });
  const member = await onboardedMemberByApi(context.request, baseURL, draft);
  return { context, member };
}

const log = (page: Page) => page.getByRole('log');

test('two members send a photo and a voice note on small phones (issue 35)', async ({
  browser,
  baseURL,
}) => {
  // Two members, an upload and a recording: 22 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const url = baseURL as string;
  const a = await smallPhoneMember(browser, url, {
    first_name: 'Thiri',
    gender: 'Woman',
    interested_in: ['Man'],
  });
  const b = await smallPhoneMember(browser, url, {
    first_name: 'Aung',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  expect((await likeByApi(a.context.request, url, b.member.id)).matched).toBe(false);
  expect((await likeByApi(b.context.request, url, a.member.id)).matched).toBe(true);
  const pageA = await a.context.newPage();
  const pageB = await b.context.newPage();
  await pageA.goto(`/chat/${b.member.id}`);
  await pageB.goto(`/chat/${a.member.id}`);
  await expect(log(pageA)).toBeVisible();
  await expect(log(pageB)).toBeVisible();

  await test.step('Thiri sends a photo from the gallery; Aung sees it live, full size on tap', async () => {
    await expect(pageA.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    await pageA.getByTestId('chat-photo-input').setInputFiles({
      name: 'tea.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO_JPEG,
    });
    await expect(log(pageA).getByRole('img', { name: 'Your photo' })).toBeVisible();
    const photo = log(pageB).getByRole('img', { name: 'Photo from Thiri' });
    await expect(photo).toBeVisible();
    // The thumbnail came through the pair-only route and drew.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await pageB.getByRole('button', { name: 'Photo from Thiri: open full size' }).click();
    await expect(pageB.getByRole('dialog', { name: 'Photo from Thiri' })).toBeVisible();
    await pageB.keyboard.press('Escape');
    await expectUsableScreen(pageB, 'conversation with a photo (360 px)');
    await pageB.screenshot({ path: 'test-results/chat-media-photo.png' });
  });

  await test.step('Aung holds the microphone, releases to send; Thiri sees its length and plays it', async () => {
    const hold = pageB.getByRole('button', { name: 'Hold to record a voice note' });
    await hold.hover();
    await pageB.mouse.down();
    // Recording: the timer runs until released (a 2 s note).
    await expect(pageB.getByRole('status').filter({ hasText: '0:02' })).toBeVisible();
    await pageB.mouse.up();
    const play = log(pageA).getByRole('button', { name: /^Play voice note, 0:0[1-9]$/ });
    await expect(play).toBeVisible();
    await expect(log(pageA).getByText('Not played yet')).toBeVisible();
    await play.click();
    await expect(log(pageA).getByText('Not played yet')).toBeHidden();
    // Aung's conversation hears it live.
    await expect(log(pageB).getByText('Played')).toBeVisible();
    await expectUsableScreen(pageA, 'conversation with a voice note (360 px)');
    await pageA.screenshot({ path: 'test-results/chat-media-voice.png' });
  });

  await test.step('a held recording slid away is not sent', async () => {
    // Each voice note's button, playing ("Pause") or not.
    const notes = log(pageA).getByRole('button', { name: /^(Play voice note|Pause$)/ });
    const before = await notes.count();
    const hold = pageB.getByRole('button', { name: 'Hold to record a voice note' });
    const box = await hold.boundingBox();
    if (!box) throw new Error('no microphone button');
    await pageB.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await pageB.mouse.down();
    await expect(pageB.getByRole('status').filter({ hasText: '0:01' })).toBeVisible();
    await pageB.mouse.move(box.x - 120, box.y + box.height / 2);
    await expect(pageB.getByText('Release to cancel')).toBeVisible();
    await pageB.mouse.up();
    // Thiri's thread still has the one note; a text sent after it arrives after it.
    await pageB.getByRole('textbox', { name: 'Message' }).fill('Did you hear it?');
    await pageB.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log(pageA).getByText('Did you hear it?')).toBeVisible();
    await expect(notes).toHaveCount(before);
  });

  await test.step('the chat list names a photo as the last message', async () => {
    const list = await b.context.newPage();
    await list.goto('/chat');
    await expect(list.getByRole('main').getByText('Did you hear it?')).toBeVisible();
    await pageA.getByTestId('chat-photo-input').setInputFiles({
      name: 'again.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO_JPEG,
    });
    await expect(list.getByRole('main').getByText('📷 Photo')).toBeVisible();
  });

  await a.context.close();
  await b.context.close();
});
