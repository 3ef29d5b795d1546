import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  MAX_UPLOAD_BYTES,
  processJpeg,
  processUpload,
  sniffImageFormat,
  THUMB_TARGET_BYTES,
} from './images.js';

/** Left half red, right half blue, so orientation is visible in the pixels. */
async function twoColourJpeg(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
        left: half,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A photo-like image: smooth gradients with detail, larger than the photo limit. */
async function photoLike(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128 + 60 * Math.sin(x / 40) * Math.cos(y / 55);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

async function expectImageRequired(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('IMAGE_REQUIRED');
  expect((error as AppError).status).toBe(400);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('processUpload', () => {
  it('applies the EXIF orientation, then strips EXIF, GPS and every other metadata', async () => {
    const original = await sharp(await twoColourJpeg(400, 200))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1', ImageDescription: 'home' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '16/1 47/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '96/1 9/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('PhoneCam')).toBe(true);

    const result = await processUpload(original);
    for (const out of [result.full, result.thumb]) {
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.includes('PhoneCam')).toBe(false);
    }
    // Orientation 6 = turn 90° clockwise: 400x200 becomes 200x400, the red left half on top.
    expect([result.width, result.height]).toEqual([200, 400]);
    const { data } = await sharp(result.full).raw().toBuffer({ resolveWithObject: true });
    const top = [...data.subarray(0, 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(result.sha256).toBe(sha256(original));
  });

  it('resizes to 1600 px on the long side and makes a small thumbnail', async () => {
    const original = await photoLike(2400, 1800);
    const result = await processUpload(original);
    expect([result.width, result.height]).toEqual([1600, 1200]);
    const thumb = await sharp(result.thumb).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 360]);
    expect(result.thumb.length).toBeLessThanOrEqual(THUMB_TARGET_BYTES);
    expect(result.full.length).toBeGreaterThan(result.thumb.length);
  });

  it('keeps the thumbnail of even a pure-noise photo within the target size', async () => {
    const noise = Buffer.alloc(2000 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const original = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const result = await processUpload(original);
    expect(result.thumb.length).toBeLessThanOrEqual(THUMB_TARGET_BYTES);
    expect((await sharp(result.thumb).metadata()).format).toBe('webp');
  });

  it('never enlarges, and honours a custom maximum', async () => {
    const small = await processUpload(await twoColourJpeg(300, 100));
    expect([small.width, small.height]).toEqual([300, 100]);
    const custom = await processUpload(await photoLike(1000, 500), { maxSide: 512 });
    expect([custom.width, custom.height]).toEqual([512, 256]);
  });

  it('accepts PNG, WebP, GIF (first frame), AVIF and TIFF', async () => {
    const base = () =>
      sharp({ create: { width: 64, height: 48, channels: 4, background: '#0a0' } });
    const inputs = [
      await base().png().toBuffer(),
      await base().webp().toBuffer(),
      await base().gif().toBuffer(),
      await base().avif().toBuffer(),
      await base().tiff().toBuffer(),
    ];
    for (const input of inputs) {
      const result = await processUpload(input);
      expect([result.width, result.height]).toEqual([64, 48]);
      expect((await sharp(result.full).metadata()).format).toBe('webp');
    }
  });

  it('refuses anything that is not a decodable raster image', async () => {
    const jpeg = await twoColourJpeg(400, 300);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
        '<rect width="10" height="10"/></svg>',
    );
    const refused = [
      Buffer.from('This is a text file renamed to photo.jpg, not an image at all.\n'),
      Buffer.alloc(0),
      svg,
      Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), svg]),
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), // truncated
      Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(2000, 0x41)]), // JPEG magic, garbage body
    ];
    for (const input of refused) {
      await expectImageRequired(processUpload(input));
      await expectImageRequired(processJpeg(input));
    }
  });

  it('refuses a pixel bomb (more than 40 megapixels) without decoding it', async () => {
    const real = await sharp({
      create: { width: 8000, height: 5100, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 6 })
      .toBuffer();
    expect(real.length).toBeLessThan(MAX_UPLOAD_BYTES);
    // A tiny PNG whose header claims 50000 x 50000 pixels.
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const forged = Buffer.from(tiny);
    forged.writeUInt32BE(50_000, 16);
    forged.writeUInt32BE(50_000, 20);
    forged.writeUInt32BE(zlib.crc32(forged.subarray(12, 29)), 29);
    expect((await sharp(forged, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    for (const bomb of [real, forged]) {
      await expectImageRequired(processUpload(bomb));
      await expectImageRequired(processJpeg(bomb));
    }
  });

  it('sniffs the format from the first bytes', () => {
    expect(sniffImageFormat(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'))).toBe('heif');
    expect(sniffImageFormat(Buffer.from('\0\0\0\x18ftypisom\0\0\0\0', 'latin1'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('processJpeg (KYC)', () => {
  it('makes a JPEG of at most 1280 px without metadata, hashing the stored bytes', async () => {
    const original = await sharp(await photoLike(2000, 1500))
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    const result = await processJpeg(original);
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 960]);
    expect([result.width, result.height]).toEqual([1280, 960]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(result.sha256).toBe(sha256(result.data));
    expect(result.sourceSha256).toBe(sha256(original));
    // Same input, same output: identical selfies stay detectable by hash.
    expect((await processJpeg(original)).sha256).toBe(result.sha256);
  });

  it('flattens transparency onto white', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processJpeg(png, 1280, 90);
    const { data } = await sharp(result.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });
});
