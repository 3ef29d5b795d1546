import sharp from 'sharp';

/**
 * 64-bit perceptual hash (pHash): the picture in grey at 32×32, its 2-D DCT, and one bit per
 * coefficient of the lowest 8×8 frequencies (above or below their median, the DC term left out).
 * Low frequencies survive resizing, recompression and a light crop; a mirrored copy is caught by
 * hashing the mirror too. Two pictures match when their hashes differ in at most
 * PHASH_MATCH_DISTANCE bits (bench/phash.ts measures the threshold; bench/RESULTS.md).
 */
export const PHASH_MATCH_DISTANCE = 12;

const SIZE = 32;
const LOW = 8;

/** cos((2x + 1) u π / 2N) for the first LOW frequencies, computed once. */
const COS = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

function hashOf(pixels: Float64Array): bigint {
  // Rows first (only LOW outputs each), then columns: 32·32·8 + 8·32·8 multiplications.
  const rows = new Float64Array(SIZE * LOW);
  for (let y = 0; y < SIZE; y++) {
    for (let u = 0; u < LOW; u++) {
      const c = COS[u] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIZE; x++) sum += (pixels[y * SIZE + x] as number) * (c[x] as number);
      rows[y * LOW + u] = sum;
    }
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v++) {
    const c = COS[v] as Float64Array;
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) sum += (rows[y * LOW + u] as number) * (c[y] as number);
      coefficients.push(sum);
    }
  }
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[31] as number;
  let hash = 0n;
  for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return BigInt.asIntN(64, hash); // a signed bigint: PostgreSQL's bigint
}

export type PerceptualHashes = { hash: bigint; mirror: bigint };

/** Below this spread of grey levels a picture is one flat colour: nothing identifies it. */
const FLAT_STDDEV = 3;

/**
 * The picture's hash and its mirror's (left-right), from any image sharp reads; null for a flat
 * picture, whose hash would be noise and would match every other flat picture.
 */
export async function perceptualHashes(data: Buffer): Promise<PerceptualHashes | null> {
  const raw = await sharp(data, { failOn: 'none' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const pixels = Float64Array.from(raw.subarray(0, SIZE * SIZE));
  const mean = pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
  const variance = pixels.reduce((sum, v) => sum + (v - mean) ** 2, 0) / pixels.length;
  if (Math.sqrt(variance) < FLAT_STDDEV) return null;
  const mirrored = new Float64Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      mirrored[y * SIZE + x] = pixels[y * SIZE + (SIZE - 1 - x)] as number;
    }
  }
  return { hash: hashOf(pixels), mirror: hashOf(mirrored) };
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}

/** Whether two pictures look the same, either way round. */
export function looksAlike(a: PerceptualHashes, b: PerceptualHashes): boolean {
  return (
    hammingDistance(a.hash, b.hash) <= PHASH_MATCH_DISTANCE ||
    hammingDistance(a.hash, b.mirror) <= PHASH_MATCH_DISTANCE
  );
}
