import { expect, type Page, test } from '@playwright/test';
import { PHOTO_JPEG } from './support/members';
import { uniquePlace } from './support/places';
import { addPhoto, memberIn, openDeckAs, signInOnPage, swipe } from './support/touch';
import { expectAccessible } from './support/ui';

// A phone, driven by a finger (issue #17): the Pixel 7 profile of playwright.config.ts has
// touch and isMobile; the gestures below are real touch events sent through CDP.
test.use({ viewport: { width: 390, height: 844 } });

const LONG_BIO =
  'Mornings are for mohinga by the river, afternoons for books and long walks. '.repeat(6);

test('a finger swipes the deck: the card follows, stamps LIKE, and the like is stored', async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const lashio = uniquePlace('Lashio');
  const liked = await memberIn(base, lashio, { first_name: 'Hnin', bio: LONG_BIO });
  await addPhoto(liked.api, base);
  const passed = await memberIn(base, lashio, { first_name: 'Moe' });
  const { swiper, cdp, top } = await openDeckAs(page, base, lashio, 'Kyaw');

  // The nearest first: both are at one place, 1 to 2.95 km from their public points, so
  // either may be on top; whichever is, is swiped as planned below.
  await expect(top).toBeVisible();
  const topName = async () => (await top.getAttribute('aria-label')) ?? '';
  // Pass Moe by finger (left) if he is on top; the deck holds no one else.
  let passedSomeone = false;
  for (let passes = 0; (await topName()) !== 'Hnin'; passes++) {
    if (passes === 1) throw new Error(`Hnin never came on top (now ${await topName()})`);
    const before = await topName();
    const box = await top.boundingBox();
    if (!box) throw new Error('no card');
    const y = box.y + box.height / 3;
    await swipe(cdp, { x: box.x + box.width / 2, y }, { x: box.x - 40, y: y + 10 });
    await expect(top).not.toHaveAttribute('aria-label', before);
    passedSomeone = true;
  }
  const card = page.getByRole('article', { name: 'Hnin', exact: true });
  // A person looks at the new card before touching it: the pass before it is stored (Undo is
  // offered) and the card has settled into place (the same box a quarter second apart).
  if (passedSomeone) {
    await expect(page.getByRole('button', { name: 'Undo last pass' })).toBeEnabled();
  }
  let box = await card.boundingBox();
  await expect
    .poll(
      async () => {
        const before = box;
        box = await card.boundingBox();
        return JSON.stringify(before) === JSON.stringify(box);
      },
      { intervals: [250] },
    )
    .toBe(true);
  if (!box) throw new Error('no card box');

  // One tap on the right half shows the next photo (deck-taps.spec.ts: right after a swipe too).
  await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await expect(card.getByRole('img', { name: 'Photo 2 of 2 of Hnin' })).toBeVisible();

  // A vertical finger move scrolls the long card instead of dragging it.
  const scroller = card.locator('div.overflow-y-auto');
  const midX = box.x + box.width / 2;
  await swipe(cdp, { x: midX, y: box.y + box.height * 0.7 }, { x: midX, y: box.y + 60 });
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
  await expect(card).toBeVisible();
  await scroller.evaluate((el) => el.scrollTo(0, 0));

  // A slow drag to the right: the card follows and tilts, LIKE shows, then it flies off.
  const y = box.y + box.height / 3;
  await swipe(
    cdp,
    { x: midX, y },
    { x: midX + box.width * 0.6, y: y + 20 },
    {
      steps: 16,
      beforeUp: async () => {
        const transform = await card.evaluate((el) => el.style.transform);
        expect(transform).toMatch(/^translate3d\(\d{3}[\d.]*px, .*rotate\([1-9][\d.]*deg\)$/);
        const stamp = card.getByText('Like', { exact: true }).first();
        await expect
          .poll(() => stamp.evaluate((el) => Number(getComputedStyle(el).opacity)))
          .toBeGreaterThan(0.9);
        await page.screenshot({ path: 'test-results/phone-swipe-drag.png' });
      },
    },
  );
  await expect(card).toHaveCount(0);

  // Stored: Hnin sees Kyaw in Who Likes You; Moe (passed, or never reached) sees no one.
  type Likes = { likes: { profile: { user_id: string }; action: string }[] };
  const likes = (await (await liked.api.get('/api/likes')).json()) as Likes;
  expect(likes.likes.map((l) => [l.profile.user_id, l.action])).toContainEqual([swiper.id, 'like']);
  const moeLikes = (await (await passed.api.get('/api/likes')).json()) as Likes;
  expect(moeLikes.likes).toHaveLength(0);
  await page.screenshot({ path: 'test-results/phone-swipe-after.png' });
  for (const m of [liked, passed, swiper]) await m.api.dispose();
});

