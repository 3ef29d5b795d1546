import type { Bucket, Storage } from '../storage/index.js';
import { thumbPathOf } from '../storage/index.js';
import type { ProcessedImage } from './images.js';

/**
 * Stores a processed photo as `{stem}.webp` with its thumbnail `{stem}_thumb.webp` (thumbnail
 * first, so a visible photo always has one). `stem` is server-made, e.g.
 * `${userId}/${uniqueFileStem()}`. Returns the stored path (what the database keeps).
 */
export async function putProcessedImage(
  storage: Storage,
  bucket: Bucket,
  stem: string,
  image: Pick<ProcessedImage, 'full' | 'thumb'>,
): Promise<string> {
  const path = `${stem}.webp`;
  await storage.put(bucket, thumbPathOf(path), image.thumb, 'image/webp');
  await storage.put(bucket, path, image.full, 'image/webp');
  return path;
}

/** Removes a stored photo and its thumbnail; no error when already gone. */
export async function removeImage(storage: Storage, bucket: Bucket, path: string): Promise<void> {
  await storage.remove(bucket, path);
  await storage.remove(bucket, thumbPathOf(path));
}
