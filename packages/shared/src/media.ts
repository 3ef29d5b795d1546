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
