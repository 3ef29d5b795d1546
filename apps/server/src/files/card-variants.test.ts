import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPicture } from '../infra/images/generated-pictures.js';
import { processUpload } from '../infra/images/images.js';
import { putProcessedImage } from '../infra/images/store.js';
import { makeCardVariants, removeCardVariants } from '../infra/images/variants.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/** Deck photos by `Accept` (issue 34, docs/decisions/036-less-data.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

const get = (url: string, accept?: string) =>
  request(t.app, 'GET', url, undefined, accept ? { headers: { accept } } : {});

async function storedPhoto(stem: string) {
  const image = await processUpload(await generatedPicture(3400, 600, 800));
  return { image, path: await putProcessedImage(t.app.storage, 'media', stem, image) };
}

describe('card photos in the format the browser takes', () => {
  it('answers AVIF, WebP or JPEG at one URL, saying it varies by Accept, and keeps what it made', async () => {
    const { image } = await storedPhoto('owner34/1_aaa');
    const avif = await get('/files/media/owner34/1_aaa_thumb.webp', CHROME);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.rawPayload.length).toBeLessThan(image.thumb.length);
    expect(await t.app.storage.exists('media', 'owner34/1_aaa_thumb.avif')).toBe(true);

    const jpeg = await get('/files/media/owner34/1_aaa_thumb.webp', OLD_SAFARI);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');

    const webp = await get('/files/media/owner34/1_aaa_thumb.webp', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.equals(image.thumb)).toBe(true);
    const plain = await get('/files/media/owner34/1_aaa_thumb.webp');
    expect(plain.rawPayload.equals(image.thumb)).toBe(true);
    expect(plain.headers.vary).toBe('Accept');
  });

  it('serves the Data saver size, smaller than the card’s, to an old photo too', async () => {
    // Stored the way photos were before issue 34: the full image and its WebP thumbnail only.
    await storedPhoto('owner34/2_bbb');
    const small = await get('/files/media/owner34/2_bbb_small.webp', CHROME);
    const card = await get('/files/media/owner34/2_bbb_thumb.webp', CHROME);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect(small.rawPayload.length).toBeLessThan(card.rawPayload.length);
    const { width, height } = await sharp(small.rawPayload).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBe(320);
    const webp = await get('/files/media/owner34/2_bbb_small.webp');
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('makes every variant ahead with the job, removes them with the photo, and answers 404 without it', async () => {
    await storedPhoto('owner34/3_ccc');
    await makeCardVariants(t.app.storage, 'media', 'owner34/3_ccc');
    for (const name of ['thumb.avif', 'thumb.jpg', 'small.avif', 'small.webp', 'small.jpg']) {
      expect(await t.app.storage.exists('media', `owner34/3_ccc_${name}`)).toBe(true);
    }
    await removeCardVariants(t.app.storage, 'media', 'owner34/3_ccc.webp');
    for (const name of ['thumb.avif', 'thumb.jpg', 'small.avif', 'small.webp', 'small.jpg']) {
      expect(await t.app.storage.exists('media', `owner34/3_ccc_${name}`)).toBe(false);
    }
    const missing = await get('/files/media/owner34/9_zzz_small.webp', CHROME);
    expect(missing.statusCode).toBe(404);
    expect(await t.app.storage.exists('media', 'owner34/9_zzz_small.avif')).toBe(false);
  });
});
