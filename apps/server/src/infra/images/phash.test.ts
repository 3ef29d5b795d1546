import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedPicture, REUSE_EDITS } from './generated-pictures.js';
import {
  hammingDistance,
  looksAlike,
  type PerceptualHashes,
  PHASH_MATCH_DISTANCE,
  perceptualHashes,
} from './phash.js';

/** The generated pictures are never flat, so they always have hashes. */
async function hashed(data: Buffer): Promise<PerceptualHashes> {
  const hashes = await perceptualHashes(data);
  if (!hashes) throw new Error('a generated picture came out flat');
  return hashes;
}

describe('perceptual hash', () => {
  it('matches a picture resized, recompressed, re-encoded, lightly cropped or mirrored', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const original = await generatedPicture(seed);
      const hashes = await hashed(original);
      for (const [edit, apply] of Object.entries(REUSE_EDITS)) {
        const copy = await hashed(await apply(original));
        expect(looksAlike(hashes, copy), `seed ${seed}, ${edit}`).toBe(true);
      }
    }
  });

  it('matches at most 1 pair in 10,000 of 300 distinct pictures (44,850 pairs), either way round', async () => {
    const hashes: PerceptualHashes[] = [];
    for (let seed = 1000; seed < 1300; seed++) {
      hashes.push(await hashed(await generatedPicture(seed, 160, 200)));
    }
    let pairs = 0;
    let falseMatches = 0;
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        pairs++;
        if (looksAlike(hashes[i] as PerceptualHashes, hashes[j] as PerceptualHashes))
          falseMatches++;
      }
    }
    // Measured: 3 of these 44,850 pairs (bench/RESULTS.md#duplicate-photos); an admin looks.
    expect(falseMatches / pairs).toBeLessThanOrEqual(1 / 10_000);
  }, 120_000);

  it('fits PostgreSQL bigint, and mirroring changes the hash of an asymmetric picture', async () => {
    const { hash, mirror } = await hashed(await generatedPicture(7));
    expect(hash).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(hash).toBeLessThan(2n ** 63n);
    expect(hammingDistance(hash, mirror)).toBeGreaterThan(PHASH_MATCH_DISTANCE);
  });
});

describe('flat pictures', () => {
  it('have no hash: one flat colour identifies nothing', async () => {
    const flat = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    expect(await perceptualHashes(flat)).toBeNull();
  });
});
