import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isUndecodableHeic, processUpload } from './images.js';
import { makePlaceholder, PLACEHOLDER_MAX_CHARS, PLACEHOLDER_SIDE } from './placeholder.js';

/** A noisy photo-like image, the hardest case for a small placeholder. */
async function noisyPhoto(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('makePlaceholder', () => {
  it('is an inline WebP of a few hundred bytes keeping the photo’s shape and colour', async () => {
    const red = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#d02040' },
    })
      .jpeg()
      .toBuffer();
    const url = await makePlaceholder((await processUpload(red)).full);
    expect(url).toMatch(/^data:image\/webp;base64,/);
    expect(url.length).toBeLessThanOrEqual(PLACEHOLDER_MAX_CHARS);
    const decoded = Buffer.from(url.split(',')[1] ?? '', 'base64');
    const meta = await sharp(decoded).metadata();
    expect(meta.height).toBe(PLACEHOLDER_SIDE);
    expect(meta.width).toBe(12);
    const { dominant } = await sharp(decoded).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(90);
  });

  it('stays small for a noisy photo', async () => {
    const url = await makePlaceholder((await processUpload(await noisyPhoto(1600, 1000))).full);
    expect(url).toMatch(/^data:image\/webp;base64,/);
    expect(url.length).toBeLessThanOrEqual(PLACEHOLDER_MAX_CHARS);
  });
});

describe('iPhone HEIC photos', () => {
  it('get a clear "not supported" when this server cannot decode them', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    expect(isUndecodableHeic(heic)).toBe(true);
    await expect(processUpload(heic)).rejects.toMatchObject({
      code: 'IMAGE_FORMAT_UNSUPPORTED',
      status: 400,
      message: "This photo format isn't supported. Please choose a JPEG or PNG.",
    });
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    expect(isUndecodableHeic(avif)).toBe(false);
  });
});
