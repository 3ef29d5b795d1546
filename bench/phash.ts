/**
 * Duplicate-photo detection (issue #16): how far apart (in bits of the 64-bit perceptual hash)
 * a picture and its reused copies are, and how close distinct pictures come, so the match
 * threshold (PHASH_MATCH_DISTANCE) sits between the two. Runs the server's own hash on the same
 * generated pictures as its test; prints the figures for bench/RESULTS.md. Exits 1 when a copy
 * is missed or more than 1 pair in 10,000 distinct pictures match at the chosen threshold.
 *
 *   node --import tsx bench/phash.ts [distinct pictures, default 400]
 */
import {
  generatedPicture,
  REUSE_EDITS,
} from '../apps/server/src/infra/images/generated-pictures.js';
import {
  hammingDistance,
  type PerceptualHashes,
  PHASH_MATCH_DISTANCE,
  perceptualHashes,
} from '../apps/server/src/infra/images/phash.js';

/** The generated pictures are never flat, so they always have hashes. */
async function hashed(data: Buffer): Promise<PerceptualHashes> {
  const hashes = await perceptualHashes(data);
  if (!hashes) throw new Error('a generated picture came out flat');
  return hashes;
}

const distinct = Number(process.argv[2] ?? 400);
const nearest = (a: PerceptualHashes, b: PerceptualHashes) =>
  Math.min(hammingDistance(a.hash, b.hash), hammingDistance(a.hash, b.mirror));

console.log(
  `Reused copies of 40 pictures: largest distance per edit (threshold ${PHASH_MATCH_DISTANCE})`,
);
let missed = 0;
for (const [edit, apply] of Object.entries(REUSE_EDITS)) {
  const distances: number[] = [];
  for (let seed = 1; seed <= 40; seed++) {
    const original = await generatedPicture(seed);
    distances.push(nearest(await hashed(original), await hashed(await apply(original))));
  }
  const over = distances.filter((d) => d > PHASH_MATCH_DISTANCE).length;
  missed += over;
  const sorted = distances.sort((a, b) => a - b);
  console.log(`  ${edit.padEnd(30)} median ${sorted[20]}  max ${sorted.at(-1)}  missed ${over}/40`);
}

const started = performance.now();
const hashes: PerceptualHashes[] = [];
for (let seed = 1000; seed < 1000 + distinct; seed++) {
  hashes.push(await hashed(await generatedPicture(seed, 160, 200)));
}
const hashMs = (performance.now() - started) / distinct;
const histogram = new Map<number, number>();
let pairs = 0;
let falseMatches = 0;
for (let i = 0; i < hashes.length; i++) {
  for (let j = i + 1; j < hashes.length; j++) {
    const d = nearest(hashes[i] as PerceptualHashes, hashes[j] as PerceptualHashes);
    histogram.set(d, (histogram.get(d) ?? 0) + 1);
    pairs++;
    if (d <= PHASH_MATCH_DISTANCE) falseMatches++;
  }
}
const low = [...histogram.keys()].sort((a, b) => a - b).slice(0, 6);
console.log(`\n${distinct} distinct pictures, ${pairs} pairs (either way round):`);
console.log(`  closest distances: ${low.map((d) => `${d} bits ×${histogram.get(d)}`).join(', ')}`);
console.log(
  `  false matches at ≤ ${PHASH_MATCH_DISTANCE} bits: ${falseMatches} (${((falseMatches / pairs) * 100).toFixed(4)}%)`,
);
console.log(`  hashing: ${hashMs.toFixed(1)} ms a picture (decode + 32×32 + DCT, both ways)`);
// The bar of phash.test.ts: at most one false match in 10,000 pairs.
process.exit(missed > 0 || falseMatches / pairs > 1 / 10_000 ? 1 : 0);
