import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedPicture } from './generated-pictures.js';
import { processUpload } from './images.js';
import { CARD_SIDES, cardPathOf, encodeCardVariant, negotiateCardFormat } from './variants.js';

describe('negotiateCardFormat', () => {
  it('answers AVIF, then WebP, to a browser that names them', () => {
    // Chrome and Firefox's image Accept; Safari 17 names WebP before AVIF.
    expect(
      negotiateCardFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'),
    ).toBe('avif');
    expect(negotiateCardFormat('image/webp,image/avif,image/jxl,image/heic,*/*;q=0.5')).toBe(
      'avif',
    );
    expect(negotiateCardFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateCardFormat('IMAGE/AVIF ; q=0.9, image/webp')).toBe('avif');
  });

  it('answers JPEG to a browser that names neither (older Safari), and refused types are not named', () => {
    expect(negotiateCardFormat('image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBe('jpg');
    expect(negotiateCardFormat('*/*')).toBe('jpg');
    expect(negotiateCardFormat('image/avif;q=0,image/webp;q=0.0')).toBe('jpg');
  });

  it('keeps the stored WebP for a client that sends no Accept', () => {
    expect(negotiateCardFormat(undefined)).toBe('webp');
    expect(negotiateCardFormat('')).toBe('webp');
  });
});

describe('cardPathOf', () => {
  it('knows the deck photo paths only', () => {
    expect(cardPathOf('u/1_abc_thumb.webp')).toEqual({ stem: 'u/1_abc', size: 'thumb' });
    expect(cardPathOf('u/1_abc_small.webp')).toEqual({ stem: 'u/1_abc', size: 'small' });
    expect(cardPathOf('u/1_abc.webp')).toBeNull();
    expect(cardPathOf('u/1_abc_thumb.avif')).toBeNull();
  });
});

describe('encodeCardVariant', () => {
  it('makes each size and format within its side, smaller than the stored thumbnail', async () => {
    const photo = await processUpload(await generatedPicture(34, 900, 1200));
    const thumbBytes = photo.thumb.length;
    const sizes: Record<string, number> = {};
    for (const size of ['thumb', 'small'] as const) {
      for (const format of ['avif', 'webp', 'jpg'] as const) {
        const data = await encodeCardVariant(photo.full, size, format);
        const meta = await sharp(data).metadata();
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(CARD_SIDES[size]);
        sizes[`${size}.${format}`] = data.length;
      }
    }
    // The point of it all: AVIF beats the WebP thumbnail, and Data saver's size beats both.
    expect(sizes['thumb.avif']).toBeLessThan(thumbBytes);
    expect(sizes['small.avif']).toBeLessThan(sizes['thumb.avif'] as number);
    expect(sizes['small.jpg']).toBeLessThan(sizes['thumb.jpg'] as number);
  });
});
