// Photos are made small on the device before they travel (issue #17): a 12 MP camera photo of
// 5-10 MB becomes a JPEG of a few hundred KB, so it uploads on a slow, costly mobile link and
// never hits the server's 10 MB limit. The server still re-encodes whatever arrives.

/** Long side of an uploaded photo; the server keeps at most this (infra/images PHOTO_MAX_SIDE). */
export const UPLOAD_MAX_SIDE = 1600;
/** JPEG quality of the re-encoded photo: every browser can encode JPEG (Safari has no WebP). */
export const UPLOAD_QUALITY = 0.85;
/** The server's limit (infra/images MAX_UPLOAD_BYTES). */
export const SERVER_MAX_BYTES = 10 * 1024 * 1024;
/** A photo already this small, in a format the server reads, is sent as it is. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const SERVER_FORMATS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const HEIC = /\.(heic|heif)$/i;

/** Why a photo cannot be sent: the server would refuse it, so it never leaves the device. */
export class PhotoRefused extends Error {
  constructor(readonly code: 'FILE_TOO_LARGE' | 'IMAGE_FORMAT_UNSUPPORTED') {
    super(code);
    this.name = 'PhotoRefused';
  }
}

export const isHeic = (file: File) =>
  /^image\/hei[cf]/i.test(file.type) || (!file.type && HEIC.test(file.name));

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/**
 * Decodes through createImageBitmap, EXIF orientation applied unless `oriented` is false (a
 * browser whose options predate 'from-image' refuses it); null when it cannot.
 */
async function decodeBitmap(file: File, oriented = true): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = oriented
      ? await createImageBitmap(file, { imageOrientation: 'from-image' })
      : await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  } catch {
    return null;
  }
}

/** Whether an <img> can say if it decoded a file (jsdom's cannot: it decodes nothing). */
const elementDecodes = () =>
  typeof Image === 'function' &&
  typeof Image.prototype?.decode === 'function' &&
  typeof URL.createObjectURL === 'function';

/** Decodes through an <img>; null when it cannot, or where nothing decodes (tests). */
async function decodeElement(file: File): Promise<Decoded | null> {
  if (!elementDecodes()) return null;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decodes with EXIF orientation applied; through <img> where createImageBitmap cannot. */
async function decode(file: File): Promise<Decoded | null> {
  // Older Safari decodes HEIC in <img> but not in createImageBitmap: that is tried next.
  return (await decodeBitmap(file)) ?? decodeElement(file);
}

/** The size a photo is drawn at: long side at most `maxSide`, never enlarged. */
export function fitInside(width: number, height: number, maxSide = UPLOAD_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function toJpeg(decoded: Decoded, width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a PNG with holes gets white, as the server's KYC path does.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.source, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_QUALITY));
}

/**
 * The file to upload for a picked photo: resized to at most 1,600 px and re-encoded as JPEG
 * (HEIC too, where the browser decodes it). A small photo in a format the server reads goes as
 * it is. Throws PhotoRefused for what the server could not take anyway.
 */
export async function preparePhoto(file: File): Promise<File> {
  const readable = SERVER_FORMATS.includes(file.type);
  const decoded = await decode(file);
  if (!decoded) {
    // Nothing here can read it: the server decides (it reads a few formats browsers do not).
    if (isHeic(file)) throw new PhotoRefused('IMAGE_FORMAT_UNSUPPORTED');
    if (file.size > SERVER_MAX_BYTES) throw new PhotoRefused('FILE_TOO_LARGE');
    return file;
  }
  try {
    const small = Math.max(decoded.width, decoded.height) <= UPLOAD_MAX_SIDE;
    if (readable && small && file.size <= SMALL_ENOUGH_BYTES) return file;
    const size = fitInside(decoded.width, decoded.height);
    const blob = await toJpeg(decoded, size.width, size.height);
    if (!blob) {
      if (file.size > SERVER_MAX_BYTES) throw new PhotoRefused('FILE_TOO_LARGE');
      return file;
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    decoded.close();
  }
}

/**
 * What a picked file is as a picture: `picture` (this browser opened it), `not-a-picture` (a
 * text file renamed .jpg, a truncated JPEG), `unsupported` (an iPhone HEIC nothing here opens,
 * which the server cannot read either), `unknown` (nothing here decodes that format: the server
 * decides, as for a TIFF).
 */
export type PictureCheck = 'picture' | 'not-a-picture' | 'unsupported' | 'unknown';

/** The formats every browser's createImageBitmap reads (and the server too). */
const BITMAP_FORMATS = /^image\/(jpeg|jpg|pjpeg|png|gif|webp)$/i;
const BITMAP_NAME = /\.(jpe?g|png|gif|webp)$/i;

/**
 * Decodes a picked file once to tell whether it is a picture, before it is previewed or sent
 * (issue 34). The app's one such check: the server refuses the same files, later.
 */
export async function checkPicture(file: File): Promise<PictureCheck> {
  if (file.type && !file.type.startsWith('image/')) return 'not-a-picture';
  // An SVG draws in <img> but is a document, not a picture (the server refuses it too).
  if (/^image\/svg/i.test(file.type)) return 'not-a-picture';
  const bitmap = await decodeBitmap(file, false);
  if (bitmap) {
    bitmap.close();
    return bitmap.width > 0 && bitmap.height > 0 ? 'picture' : 'not-a-picture';
  }
  const common = file.type ? BITMAP_FORMATS.test(file.type) : BITMAP_NAME.test(file.name);
  // Chromium draws the readable top of a truncated JPEG in <img>, but createImageBitmap
  // refuses it: for these formats its answer stands.
  if (common && typeof createImageBitmap === 'function') return 'not-a-picture';
  const element = await decodeElement(file);
  if (element) return element.width > 0 && element.height > 0 ? 'picture' : 'not-a-picture';
  if (isHeic(file)) return 'unsupported';
  if (typeof createImageBitmap !== 'function' && !elementDecodes()) return 'unknown';
  return common || !file.type ? 'not-a-picture' : 'unknown';
}
