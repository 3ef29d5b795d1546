/**
 * Face matching (issue 33): how alike the same person's photo and its edited copies are (mirror,
 * crop, low-quality recompression, brightness), against different people, so the link threshold
 * (FACE_MATCH_THRESHOLD) sits between the two; and the time and memory of one analysis at 640 px
 * on the one worker thread. Uses the fixtures named in apps/server/src/infra/faces/fixtures/README.md.
 * Exits 1 when a same-person pair scores under the threshold or a different-people pair over it.
 *
 *   node --import tsx bench/faces.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import { FACE_MATCH_THRESHOLD } from '@dating/shared';
import sharp from 'sharp';
import { createFaceEngine, faceSimilarity } from '../apps/server/src/infra/faces/index.js';

const fixtures = new URL('../apps/server/src/infra/faces/fixtures/', import.meta.url);

/** The edits a reused photo goes through: each yields a new JPEG. */
const EDITS: Record<string, (image: Buffer) => Promise<Buffer>> = {
  mirror: (image) => sharp(image).flop().jpeg().toBuffer(),
  'crop 85% centre': async (image) => crop(image, 0.85, 0.5),
  'crop 90% corner': async (image) => crop(image, 0.9, 0),
  'jpeg quality 25': (image) => sharp(image).jpeg({ quality: 25 }).toBuffer(),
  'brightness +30%': (image) => sharp(image).modulate({ brightness: 1.3 }).jpeg().toBuffer(),
  'brightness -30%': (image) => sharp(image).modulate({ brightness: 0.7 }).jpeg().toBuffer(),
};

async function crop(image: Buffer, share: number, anchor: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const w = Math.round(width * share);
  const h = Math.round(height * share);
  const left = Math.round((width - w) * anchor);
  const top = Math.round((height - h) * anchor);
  return sharp(image).extract({ left, top, width: w, height: h }).jpeg().toBuffer();
}

/** The person in a fixture: its name without a trailing photo number. */
const personOf = (file: string) => file.replace(/(-\d+)?\.jpg$/, '');
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `n ${s.length}  min ${s[0]?.toFixed(3)}  median ${quantile(s, 0.5).toFixed(3)}  max ${s.at(-1)?.toFixed(3)}`;
};
function histogram(values: number[]) {
  const buckets = new Map<number, number>();
  for (const v of values) {
    const b = Math.floor(v * 20) / 20;
    buckets.set(b, (buckets.get(b) ?? 0) + 1);
  }
  const most = Math.max(...buckets.values());
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([b, n]) =>
        `    ${b.toFixed(2)}-${(b + 0.05).toFixed(2)} ${'#'.repeat(Math.ceil((n * 50) / most))} ${n}`,
    )
    .join('\n');
}

type Sample = { person: string; photo: string; edit: string; embedding: number[] };

const engine = createFaceEngine();
const files = (await readdir(fixtures)).filter((f) => f.endsWith('.jpg')).sort();
const samples: Sample[] = [];
const times: number[] = [];
let firstCallMs = 0;
for (const file of files) {
  const original = await readFile(new URL(file, fixtures));
  const versions: Array<[string, Buffer]> = [['original', original]];
  for (const [edit, apply] of Object.entries(EDITS)) versions.push([edit, await apply(original)]);
  for (const [edit, image] of versions) {
    const started = performance.now();
    const { faces, ms } = await engine.analyzeFaces(image);
    if (samples.length === 0 && firstCallMs === 0) firstCallMs = performance.now() - started;
    else times.push(ms);
    const face = faces[0];
    if (!face) {
      console.log(`  no face found: ${file} (${edit})`);
      continue;
    }
    samples.push({ person: personOf(file), photo: file, edit, embedding: face.embedding });
  }
}
const memory = await engine.workerMemory();
await engine.close();

const same: number[] = [];
const samePhotoOther: string[] = [];
const different: number[] = [];
let closestDifferent = { score: -1, pair: '' };
for (let i = 0; i < samples.length; i++) {
  for (let j = i + 1; j < samples.length; j++) {
    const a = samples[i] as Sample;
    const b = samples[j] as Sample;
    const score = faceSimilarity(a.embedding, b.embedding);
    if (a.person !== b.person) {
      different.push(score);
      if (score > closestDifferent.score) {
        closestDifferent = { score, pair: `${a.photo} (${a.edit}) / ${b.photo} (${b.edit})` };
      }
    } else if (a.photo === b.photo && a.edit === 'original') same.push(score);
    else if (a.photo !== b.photo && a.edit === 'original' && b.edit === 'original') {
      samePhotoOther.push(`${a.photo} / ${b.photo}: ${score.toFixed(3)}`);
    }
  }
}

console.log(
  `${files.length} photos, ${new Set(samples.map((s) => s.person)).size} people, ${samples.length} faces analysed`,
);
console.log(`\nSame photo vs its edited copies (${Object.keys(EDITS).join(', ')}):`);
console.log(`  ${summary(same)}\n${histogram(same)}`);
console.log(
  `  sorted: ${[...same]
    .sort((a, b) => a - b)
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
console.log('\nSame person, another photo (not used for the threshold):');
for (const line of samePhotoOther) console.log(`  ${line}`);
console.log('\nDifferent people (every version against every version):');
console.log(`  ${summary(different)}\n${histogram(different)}`);
console.log(`  closest: ${closestDifferent.score.toFixed(3)} ${closestDifferent.pair}`);
const sortedTimes = [...times].sort((a, b) => a - b);
console.log(`\nThreshold FACE_MATCH_THRESHOLD = ${FACE_MATCH_THRESHOLD}`);
console.log(
  `\nTime per photo in the worker (decode + detect + describe, one thread): median ${quantile(sortedTimes, 0.5)} ms, p95 ${quantile(sortedTimes, 0.95)} ms, max ${sortedTimes.at(-1)} ms (${times.length} photos)`,
);
console.log(
  `First call, from the main thread, worker start and model load included: ${Math.round(firstCallMs)} ms`,
);
console.log(`Process rss with the models loaded: ${(memory.rss / 2 ** 20).toFixed(0)} MiB`);
const missed = same.filter((s) => s < FACE_MATCH_THRESHOLD).length;
const falseLinks = different.filter((s) => s >= FACE_MATCH_THRESHOLD).length;
console.log(
  `same-person pairs under the threshold: ${missed}; different-people pairs at or over it: ${falseLinks}`,
);
process.exit(missed > 0 || falseLinks > 0 ? 1 : 0);
