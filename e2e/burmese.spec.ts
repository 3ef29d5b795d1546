import { keepSyllablesTogether, ONBOARDING_STEPS } from '@dating/shared';
import { expect, type Page, test } from '@playwright/test';
import { likeByApi, onboardedMemberByApi, PHOTO_JPEG, signUpByApi } from './support/members';
import { uniquePlace } from './support/places';
import {
  catalogueText,
  expectAccessible,
  expectNoClippedText,
  expectTouchTargets,
  expectWholeSyllableLines,
} from './support/ui';

/** A Burmese UI text as shown: with the word joiners that keep syllables on one line. */
const my = (key: string) => keepSyllablesTogether(catalogueText('my', key));

/**
 * The Burmese text on screen is drawn with a Myanmar font that loaded (the bundled Noto Sans
 * Myanmar, or the phone's own), not as empty boxes.
 */
async function expectBurmeseRendered(page: Page, sample: string) {
  await page.evaluate(() => document.fonts.ready);
  const rendered = await page.evaluate(async (text) => {
    const faces = [...document.fonts].filter((face) => face.family.includes('Noto Sans Myanmar'));
    await Promise.all(faces.map((face) => face.load().catch(() => face)));
    return {
      lang: document.documentElement.lang,
      loaded: faces.filter((face) => face.status === 'loaded').length,
      usable: document.fonts.check('16px "Noto Sans Myanmar"', text),
    };
  }, sample);
  expect(rendered).toEqual({ lang: 'my', loaded: expect.any(Number), usable: true });
  expect(rendered.loaded).toBeGreaterThan(0);
}

async function checkScreen(page: Page, name: string, sample: string) {
  await expectBurmeseRendered(page, sample);
  await expectNoClippedText(page, name);
  await expectWholeSyllableLines(page, name);
  await expectTouchTargets(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: `test-results/burmese-${name}.png`, fullPage: true });
}

test('a Burmese reader switches language, signs in, matches in the deck and chats', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  // Two members through the API, each in their own cookie jar: Su (who signs in on the page
  // below) and Ko Ko, who already likes her, at a place of their own: her deck holds only him.
  const lashio = uniquePlace('Lashio');
  const suApi = await playwright.request.newContext({ baseURL: url });
  const su = await onboardedMemberByApi(suApi, url, {
    first_name: 'Su',
    gender: 'Woman',
    interested_in: ['Man'],
    ...lashio,
  });
  const koApi = await playwright.request.newContext({ baseURL: url });
  const ko = await onboardedMemberByApi(koApi, url, {
    first_name: 'Ko Ko',
    gender: 'Man',
    interested_in: ['Woman'],
    bio: 'ကော်ဖီနဲ့ စာအုပ်တွေကို ကြိုက်တယ်။ ညနေခင်း လမ်းလျှောက်ရတာ သဘောကျတယ်။',
    ...lashio,
  });
  expect((await likeByApi(koApi, url, su.id)).matched).toBe(false);

  // The landing page in English offers Burmese; the choice switches every text at once.
  await page.goto('/');
  await page.getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('link', { name: my('auth:landing.signIn') })).toBeVisible();
  await checkScreen(page, 'landing', my('auth:landing.signIn'));

  // Remembered: a reload stays in Burmese.
  await page.reload();
  await page.getByRole('link', { name: my('auth:landing.signIn') }).click();
  await expect(page.getByRole('heading', { name: my('auth:signIn.title') })).toBeVisible();
  await page.getByLabel(my('auth:fields.username')).fill(su.username);
  await page.getByLabel(my('auth:fields.password')).fill(su.password);
  await checkScreen(page, 'signin', my('auth:signIn.title'));
  await page.getByRole('button', { name: my('auth:signIn.submit') }).click();

  // The deck, in Burmese, with Ko Ko's Burmese bio.
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByRole('article', { name: 'Ko Ko', exact: true });
  await expect(card).toBeVisible();
  // Member text too is shown with the joiners that keep syllables on one line.
  await expect(card.getByText(keepSyllablesTogether('ကော်ဖီနဲ့ စာအုပ်တွေကို'))).toBeVisible();
  await expect(page.getByRole('link', { name: my('common:tabs.home') })).toBeVisible();
  await checkScreen(page, 'deck', my('common:tabs.home'));

  // Like → the match popup in Burmese → the conversation.
  await page.getByRole('button', { name: my('discovery:deck.like'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: my('discovery:match.title') });
  await expect(popup).toBeVisible();
  await checkScreen(page, 'match', my('discovery:match.title'));
  await popup.getByRole('button', { name: my('discovery:match.sendMessage') }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${ko.id}$`));

  const input = page.getByRole('textbox', { name: my('chat:conversation.input') });
  await input.fill('မင်္ဂလာပါ ကိုကို။ မနက်ဖြန် ကော်ဖီ သောက်ကြမလား။');
  await page.getByRole('button', { name: my('chat:conversation.send') }).click();
  await expect(page.getByRole('log').getByText(keepSyllablesTogether('မနက်ဖြန် ကော်ဖီ'))).toBeVisible();
  await expect(page.getByRole('log').getByText(my('chat:conversation.sending'))).toBeHidden();
  await checkScreen(page, 'chat', my('chat:conversation.send'));

  // The choice also follows the member to Settings, where English is one tap away.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: my('settings:language') })).toBeVisible();
  await checkScreen(page, 'settings', my('settings:language'));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await suApi.dispose();
  await koApi.dispose();
});

test('every onboarding step reads well in Burmese', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  await signUpByApi(page.request, url);
  const session = await page.request.get('/api/auth/session');
  const { user } = (await session.json()) as { user: { id: string } };
  const upload = await page.request.post('/api/me/photos', {
    multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG } },
    headers: { origin: url },
  });
  const photo = (await upload.json()) as { path: string; url: string };
  // A finished draft (the onboarding store), so every step can be opened directly.
  const draft = {
    user_id: user.id,
    terms_accepted: true,
    first_name: 'နန္ဒာ',
    birthdate: '1998-02-14',
    gender: 'Woman',
    ...uniquePlace('Yangon'),
    identity_done: true,
    show_gender: true,
    sexuality: 'Straight',
    interested_in: ['Man'],
    relationship_intention: 'Long-term, open to short',
    media: [photo],
    bio: 'ရန်ကုန်မှာ နေပါတယ်။ စာဖတ်ရတာနဲ့ ခရီးသွားရတာ ကြိုက်ပါတယ်။',
  };
  await context.addInitScript(
    `localStorage.setItem('language', 'my');
     localStorage.setItem('onboarding_draft', ${JSON.stringify(JSON.stringify(draft))});`,
  );
  for (const step of ONBOARDING_STEPS) {
    await page.goto(`/onboarding/${step}`);
    await expect(page).toHaveURL(new RegExp(`/onboarding/${step}$`));
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await checkScreen(page, `onboarding-${step}`, await page.locator('main').innerText());
  }
});
