/**
 * Bytes to swipe 20 cards (issue 34, "Less data"): starts the real server (TypeScript source,
 * empty embedded database) serving a built web app, makes a member and 25 candidates with three
 * phone-sized photos each (3000×4000 JPEG, uploaded through the API so the real pipeline runs),
 * opens /home in Chromium as a 360×640 phone with a cold cache, and swipes 20 cards the way a
 * person does: wait for the photo, look at the second photo on every third card, swipe left.
 * Prints the bytes of every image response and, apart, of everything else.
 *
 *   node --import tsx bench/card-bytes.ts                  web app from apps/web/dist
 *   ... --web /tmp/ld-web                                  another build of the web app
 *   ... --data-saver                                       with the device's Data saver on
 */
import path from 'node:path';
import { DATA_SAVER_STORAGE_KEY } from '@dating/shared';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { onboardedMember } from './lib/members.js';
import { startServer } from './lib/web-server.js';

const root = path.resolve(import.meta.dirname, '..');
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const webDir = path.resolve(argValue('--web') ?? path.join(root, 'apps/web/dist'));
const dataSaver = process.argv.includes('--data-saver');
/** --verbose lists every image downloaded, with its type and bytes. */
const verbose = process.argv.includes('--verbose');
const CANDIDATES = 25;
const PHOTOS_EACH = 3;
const SWIPES = 20;
const PLACE = { latitude: 16.8409, longitude: 96.1735, city: 'Yangon' };

/** Smooth gradients, soft shapes and sensor grain at 12 MP: compresses like a phone photo. */
async function basePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [3000, 4000];
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const grain = ((state >>> 24) - 128) * 0.12;
      const i = (y * width + x) * 3;
      const face = Math.hypot((x - 1500) / 700, (y - 1500 - seed * 90) / 900) < 1 ? 60 : 0;
      pixels[i] = Math.min(255, Math.max(0, (x * 200) / width + face + grain + seed * 9));
      pixels[i + 1] = Math.min(255, Math.max(0, (y * 180) / height + face * 0.6 + grain));
      pixels[i + 2] = Math.min(
        255,
        Math.max(0, 110 + 70 * Math.sin(x / (60 + seed * 7)) * Math.cos(y / 75) + grain),
      );
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A candidate's photo: a base picture in its own hue and framing. */
function photoOf(base: Buffer, n: number): Promise<Buffer> {
  const inset = 40 + (n % 7) * 30;
  return sharp(base)
    .extract({ left: inset, top: inset, width: 3000 - 2 * inset, height: 4000 - 2 * inset })
    .resize(3000, 4000)
    .modulate({ hue: (n * 47) % 360, saturation: 0.8 + (n % 5) * 0.1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function makeWorld(url: string) {
  const bases = await Promise.all([1, 2, 3].map(basePhoto));
  for (let n = 0; n < CANDIDATES; n++) {
    const photos = await Promise.all(
      Array.from({ length: PHOTOS_EACH }, (_, k) =>
        photoOf(bases[(n + k) % bases.length] as Buffer, n * PHOTOS_EACH + k),
      ),
    );
    await onboardedMember(
      url,
      'cardbytes',
      { first_name: `Member${n}`, gender: 'Woman', interested_in: ['Man'] },
      photos,
      PLACE,
    );
    process.stderr.write(`candidate ${n + 1}/${CANDIDATES}\r`);
  }
  const swiper = await onboardedMember(
    url,
    'cardbytes',
    { first_name: 'Member999', gender: 'Man', interested_in: ['Woman'] },
    [await photoOf(bases[0] as Buffer, 999)],
    PLACE,
  );
  process.stderr.write('\n');
  return swiper;
}

/** Waits until the top card's photo has loaded (or the card has none). */
async function topPhotoLoaded(page: Page) {
  // A function, not a string: the page's CSP refuses eval. The bench is compiled without the
  // DOM's types, hence the small shapes below.
  type Img = { complete: boolean; naturalWidth: number };
  type Found = { querySelector(selector: string): (Found & Img) | null };
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: Found }).document;
    const card = doc.querySelector('article[aria-label]:not([aria-hidden])');
    const img = card?.querySelector('img:not([data-placeholder])');
    return card != null && (img == null || (img.complete && img.naturalWidth > 0));
  });
}

async function swipeLeft(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const card = page.locator('article[aria-label]:not([aria-hidden])').first();
  const box = await card.boundingBox();
  if (!box) throw new Error('no card');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step++) {
    const point = { x: x - step * 22, y: y + step };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

type Tally = { images: number; imageCount: number; other: number; otherCount: number };

async function swipeThrough(url: string, sid: string): Promise<Tally> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'sid', value: sid, url }]);
  if (dataSaver) {
    await context.addInitScript((key) => localStorage.setItem(key, '1'), DATA_SAVER_STORAGE_KEY);
    await context.addCookies([{ name: DATA_SAVER_STORAGE_KEY, value: '1', url }]);
  }
  const page = await context.newPage();
  const tally: Tally = { images: 0, imageCount: 0, other: 0, otherCount: 0 };
  const seen = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes || request.url().startsWith('data:')) return;
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    if (request.resourceType() === 'image') {
      tally.images += bytes;
      tally.imageCount += 1;
      seen.set(request.url(), (seen.get(request.url()) ?? 0) + 1);
      if (verbose) {
        const type = (await request.response())?.headers()['content-type'];
        console.log(`${bytes}\t${type}\t${new URL(request.url()).pathname}`);
      }
    } else {
      tally.other += bytes;
      tally.otherCount += 1;
    }
  });
  await page.goto(`${url}/home`);
  for (let i = 0; i < SWIPES; i++) {
    await topPhotoLoaded(page);
    if (i % 3 === 0) {
      const next = page.getByRole('button', { name: 'Next photo' }).first();
      if (await next.isEnabled().catch(() => false)) {
        await next.click();
        await topPhotoLoaded(page);
      }
    }
    await swipeLeft(page);
    await page.waitForTimeout(350); // the card's fly-off animation
  }
  await page.waitForLoadState('networkidle');
  const twice = [...seen].filter(([, n]) => n > 1).length;
  if (twice > 0) console.log(`${twice} image URLs downloaded more than once`);
  await browser.close();
  return tally;
}

const server = await startServer(webDir);
try {
  const swiper = await makeWorld(server.url);
  const tally = await swipeThrough(server.url, swiper.sid);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`\n${SWIPES} cards, 360×640 @2x, cold cache, Data saver ${dataSaver ? 'on' : 'off'}`);
  console.log(`web app: ${path.relative(root, webDir) || webDir}`);
  console.log('| responses | count | bytes |\n|---|---:|---:|');
  console.log(`| images | ${tally.imageCount} | ${kb(tally.images)} |`);
  console.log(`| everything else | ${tally.otherCount} | ${kb(tally.other)} |`);
  console.log(
    `| total | ${tally.imageCount + tally.otherCount} | ${kb(tally.images + tally.other)} |`,
  );
} finally {
  await server.stop();
}
