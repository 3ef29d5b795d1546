import type { DiscoveryCandidate } from '@dating/shared';
import { useEffect } from 'react';
import { thumbUrl } from '../../../lib/media';

/**
 * The card photos to fetch ahead: every photo of the top card (a tap shows the next one) and the
 * first photo of the next few cards. Cards show thumbnails, so those are what is fetched.
 */
export function photosToPreload(queue: DiscoveryCandidate[], ahead = 3): string[] {
  const [top, ...rest] = queue;
  const urls = [...(top?.media.slice(1) ?? []), ...rest.slice(0, ahead).map((c) => c.media[0])];
  return [...new Set(urls.map(thumbUrl).filter((url): url is string => Boolean(url)))];
}

/** Starts loading the photos the deck shows next, so they appear at once. */
export function usePreloadPhotos(queue: DiscoveryCandidate[]) {
  const key = photosToPreload(queue).join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  }, [key]);
}
