import sharp from 'sharp';

/** Long side of the placeholder image: enough for a blurred impression of the photo. */
export const PLACEHOLDER_SIDE = 16;
/** A placeholder never grows past this (a data URL inside every profile payload). */
export const PLACEHOLDER_MAX_CHARS = 600;

/**
 * A tiny blurred preview (LQIP) of an already processed photo, as a `data:image/webp;base64,...`
 * URL of a few hundred bytes: it travels inline with the photo's URL, so a card shows the
 * photo's colours the moment the JSON arrives, long before the photo itself on a slow link.
 */
export async function makePlaceholder(processed: Buffer): Promise<string> {
  for (const quality of [40, 20]) {
    const data = await sharp(processed)
      .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
      .blur(0.6)
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    const url = `data:image/webp;base64,${data.toString('base64')}`;
    if (url.length <= PLACEHOLDER_MAX_CHARS) return url;
  }
  // Never expected from a 16 px WebP; a photo without a placeholder still shows.
  return '';
}