test('photos: reorder by finger in onboarding, with placeholders', async ({ page, baseURL }) => {
  const base = baseURL as string;
  const api = page.request;
  const signup = await api.post('/api/auth/signup', {
    data: { username: `phone_${Date.now().toString(36)}`, password: 'e2e member password' },
    headers: { origin: base },
  });
  expect(signup.status()).toBe(201);
  const session = (await (await api.get('/api/auth/session')).json()) as { user: { id: string } };
  // The steps before the photos, as the earlier screens leave them in this tab's draft.
  const draft = {
    user_id: session.user.id,
    terms_accepted: true,
    first_name: 'Thida',
    birthdate: '1996-03-14',
    gender: 'Woman',
    ...uniquePlace('Hpa-An'),
    identity_done: true,
    show_gender: true,
    sexuality: 'Straight',
    interested_in: ['Man'],
    relationship_intention: 'Long-term relationship',
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('onboarding_draft')) {
      localStorage.setItem('onboarding_draft', value);
    }
  }, JSON.stringify(draft));
  await page.goto('/onboarding/photos');
  const input = page.getByLabel('Choose a photo');
  await input.setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG },
  ]);
  const first = page.getByRole('img', { name: 'Photo 1', exact: true });
  const second = page.getByRole('img', { name: 'Photo 2', exact: true });
  await expect(second).toBeVisible();
  const before = await first.getAttribute('src');
  const from = await second.boundingBox();
  const to = await first.boundingBox();
  if (!from || !to) throw new Error('no photo boxes');
  const cdp = await page.context().newCDPSession(page);
  await swipe(
    cdp,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: to.x + to.width / 3, y: to.y + to.height / 3 },
  );
  await expect(second).toHaveAttribute('src', before ?? '');
  await expect(page.locator('img[data-placeholder]')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/phone-photos-reordered.png' });
});

