import sharp from 'sharp';

/**
 * Screenshots reach the OCR in one shape: grey, dark text on a light background (a dark-mode
 * screenshot is inverted), stretched to full contrast, and scaled to a common width. Phone
 * screens draw body text at a nearly fixed share of the screen width, so a common width puts
 * that text near 30 px high, where Tesseract's LSTM reads best; a 540 px JPEG and a 1440 px
 * PNG then read alike. Measured in docs/receipt-reading.md.
 */

export const OCR_TARGET_WIDTH = 1080;

export type PreparedImage = { data: Buffer; width: number; height: number };

export async function prepareForOcr(
  image: Buffer,
  targetWidth: number = OCR_TARGET_WIDTH,
): Promise<PreparedImage> {
  const input = () =>
    sharp(image, { limitInputPixels: 40_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale();
  const { channels } = await input().stats();
  const dark = (channels[0]?.mean ?? 255) < 128;
  let pipeline = input();
  if (dark) pipeline = pipeline.negate({ alpha: false });
  const { data, info } = await pipeline
    .resize({ width: targetWidth, kernel: 'lanczos3' })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
