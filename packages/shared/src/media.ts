// Photos are stored with a small WebP beside them (server infra/images): lists and cards show
// the thumbnail, and the full photo loads only when a profile is opened (issue #9 data budget).

/**
 * The thumbnail beside a stored photo: `/files/media/a/x.webp` → `/files/media/a/x_thumb.webp`
 * (the server falls back to the full image when a photo has none). Other URLs stay as they are.
 */
export function thumbUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith('/files/media/') || url.endsWith('_thumb.webp')) return url;
  const match = /^(.*)\.[a-z0-9]+$/i.exec(url);
  return match ? `${match[1]}_thumb.webp` : url;
}

/**
 * The device's Data saver setting (issue 34): in localStorage for the app, and as a cookie of
 * the same name ('1') so the server's /home shell draws the first card with the same photo.
 */
export const DATA_SAVER_STORAGE_KEY = 'data_saver';

/**
 * The photo a deck card shows: the 480 px thumbnail, or with Data saver the 320 px one
 * (`/files/media/a/x_small.webp`). The server answers either in AVIF, WebP or JPEG by the
 * browser's `Accept` (docs/decisions/036-less-data.md). Other URLs stay as they are.
 */
export function cardPhotoUrl(
  url: string | null | undefined,
  dataSaver = false,
): string | undefined {
  const thumb = thumbUrl(url);
  if (!dataSaver || !thumb?.startsWith('/files/media/') || !thumb.endsWith('_thumb.webp')) {
    return thumb;
  }
  return `${thumb.slice(0, -'_thumb.webp'.length)}_small.webp`;
}
