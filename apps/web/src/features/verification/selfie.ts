import {
  KYC_IMAGE_MAX_SIDE_PX,
  KYC_JPEG_QUALITY,
  VERIFICATION_CHALLENGES,
  type VerificationChallenge,
} from '@dating/shared';

/** A selfie ready to send: JPEG (long side ≤ 1280 px, quality 0.9), its SHA-256 and a preview. */
export interface Selfie {
  blob: Blob;
  sha256: string;
  /** An object URL of `blob`, for the preview; release it with `releaseSelfie`. */
  url: string;
}

/** The chosen file could not be read as an image. */
export class NotAnImageError extends Error {}

/** The camera has not delivered a frame yet. */
export class CameraNotReadyError extends Error {}

/** Two different challenges out of the seven (docs/product.md#verification), at random. */
export function pickChallenges(
  random: () => number = Math.random,
): [VerificationChallenge, VerificationChallenge] {
  const pool = [...VERIFICATION_CHALLENGES];
  const first = pool.splice(Math.floor(random() * pool.length), 1)[0] as VerificationChallenge;
  const second = pool[Math.floor(random() * pool.length)] as VerificationChallenge;
  return [first, second];
}

/** Width and height scaled down (never up) so the long side is at most `maxSide`. */
export function fitInside(width: number, height: number, maxSide = KYC_IMAGE_MAX_SIDE_PX) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** SHA-256 (hex) of the bytes, with WebCrypto. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function encode(source: CanvasImageSource, width: number, height: number): Promise<Selfie> {
  const size = fitInside(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('JPEG encoding failed.'))),
      'image/jpeg',
      KYC_JPEG_QUALITY,
    ),
  );
  return { blob, sha256: await sha256Hex(blob), url: URL.createObjectURL(blob) };
}

/** The current frame of the camera preview, as a selfie. */
export async function selfieFromVideo(video: HTMLVideoElement): Promise<Selfie> {
  if (!video.videoWidth || !video.videoHeight) throw new CameraNotReadyError();
  return encode(video, video.videoWidth, video.videoHeight);
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new NotAnImageError());
    };
    image.src = url;
  });
}

/** A photo from the file picker (the fallback when there is no camera), as a selfie. */
export async function selfieFromFile(file: File): Promise<Selfie> {
  if (file.type && !file.type.startsWith('image/')) throw new NotAnImageError();
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      try {
        return await encode(bitmap, bitmap.width, bitmap.height);
      } finally {
        bitmap.close();
      }
    } catch {
      // Not decodable this way: try an <img> below.
    }
  }
  const image = await loadImage(file);
  return encode(image, image.naturalWidth, image.naturalHeight);
}

export function releaseSelfie(selfie: Selfie | null | undefined): void {
  // Not every environment can revoke (jsdom has no object URLs).
  if (selfie) URL.revokeObjectURL?.(selfie.url);
}
