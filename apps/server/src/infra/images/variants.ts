import sharp from 'sharp';
import type { Bucket, Storage, StoredStream } from '../storage/index.js';
import { THUMB_MAX_SIDE } from './images.js';

/**
 * Card photos in the format the browser takes (issue 34, docs/decisions/036-less-data.md): the
 * deck asks for `{stem}_thumb.webp` (480 px) or, with Data saver, `{stem}_small.webp` (320 px);
 * the files route answers AVIF, WebP or JPEG by the request's `Accept` (`Vary: Accept`), each
 * kept beside the photo as `{stem}_{size}.{avif|webp|jpg}` once made.
 */
export type CardSize = 'thumb' | 'small';
export type CardFormat = 'avif' | 'webp' | 'jpg';

export const CARD_SIDES: Readonly<Record<CardSize, number>> = {
  thumb: THUMB_MAX_SIDE,
  small: 320,
};

/**
 * Qualities that look alike across formats on phone photos (AVIF 45 at 4:2:0 ≈ WebP 72 ≈
 * JPEG 75 by eye; measured in docs/decisions/036-less-data.md); the small size is for Data
 * saver, so a notch lower.
 */
const QUALITY: Readonly<Record<CardSize, Record<CardFormat, number>>> = {
  thumb: { avif: 45, webp: 72, jpg: 75 },
  small: { avif: 40, webp: 55, jpg: 62 },
};

const CARD_PATH = /^(.+)_(thumb|small)\.webp$/;

/** `a/x_thumb.webp` → `{ stem: 'a/x', size: 'thumb' }`; null for any other path. */
export function cardPathOf(path: string): { stem: string; size: CardSize } | null {
  const match = CARD_PATH.exec(path);
  return match ? { stem: match[1] as string, size: match[2] as CardSize } : null;
}

export const cardVariantPath = (stem: string, size: CardSize, format: CardFormat) =>
  `${stem}_${size}.${format}`;

const CONTENT_TYPE: Readonly<Record<CardFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The format to answer with: AVIF or WebP only when the browser names it (Chrome, Firefox and
 * Safari 16+ do; `image/*` alone is no promise, older Safari sends it), JPEG for a browser that
 * names neither. No `Accept` at all (API clients, tools) keeps the stored WebP.
 */
export function negotiateCardFormat(accept: string | undefined): CardFormat {
  if (accept === undefined || accept.trim() === '') return 'webp';
  const named = (type: string) =>
    accept.split(',').some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      return name?.trim() === type && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    });
  if (named('image/avif')) return 'avif';
  if (named('image/webp')) return 'webp';
  return 'jpg';
}

/** Encodes a card variant from a (clean, already oriented) stored photo. */
export async function encodeCardVariant(
  source: Buffer,
  size: CardSize,
  format: CardFormat,
): Promise<Buffer> {
  const side = CARD_SIDES[size];
  const quality = QUALITY[size][format];
  const image = sharp(source).resize({
    width: side,
    height: side,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (format === 'avif')
    return image.avif({ quality, effort: 3, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'webp') return image.webp({ quality, effort: 4 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}

/** The stored photo a variant is made from: the full image, whatever its extension. */
async function sourceOf(storage: Storage, bucket: Bucket, stem: string): Promise<Buffer | null> {
  for (const ext of ['webp', 'jpg', 'png']) {
    const file = await storage.get(bucket, `${stem}.${ext}`);
    if (file) return file.data;
  }
  return null;
}

/** Variants being made in this process, by path: two viewers of a new card make it once. */
const making = new Map<string, Promise<boolean>>();

/**
 * Makes and stores the variant unless it is there already (photos uploaded before issue 34, or
 * before their variants job ran). False when the photo itself is gone.
 */
export function ensureCardVariant(
  storage: Storage,
  bucket: Bucket,
  stem: string,
  size: CardSize,
  format: CardFormat,
): Promise<boolean> {
  const path = cardVariantPath(stem, size, format);
  const running = making.get(path);
  if (running) return running;
  const work = (async () => {
    if (await storage.exists(bucket, path)) return true;
    const source = await sourceOf(storage, bucket, stem);
    if (!source) return false;
    await storage.put(
      bucket,
      path,
      await encodeCardVariant(source, size, format),
      CONTENT_TYPE[format],
    );
    return true;
  })().finally(() => making.delete(path));
  making.set(path, work);
  return work;
}

/** The variant as a stream, made first when missing; null when the photo is gone. */
export async function openCardVariant(
  storage: Storage,
  bucket: Bucket,
  stem: string,
  size: CardSize,
  format: CardFormat,
): Promise<StoredStream | null> {
  const path = cardVariantPath(stem, size, format);
  const stored = await storage.open(bucket, path);
  if (stored) return stored;
  if (!(await ensureCardVariant(storage, bucket, stem, size, format))) return null;
  return storage.open(bucket, path);
}

/** Every variant the deck may ask for, made ahead (after an upload, by a job). */
export async function makeCardVariants(storage: Storage, bucket: Bucket, stem: string) {
  for (const size of ['thumb', 'small'] as const) {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      // The upload already stored the 480 px WebP (its own ≤ 40 KB rule, images.ts).
      if (size === 'thumb' && format === 'webp') continue;
      await ensureCardVariant(storage, bucket, stem, size, format);
    }
  }
}

/** The job that makes a new photo's variants: `{ stem }` of its media path. */
export const CARD_VARIANTS_JOB = 'card-variants';
export type CardVariantsJob = { stem: string };

/** Removes the card variants of a stored photo (with the photo); no error when none. */
export async function removeCardVariants(storage: Storage, bucket: Bucket, path: string) {
  const stem = path.replace(/\.[a-z0-9]+$/i, '');
  for (const size of ['thumb', 'small'] as const) {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      // The 480 px WebP is the photo's own thumbnail: its owner removes it.
      if (size === 'thumb' && format === 'webp') continue;
      await storage.remove(bucket, cardVariantPath(stem, size, format));
    }
  }
}
