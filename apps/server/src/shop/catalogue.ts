import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The bundled gift catalogue (docs/operations.md#start-up-data): original drawings in
 * `./art/*.svg`, rendered to WebP into the public `gift` bucket at start-up. Prices span 50 to
 * 10,000 coins.
 */
export type CatalogueGift = { slug: string; name: string; price: number };

export const GIFT_CATALOGUE: readonly CatalogueGift[] = [
  { slug: 'rose', name: 'Rose', price: 50 },
  { slug: 'tea-cup', name: 'Tea Cup', price: 100 },
  { slug: 'mohinga-bowl', name: 'Mohinga Bowl', price: 200 },
  { slug: 'chinlone-ball', name: 'Chinlone Ball', price: 300 },
  { slug: 'thanaka', name: 'Thanaka', price: 500 },
  { slug: 'lotus', name: 'Lotus', price: 800 },
  { slug: 'padauk-flower', name: 'Padauk Flower', price: 1000 },
  { slug: 'teddy-bear', name: 'Teddy Bear', price: 1500 },
  { slug: 'heart-box', name: 'Heart Box', price: 2500 },
  { slug: 'longyi', name: 'Longyi', price: 4000 },
  { slug: 'ruby-ring', name: 'Ruby Ring', price: 7500 },
  // Replaced the Golden Pagoda (a religious symbol as a flirting token): migration 0007.
  { slug: 'jasmine-garland', name: 'Jasmine Garland', price: 10000 },
];

/** Bump when the drawings change: public gift files are cached as immutable by their path. */
export const GIFT_ART_VERSION = 1;
export const GIFT_IMAGE_SIZE = 384;

const ART_DIR = path.join(import.meta.dirname, 'art');

/** Where a bundled gift's picture lives in the `gift` bucket. */
export const giftImagePath = (gift: CatalogueGift) =>
  `catalogue/${gift.slug}-v${GIFT_ART_VERSION}.webp`;

/** Renders a bundled drawing to a square WebP with a transparent background. */
export async function renderGiftImage(gift: CatalogueGift): Promise<Buffer> {
  const svg = await fs.readFile(path.join(ART_DIR, `${gift.slug}.svg`));
  return sharp(svg, { density: 144 })
    .resize(GIFT_IMAGE_SIZE, GIFT_IMAGE_SIZE, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer();
}
