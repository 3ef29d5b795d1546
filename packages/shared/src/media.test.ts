import { describe, expect, it } from 'vitest';
import { cardPhotoUrl, thumbUrl } from './media.js';

describe('card photo URLs', () => {
  it('is the 480 px thumbnail, or with Data saver the 320 px photo, of a stored photo', () => {
    expect(cardPhotoUrl('/files/media/a/1_x.webp')).toBe('/files/media/a/1_x_thumb.webp');
    expect(cardPhotoUrl('/files/media/a/1_x.webp', true)).toBe('/files/media/a/1_x_small.webp');
    expect(thumbUrl('/files/media/a/1_x.jpg')).toBe('/files/media/a/1_x_thumb.webp');
  });

  it('leaves other URLs alone', () => {
    expect(cardPhotoUrl('/files/gift/rose.webp', true)).toBe('/files/gift/rose.webp');
    expect(cardPhotoUrl('https://example.com/a.jpg', true)).toBe('https://example.com/a.jpg');
    expect(cardPhotoUrl(undefined, true)).toBeUndefined();
  });
});
