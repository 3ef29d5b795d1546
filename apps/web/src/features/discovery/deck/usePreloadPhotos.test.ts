import { describe, expect, it } from 'vitest';
import { candidate } from '../testFixtures';
import { PRELOAD_AHEAD, PRELOAD_AHEAD_DATA_SAVER, photosToPreload } from './usePreloadPhotos';

const queue = [1, 2, 3, 4, 5, 6].map((n) => candidate(n, { media: mediaOf(n) }));
function mediaOf(n: number) {
  return [1, 2, 3].map((k) => `/files/media/u${n}/${k}.webp`);
}

describe('photosToPreload', () => {
  it('fetches the next cards’ first photos, as card thumbnails, and not the top card’s others', () => {
    expect(photosToPreload(queue, 0, false)).toEqual([
      '/files/media/u2/1_thumb.webp',
      '/files/media/u3/1_thumb.webp',
      '/files/media/u4/1_thumb.webp',
    ]);
    expect(PRELOAD_AHEAD).toBe(3);
    expect(photosToPreload([], 0, false)).toEqual([]);
  });

  it('once the member looks through a card, the photo after the one on screen too', () => {
    expect(photosToPreload(queue, 1, false)[0]).toBe('/files/media/u1/3_thumb.webp');
    // On the last photo there is no next one.
    expect(photosToPreload(queue, 2, false)).toHaveLength(PRELOAD_AHEAD);
  });

  it('with Data saver: the small photos of fewer cards, and no photo the member has not asked for', () => {
    expect(PRELOAD_AHEAD_DATA_SAVER).toBeLessThan(PRELOAD_AHEAD);
    expect(photosToPreload(queue, 0, true)).toEqual(['/files/media/u2/1_small.webp']);
    expect(photosToPreload(queue, 1, true)).toEqual(['/files/media/u2/1_small.webp']);
  });
});
