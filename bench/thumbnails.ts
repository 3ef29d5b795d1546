/**
 * Photo thumbnails (issue #9): deck, likes, Spotlight and chat show the WebP thumbnail the
 * upload pipeline makes beside each photo; the target is at most 40 KB (40,000 bytes) each.
 * Runs the server's own pipeline (apps/server/src/infra/images) on photos of different kinds,
 * from a smooth phone picture to pure noise (the hardest case for a compressor), and prints the
 * full photo's and the thumbnail's size and the time taken. Exits 1 when a thumbnail is over.
 *
 *   node --import tsx bench/thumbnails.ts      (from the repository root)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { processUpload, THUMB_TARGET_BYTES } from '../apps/server/src/infra/images/images.js';

const root = path.resolve(import.meta.dirname, '..');

/** A deterministic pseudo-random byte stream (no Math.random: figures repeat run to run). */
function noiseBytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** Gradients and waves with some grain: roughly what a phone photo compresses like. */
function photoLike(width: number, height: number, grain: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const noise = noiseBytes(pixels.length, width + height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const jitter = ((noise[i] ?? 128) - 128) * grain;
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + jitter));
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + jitter));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + 60 * Math.sin(x / 40) * Math.cos(y / 55)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function pureNoise(width: number, height: number): Promise<Buffer> {
  return sharp(noiseBytes(width * height * 3, 7), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const samples: [string, () => Promise<Buffer>][] = [
  ['e2e fixture photo', async () => fs.readFileSync(path.join(root, 'e2e/fixtures/photo.jpg'))],
  ['smooth 3000x4000 (12 MP portrait)', () => photoLike(3000, 4000, 0)],
  ['grainy 4000x3000 (12 MP, night shot)', () => photoLike(4000, 3000, 0.6)],
  ['very grainy 1080x1920 (screenshot size)', () => photoLike(1080, 1920, 1)],
  ['pure noise 2000x1500 (worst case)', () => pureNoise(2000, 1500)],
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`thumbnail target: ${kb(THUMB_TARGET_BYTES)} (${THUMB_TARGET_BYTES} bytes)`);
console.log(
  'sample                                     upload      full WebP   thumb (px)          ms',
);
let over = 0;
for (const [name, make] of samples) {
  const upload = await make();
  const started = performance.now();
  const result = await processUpload(upload);
  const ms = performance.now() - started;
  const thumb = await sharp(result.thumb).metadata();
  if (result.thumb.length > THUMB_TARGET_BYTES) over += 1;
  console.log(
    [
      name.padEnd(42),
      kb(upload.length).padStart(10),
      kb(result.full.length).padStart(11),
      `${kb(result.thumb.length).padStart(9)} (${thumb.width}x${thumb.height})`.padEnd(20),
      ms.toFixed(0).padStart(6),
    ].join(' '),
  );
}
if (over > 0) {
  console.error(`${over} thumbnail(s) over ${THUMB_TARGET_BYTES} bytes`);
  process.exit(1);
}