/** A 12 MP (4000×3000) camera-like JPEG of several MB, made by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#f0a0b0');
    gradient.addColorStop(1, '#6080e0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    // Sensor-like noise, so the JPEG is as heavy as a camera's.
    const noise = context.createImageData(4000, 300);
    for (let i = 0; i < noise.data.length; i += 4) {
      const v = Math.random() * 90;
      noise.data[i] = v;
      noise.data[i + 1] = v;
      noise.data[i + 2] = v;
      noise.data[i + 3] = 70;
    }
    const tile = document.createElement('canvas');
    tile.width = 4000;
    tile.height = 300;
    tile.getContext('2d')?.putImageData(noise, 0, 0);
    for (let y = 0; y < 3000; y += 300) context.drawImage(tile, 0, y);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.95),
    );
    if (!blob) throw new Error('no blob');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a 12 MP camera photo uploads small over a slow link; HEIC gets a clear message', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const api = page.request;
  const signup = await api.post('/api/auth/signup', {
    data: { username: `cam_${Date.now().toString(36)}`, password: 'e2e member password' },
    headers: { origin: base },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/settings');
  const camera = await cameraPhoto(page);
  expect(camera.length).toBeGreaterThan(3_000_000);

  const session = (await (await api.get('/api/auth/session')).json()) as { user: { id: string } };
  const draft = {
    user_id: session.user.id,
    terms_accepted: true,
    first_name: 'Thida',
    birthdate: '1996-03-14',
    gender: 'Woman',
    ...uniquePlace('Hpa-An'),
    identity_done: true,
    show_gender: true,
    sexuality: 'Straight',
    interested_in: ['Man'],
    relationship_intention: 'Long-term relationship',
  };
  await page.evaluate(
    (value) => localStorage.setItem('onboarding_draft', value),
    JSON.stringify(draft),
  );
  // Records the size of each file the page uploads (Playwright does not expose multipart bodies).
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob) {
        const log = window as unknown as { uploadedBytes?: number[] };
        log.uploadedBytes = [...(log.uploadedBytes ?? []), file.size];
      }
      return send.call(this, body);
    };
  });
  await page.goto('/onboarding/photos');
  await expect(page.getByRole('heading', { name: 'Add your photos' })).toBeVisible();

  // An iPhone HEIC this browser cannot decode: refused on the device, saying why.
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.concat([
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(4096),
    ]),
  });
  await expect(page.getByRole('alert')).toContainText(
    "This photo format isn't supported. Please choose a JPEG or PNG.",
  );

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  const started = Date.now();
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'IMG_0002.JPG',
    mimeType: 'image/jpeg',
    buffer: camera,
  });
  await expect(page.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-upload-progress.png' });
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const [bytes = 0] = await page.evaluate(
    () => (window as unknown as { uploadedBytes?: number[] }).uploadedBytes ?? [],
  );
  console.log(
    `[12 MP photo] ${camera.length} bytes picked, ${bytes} bytes sent, ` +
      `uploaded in ${Date.now() - started} ms at 50 KB/s, 400 ms RTT`,
  );
  expect(bytes).toBeGreaterThan(10_000);
  expect(bytes).toBeLessThan(1_000_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/phone-upload-done.png' });
});

test('a slow link: the first card comes quickly and its Like works before the app', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const myeik = uniquePlace('Myeik');
  const women = [
    await memberIn(base, myeik, { first_name: 'Su' }),
    await memberIn(base, myeik, { first_name: 'Thiri' }),
  ];
  const viewer = await memberIn(base, myeik, {
    first_name: 'Zaw',
    gender: 'Man',
    interested_in: ['Woman'],
  });
  await signInOnPage(page, viewer.api);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The deck starts with the page /home's HTML brought: no second request for it; and every
  // swipe the page sends, whoever sends it (the first card's script or the deck).
  const deckRequests: string[] = [];
  const swipes: { target_user_id: string; action: string }[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/discovery') deckRequests.push(r.url());
    if (pathname === '/api/swipes' && r.method() === 'POST') swipes.push(r.postDataJSON());
  });
  const card = page.locator('#first-card');

  /**
   * Loads /home at 400 ms RTT and 50 KB/s: answers when the skeleton, the first card's
   * placeholder and photo painted; with `like`, taps Like on the server's card before the app's
   * deck is there. Answers the first card's name.
   */
  const measure = async (label: string, like: boolean) => {
    // The tap must come before the app: its scripts wait for it. Left to the network, they
    // sometimes came first on a slow machine (the accessibility check below takes seconds there)
    // and the deck had replaced the server's card by the time of the tap.
    let releaseApp = () => {};
    if (like) {
      const tapped = new Promise<void>((resolve) => {
        releaseApp = resolve;
      });
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await tapped;
        await route.continue();
      });
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    const started = Date.now();
    await page.goto('/home', { waitUntil: 'commit' });
    await page.locator('[data-app-shell]').or(card).first().waitFor({ timeout: 20_000 });
    const skeleton = Date.now() - started;
    // The first card's placeholder, drawn by the server over the app shell (or, with the app's
    // files at hand, by the deck that replaced it already).
    await card
      .locator('[data-shell-card] img[data-placeholder]')
      .or(page.locator('article img[data-placeholder]'))
      .first()
      .waitFor({ timeout: 30_000 });
    const placeholder = Date.now() - started;
    const name = await page.evaluate(
      () =>
        document.querySelector('#first-card [data-name]')?.textContent ??
        document.querySelector('article[aria-label]')?.getAttribute('aria-label'),
    );
    expect(['Su', 'Thiri']).toContain(name);
    await page.screenshot({ path: `test-results/phone-slow-${label}.png` });
    await page.waitForFunction(
      () => {
        const shown = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth);
        return (
          shown(document.querySelector('#first-card img[data-photo]')) ||
          shown(document.querySelector('article img[alt^="Photo 1 of 1"]'))
        );
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const photo = Date.now() - started;
    let stored = -1;
    let next = name as string;
    if (like) {
      // Before the app: its deck is not on the page yet, the server's card and buttons are.
      await expect(page.locator('article[aria-label]')).toHaveCount(0);
      await expectAccessible(page, 'the first card before the app');
      const answer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/swipes' && r.request().method() === 'POST',
      );
      await card.getByRole('button', { name: 'Like', exact: true }).tap();
      expect((await answer).ok()).toBe(true);
      stored = Date.now() - started;
      releaseApp();
      await page.unrouteAll({ behavior: 'wait' });
      next = name === 'Su' ? 'Thiri' : 'Su';
      // The script shows the next candidate of the page's data.
      await expect(card.locator('[data-name]')).toHaveText(next);
    }
    // The deck itself, with the card a finger can swipe; the server's card is gone.
    await page.getByRole('article', { name: next }).waitFor({ timeout: 30_000 });
    const deck = Date.now() - started;
    await expect(card).toHaveCount(0);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    );
    console.log(
      `[slow link, ${label}] card skeleton ${skeleton} ms (first paint ${Math.round(firstPaint ?? -1)} ms), ` +
        `placeholder ${placeholder} ms, photo loaded ${photo} ms` +
        (like ? `, Like stored ${stored} ms` : '') +
        `, deck ready ${deck} ms`,
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The figures are logged for whoever reads the report; their targets (skeleton within 2 s,
    // placeholder within 3 s) are checked by bench/first-card.ts, not by a timed assertion here.
    return next;
  };

  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const next = await measure('cold', true);
  const liked = next === 'Su' ? 'Thiri' : 'Su';
  // The like is stored once: the deck took over without sending it again, and goes on.
  const [su, thiri] = women as [(typeof women)[number], (typeof women)[number]];
  const likedMember = liked === 'Su' ? su : thiri;
  expect(swipes).toEqual([{ target_user_id: likedMember.id, action: 'like' }]);
  type Likes = { likes: { profile: { user_id: string }; action: string }[] };
  const likes = (await (await likedMember.api.get('/api/likes')).json()) as Likes;
  expect(likes.likes.map((l) => [l.profile.user_id, l.action])).toEqual([[viewer.id, 'like']]);
  expect(deckRequests).toEqual([]);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
  // A return visit: the app's hashed files are cached (immutable), the API and photos are not.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await page.goto('/home');
  await page.getByRole('article').first().waitFor();
  await page.evaluate(() => performance.clearResourceTimings());
  // The liked member is not drawn again.
  expect(await measure('return', false)).toBe(next);
  expect(swipes).toHaveLength(1);
  for (const m of [...women, viewer]) await m.api.dispose();
});
