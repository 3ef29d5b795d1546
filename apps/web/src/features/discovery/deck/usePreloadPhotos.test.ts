import { describe, expect, it } from 'vitest';
import { candidate } from '../testFixtures';
import { photosToPreload } from './usePreloadPhotos';

describe('photosToPreload', () => {
  it('fetches the thumbnails the deck shows next: the top card’s other photos, then the next cards', () => {
    const queue = [1, 2, 3, 4, 5].map((n) => candidate(n));
    const [one, two, , , five] = queue;
    if (!one || !two || !five) throw new Error('fixtures');
    const urls = photosToPreload(queue);
    expect(urls[0]).toBe(one.media[1]?.replace('.webp', '_thumb.webp'));
    expect(urls).toContain(two.media[0]?.replace('.webp', '_thumb.webp'));
    expect(urls).toHaveLength(4);
    expect(urls.some((u) => u.includes(five.user_id))).toBe(false);
    expect(photosToPreload([])).toEqual([]);
  });
});
