import { cardPhotoUrl, type DiscoveryCandidate } from '@dating/shared';
import { useEffect } from 'react';
import { useDataSaver } from '../../../lib/dataSaver';

/** Cards whose first photo is fetched ahead: fewer with Data saver (issue 34). */
export const PRELOAD_AHEAD = 3;
export const PRELOAD_AHEAD_DATA_SAVER = 1;

/**
 * The card photos to fetch ahead, in the size the card shows: the first photo of the next few
 * cards and, once the member has tapped to a card's second photo (and without Data saver), the
 * photo after the one on screen. Not the top card's other photos before that: most cards are
 * swiped away on their first photo, and a tap shows the photo's placeholder until it arrives
 * (bench/card-bytes.ts: that preload was a third of the deck's photo bytes).
 */
export function photosToPreload(
  queue: DiscoveryCandidate[],
  photoIndex: number,
  dataSaver: boolean,
): string[] {
  const [top, ...rest] = queue;
  const ahead = dataSaver ? PRELOAD_AHEAD_DATA_SAVER : PRELOAD_AHEAD;
  const browsing = !dataSaver && photoIndex > 0;
  const urls = [
    ...(browsing ? [top?.media[photoIndex + 1]] : []),
    ...rest.slice(0, ahead).map((c) => c.media[0]),
  ];
  const wanted = urls.map((url) => cardPhotoUrl(url, dataSaver));
  return [...new Set(wanted.filter((url): url is string => Boolean(url)))];
}

/** Starts loading the photos the deck shows next, so they appear at once. */
export function usePreloadPhotos(queue: DiscoveryCandidate[], photoIndex = 0) {
  const dataSaver = useDataSaver();
  const key = photosToPreload(queue, photoIndex, dataSaver).join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  }, [key]);
}
