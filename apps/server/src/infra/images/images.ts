import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../http/errors.js';

/** Largest upload accepted (multipart `limits.fileSize`). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoding refuses images above this many pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 80;
export const THUMB_MAX_SIDE = 480;
/** Issue #9: list and card thumbnails at most 40 KB (40,000 bytes, the stricter reading). */
export const THUMB_TARGET_BYTES = 40_000;
/**
 * KYC selfies (docs/product.md#verification): at most 1280 px on the long side, JPEG at quality
 * 0.9.
 */
export const KYC_MAX_SIDE = 1280;
export const KYC_QUALITY = 90;

/** Raster formats accepted, as sharp names them (AVIF and HEIC are both `heif`). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

export type ProcessedImage = {
  /** WebP, long side at most `maxSide`, oriented, no metadata. */
  full: Buffer;
  /** WebP, long side at most 480 px. */
  thumb: Buffer;
  width: number;
  height: number;
  /** SHA-256 (hex) of the original upload bytes. */
  sha256: string;
};

export type ProcessUploadOptions = { maxSide?: number; quality?: number; thumbMaxSide?: number };

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Recognises the accepted raster formats by their first bytes, before any decoder sees the data:
 * SVG, PDF, HTML or text renamed `.jpg` never reach sharp.
 */
export function sniffImageFormat(data: Buffer): string | null {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    const heif = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'];
    if (heif.includes(brand)) return 'heif';
  }
  return null;
}

/** HEIF brands whose pictures are HEVC-coded: iPhone photos (HEIC). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/**
 * An iPhone HEIC photo this build of sharp cannot decode: its libheif reads AVIF only (HEVC
 * is patent-encumbered), so such a photo gets a clear 'not supported' rather than 'not an image'.
 * Browsers that decode HEIC (Safari) convert it to JPEG before upload (apps/web lib/imageResize).
 */
export function isUndecodableHeic(data: Buffer): boolean {
  if (data.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  if (!HEVC_BRANDS.has(data.subarray(8, 12).toString('latin1'))) return false;
  return !sharp.format.heif.input.fileSuffix?.some((suffix) => /\.hei[cf]$/i.test(suffix));
}

/**
 * Opens an untrusted upload: sniffed format, decodable, within the pixel limit, first frame only.
 * Anything else is `IMAGE_REQUIRED` (400, 'Please upload an image file.').
 */
async function openImage(data: Buffer): Promise<Sharp> {
  if (!sniffImageFormat(data)) throw new AppError('IMAGE_REQUIRED');
  if (isUndecodableHeic(data)) throw new AppError('IMAGE_FORMAT_UNSUPPORTED');
  const image = sharp(data, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    pages: 1,
    sequentialRead: true,
  });
  try {
    const meta = await image.metadata();
    if (!ACCEPTED_FORMATS.has(meta.format)) throw new AppError('IMAGE_REQUIRED');
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw new AppError('IMAGE_REQUIRED');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_REQUIRED');
  }
  // Orientation from EXIF applied to the pixels; later outputs carry no metadata at all.
  return image.rotate();
}

/** Runs the last step; a decoder failure (truncated or corrupt data) is the uploader's fault. */
async function render(pipeline: Sharp) {
  try {
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('IMAGE_REQUIRED');
  }
}

const insideBox = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Photos (profile media, gift images, deposit proofs): decoded, rotated by EXIF orientation,
 * stripped of all metadata (EXIF, GPS, XMP; colours converted to sRGB), resized so the long side
 * is at most `maxSide` (default 1600) and re-encoded as WebP, plus a small WebP thumbnail.
 */
export async function processUpload(
  data: Buffer,
  options: ProcessUploadOptions = {},
): Promise<ProcessedImage> {
  const maxSide = options.maxSide ?? PHOTO_MAX_SIDE;
  const quality = options.quality ?? PHOTO_QUALITY;
  const image = await openImage(data);
  const full = await render(image.resize(insideBox(maxSide)).webp({ quality, effort: 4 }));
  const thumb = await makeThumb(full.data, options.thumbMaxSide ?? THUMB_MAX_SIDE);
  return {
    full: full.data,
    thumb,
    width: full.info.width,
    height: full.info.height,
    sha256: sha256Hex(data),
  };
}

/**
 * From the already clean full-size WebP; lowers the quality, and for the noisiest photos the
 * size, until it fits the target.
 */
async function makeThumb(full: Buffer, maxSide: number): Promise<Buffer> {
  const attempts: [side: number, quality: number][] = [
    [maxSide, 72],
    [maxSide, 60],
    [maxSide, 48],
    [maxSide, 36],
    [Math.round(maxSide * 0.75), 36],
    [Math.round(maxSide * 0.5), 30],
  ];
  let thumb = Buffer.alloc(0);
  for (const [side, quality] of attempts) {
    thumb = await sharp(full).resize(insideBox(side)).webp({ quality, effort: 4 }).toBuffer();
    if (thumb.length <= THUMB_TARGET_BYTES) break;
  }
  return thumb;
}

export type ProcessedJpeg = {
  data: Buffer;
  /** SHA-256 (hex) of the stored JPEG (`data`): what kyc_requests.avatar_sha256 records. */
  sha256: string;
  /** SHA-256 (hex) of the original upload bytes. */
  sourceSha256: string;
  width: number;
  height: number;
};

/** KYC images: oriented, metadata stripped, long side at most `maxSide`, baseline JPEG. */
export async function processJpeg(
  data: Buffer,
  maxSide = KYC_MAX_SIDE,
  quality = KYC_QUALITY,
): Promise<ProcessedJpeg> {
  const image = await openImage(data);
  const out = await render(
    image.resize(insideBox(maxSide)).flatten({ background: '#ffffff' }).jpeg({ quality }),
  );
  return {
    data: out.data,
    sha256: sha256Hex(out.data),
    sourceSha256: sha256Hex(data),
    width: out.info.width,
    height: out.info.height,
  };
}
