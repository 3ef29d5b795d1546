import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { likeByApi } from './support/members';
import { type TownName, uniquePlace } from './support/places';
import { expect, test } from './support/quiet';
import { addPhoto, memberIn, signInOnPage } from './support/touch';

// A finger on a small phone (360×640), and a laptop's width: the Pixel 7 profile of
// playwright.config.ts has touch and isMobile.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Pass, Gift and Like: covered by none of `overlays`, and each still takes a tap. */
async function expectRowFree(page: Page, overlays: Record<string, Locator>) {
  for (const name of ['Pass', 'Super Like with a gift', 'Like']) {
    const button = page.getByRole('button', { name, exact: true });
    const box = await boxOf(button);
    for (const [what, overlay] of Object.entries(overlays)) {
      expect(intersect(box, await boxOf(overlay)), `${what} covers ${name}`).toBe(false);
    }
    // A trial tap checks what a real one would: visible, enabled, and first to get the finger.
    await button.tap({ trial: true });
  }
}

/** The likes `member` has received, as Who Likes You lists them. */
async function likesOf(api: APIRequestContext) {
  const answer = await api.get('/api/likes');
  expect(answer.status()).toBe(200);
  const { likes } = (await answer.json()) as {
    likes: { profile: { user_id: string }; photo_index: number | null; comment: string | null }[];
  };
  return likes;
}

type Member = Awaited<ReturnType<typeof memberIn>>;

/**
 * Zaw on /home with three women in his deck, two photos each (one is left after a like and a
 * photo like, so the row stays), and Ei, a match far away who writes to him; all made before
 * his page opens, so their match shows no live popup.
 */
async function deckWithAMatch(page: Page, base: string, town: TownName) {
  const place = uniquePlace(town);
  const women = new Map<string, Member>();
  for (const name of ['Hnin', 'Su', 'Thiri']) {
    const woman = await memberIn(base, place, { first_name: name });
    await addPhoto(woman.api, base);
    women.set(name, woman);
  }
  const zaw = await memberIn(base, place, {
    first_name: 'Zaw',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  const ei = await memberIn(base, uniquePlace('Dawei'), { first_name: 'Ei' });
  await likeByApi(ei.api, base, zaw.id);
  const { match_id: matchId } = await likeByApi(zaw.api, base, ei.id);
  expect(matchId).toBeTruthy();
  await signInOnPage(page, zaw.api);
  await page.goto('/home');
  const top = page.locator('article[aria-label]:not([aria-hidden])');
  await expect(top).toBeVisible();
  const members = [...women.values(), zaw, ei];
  return {
    women,
    zaw,
    ei,
    matchId,
    top,
    dispose: () => Promise.all(members.map((m) => m.api.dispose())),
  };
}

/**
 * A like (after which the app asks about notifications) and a message from Ei (a toast): both
 * show, and neither covers nor squeezes the deck. Answers the question with 'Not now'.
 */
async function promptAndToast(
  page: Page,
  base: string,
  deck: Awaited<ReturnType<typeof deckWithAMatch>>,
) {
  const cardHeight = (await boxOf(deck.top)).height;
  await page.getByRole('button', { name: 'Like', exact: true }).tap();
  const prompt = page.getByRole('region', { name: "Don't miss a match" });
  await expect(prompt).toBeVisible();
  // Ei writes; the socket may still be connecting, so she writes until the toast comes.
  const open = page.getByRole('button', { name: 'Open the chat with Ei: Tea on Sunday?' });
  await expect(async () => {
    const sent = await deck.ei.api.post(`/api/matches/${deck.matchId}/messages`, {
      data: { content: 'Tea on Sunday?' },
      headers: { origin: base },
    });
    expect(sent.status()).toBe(201);
    await expect(open.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const toast = page.getByRole('status').filter({ has: open.first() });
  await expectRowFree(page, { 'the push question': prompt, 'the toast': toast });
  expect(
    Math.abs((await boxOf(deck.top)).height - cardHeight),
    'the card shrank',
  ).toBeLessThanOrEqual(1);
  await prompt.getByRole('button', { name: 'Not now' }).tap();
  await expect(prompt).toBeHidden();
}

test.describe('on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the push question, a message toast and a photo like's Undo leave Pass, Gift and Like free", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const deck = await deckWithAMatch(page, base, 'Myeik');
    const { top, zaw } = deck;
    await promptAndToast(page, base, deck);
    await page.screenshot({ path: 'test-results/deck-overlays-phone.png' });

    // A photo like: the second photo, with a comment, then Undo within its window.
    const name = (await top.getAttribute('aria-label')) ?? '';
    const woman = deck.women.get(name);
    if (!woman) throw new Error(`no woman named ${name} in the deck`);
    await top.getByRole('button', { name: 'Next photo' }).tap();
    await expect(top.getByRole('img', { name: `Photo 2 of 2 of ${name}` })).toBeVisible();
    const likePhoto = async (comment: string) => {
      await top.getByRole('button', { name: 'Like this photo' }).tap();
      const dialog = page.getByRole('dialog', { name: `Like photo 2 of ${name}` });
      await dialog.getByLabel('Comment (optional)').fill(comment);
      await dialog.getByRole('button', { name: 'Send Like' }).tap();
      await expect(dialog).toBeHidden();
    };
    await likePhoto('Is that Inle Lake?');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeVisible();
    await page.screenshot({ path: 'test-results/deck-overlays-liked-bar.png' });
    await expectRowFree(page, { 'the Liked bar': page.getByRole('status').filter({ has: undo }) });
    await undo.tap();
    await expect(top).toHaveAttribute('aria-label', name);
    await expect(top.getByRole('img', { name: `Photo 2 of 2 of ${name}` })).toBeVisible();
    // Undone before it was sent: she never hears of it, even once its window (5 s) is over.
    await page.waitForTimeout(6_000);
    expect((await likesOf(woman.api)).some((like) => like.profile.user_id === zaw.id)).toBe(false);

    // Again, left to its window this time: sent once, with the photo and the comment.
    await likePhoto('Is that Inle Lake?');
    await expect(undo).toBeVisible();
    await expect(undo).toBeHidden({ timeout: 10_000 });
    await expect
      .poll(async () =>
        (await likesOf(woman.api)).filter((like) => like.profile.user_id === zaw.id),
      )
      .toEqual([expect.objectContaining({ photo_index: 1, comment: 'Is that Inle Lake?' })]);
    await deck.dispose();
  });
});

test.describe("at a laptop's 1366×768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the push question and a message toast leave Pass, Gift and Like free', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const deck = await deckWithAMatch(page, base, 'Myitkyina');
    await promptAndToast(page, base, deck);
    await page.screenshot({ path: 'test-results/deck-overlays-laptop.png' });
    await deck.dispose();
  });
});
