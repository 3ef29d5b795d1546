import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkPicture,
  fitInside,
  PhotoRefused,
  preparePhoto,
  UPLOAD_MAX_SIDE,
} from './imageResize';

/** A camera photo as the browser decodes it: 4000×3000 (12 MP). */
function stubDecoder(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  return close;
}

let drawn: { width: number; height: number } | null = null;
beforeEach(() => {
  drawn = null;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      fillRect: () => undefined,
      drawImage: () => {
        drawn = { width: this.width, height: this.height };
      },
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob([new Uint8Array(300_000)], { type: type ?? 'image/png' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fitInside', () => {
  it('brings the long side down to 1,600 px and never enlarges', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitInside(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('preparePhoto', () => {
  it('re-encodes a 12 MP camera photo as a JPEG with a 1,600 px long side', async () => {
    const close = stubDecoder(4000, 3000);
    const camera = new File([new Uint8Array(6_000_000)], 'IMG_0001.JPG', { type: 'image/jpeg' });
    const sent = await preparePhoto(camera);
    expect(drawn).toEqual({ width: UPLOAD_MAX_SIDE, height: 1200 });
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_0001.jpg');
    expect(sent.size).toBeLessThan(1_000_000);
    expect(close).toHaveBeenCalled();
  });

  it('converts a HEIC photo the browser can decode (Safari)', async () => {
    stubDecoder(3024, 4032);
    const heic = new File([new Uint8Array(2_000_000)], 'IMG_0002.HEIC', { type: 'image/heic' });
    const sent = await preparePhoto(heic);
    expect(sent.type).toBe('image/jpeg');
    expect(drawn).toEqual({ width: 1200, height: 1600 });
  });

  it('sends a small JPEG as it is', async () => {
    stubDecoder(900, 1200);
    const small = new File([new Uint8Array(200_000)], 'small.jpg', { type: 'image/jpeg' });
    expect(await preparePhoto(small)).toBe(small);
    expect(drawn).toBeNull();
  });

  it('refuses a HEIC photo nothing here can decode, and an undecodable file over the limit', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new Error('cannot decode');
      }),
    );
    vi.stubGlobal('Image', undefined);
    const heic = new File([new Uint8Array(100)], 'IMG_0003.heic', { type: '' });
    await expect(preparePhoto(heic)).rejects.toEqual(new PhotoRefused('IMAGE_FORMAT_UNSUPPORTED'));
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.tiff', { type: 'image/tiff' });
    await expect(preparePhoto(huge)).rejects.toEqual(new PhotoRefused('FILE_TOO_LARGE'));
    const tiff = new File([new Uint8Array(100)], 'scan.tiff', { type: 'image/tiff' });
    expect(await preparePhoto(tiff)).toBe(tiff);
  });
});

/** createImageBitmap that refuses every file, as Chromium does a truncated JPEG. */
const refusingBitmaps = () =>
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }),
  );

/** An <img> that draws whatever it is given, as Chromium draws the top of a truncated JPEG. */
function drawingImages() {
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      naturalWidth = 400;
      naturalHeight = 300;
      async decode() {}
    },
  );
}

describe('checkPicture', () => {
  const jpeg = (name = 'pay.jpg') => new File([new Uint8Array(50)], name, { type: 'image/jpeg' });

  it('takes a file the browser decodes', async () => {
    stubDecoder(720, 1280);
    expect(await checkPicture(jpeg())).toBe('picture');
  });

  it('refuses a file that is not typed as an image without decoding it', async () => {
    stubDecoder(720, 1280);
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    expect(await checkPicture(text)).toBe('not-a-picture');
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("trusts createImageBitmap's refusal of a JPEG over an <img> that draws part of it", async () => {
    refusingBitmaps();
    drawingImages();
    expect(await checkPicture(jpeg())).toBe('not-a-picture');
    // Named like a PNG, typed by nobody: the same.
    expect(await checkPicture(new File([new Uint8Array(50)], 'shot.png'))).toBe('not-a-picture');
  });

  it('refuses an SVG, which an <img> draws', async () => {
    drawingImages();
    const svg = new File(['<svg/>'], 'pay.svg', { type: 'image/svg+xml' });
    expect(await checkPicture(svg)).toBe('not-a-picture');
  });

  it('takes a HEIC that <img> decodes (Safari), and calls it unsupported where nothing does', async () => {
    refusingBitmaps();
    drawingImages();
    const heic = new File([new Uint8Array(50)], 'IMG_1.HEIC', { type: 'image/heic' });
    expect(await checkPicture(heic)).toBe('picture');
    vi.stubGlobal('Image', undefined);
    expect(await checkPicture(heic)).toBe('unsupported');
  });

  it('leaves to the server a format nothing here decodes, and everything where nothing decodes', async () => {
    refusingBitmaps();
    vi.stubGlobal('Image', undefined);
    const tiff = new File([new Uint8Array(50)], 'scan.tiff', { type: 'image/tiff' });
    expect(await checkPicture(tiff)).toBe('unknown');
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await checkPicture(jpeg())).toBe('unknown');
  });
});
