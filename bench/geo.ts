/**
 * Offline geocoder benchmark: gazetteer load time, memory it keeps, and per-query latency of
 * 100k reverse and 100k forward lookups.
 *
 *   node --import tsx bench/geo.ts            (from the repository root)
 *   node --import tsx bench/geo.ts 20000      (fewer queries)
 */
import os from 'node:os';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

const QUERIES = Number(process.argv[2] ?? 100_000);
const WARM_UP = 1_000;

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const settle = () => {
  for (let i = 0; i < 3; i++) gc();
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function latencies<T>(inputs: T[], run: (input: T) => unknown) {
  for (let i = 0; i < Math.min(WARM_UP, inputs.length); i++) run(inputs[i] as T);
  const times = new Float64Array(inputs.length);
  let hits = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < inputs.length; i++) {
    const t0 = process.hrtime.bigint();
    if (run(inputs[i] as T) !== null) hits++;
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  times.sort();
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { mean, p50: at(0.5), p99: at(0.99), max: at(1), hits, totalMs };
}

function report(label: string, r: ReturnType<typeof latencies>) {
  const us = (v: number) => `${v.toFixed(2)} µs`;
  console.log(
    `${label.padEnd(8)} ${QUERIES} queries in ${r.totalMs.toFixed(0)} ms: mean ${us(r.mean)}, ` +
      `p50 ${us(r.p50)}, p99 ${us(r.p99)}, max ${us(r.max)}; answered ${((100 * r.hits) / QUERIES).toFixed(1)}%`,
  );
}

settle();
const before = process.memoryUsage();
const importStarted = performance.now();
// Imported here, not at the top, so the memory baseline is taken before the modules load.
const { loadGazetteer } = await import('../apps/server/src/geo/gazetteer.js');
const { createOfflineGeocoder } = await import('../apps/server/src/geo/geocoder.js');
const { ALIASES } = await import('../apps/server/src/geo/aliases.js');
const importMs = performance.now() - importStarted;
settle();
const imported = process.memoryUsage();

const loadStarted = performance.now();
const gazetteer = loadGazetteer();
const loadMs = performance.now() - loadStarted;
const peakRss = process.memoryUsage().rss;
settle();
const after = process.memoryUsage();

console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
console.log(`import ${importMs.toFixed(0)} ms, gazetteer load ${loadMs.toFixed(0)} ms`);
console.log(
  `kept ${gazetteer.towns.length} Myanmar towns + ${gazetteer.world.count} world cities; ` +
    `after GC: gazetteer heap +${mb(after.heapUsed - imported.heapUsed)}, ` +
    `with the modules heap +${mb(after.heapUsed - before.heapUsed)}, ` +
    `RSS +${mb(after.rss - before.rss)} (peak during load +${mb(peakRss - before.rss)})`,
);

const geocoder = createOfflineGeocoder();
const next = random(42);

// Reverse: 80% of points in Myanmar's bounding box, 20% anywhere on Earth.
const points = Array.from({ length: QUERIES }, () =>
  next() < 0.8
    ? [9.6 + next() * 18.9, 92.2 + next() * 9] // Myanmar bounding box
    : [next() * 180 - 90, next() * 360 - 180],
);
report(
  'reverse',
  latencies(points, ([lat, lon]) => geocoder.reverse(lat as number, lon as number)),
);

// Forward: names, aliases (Latin and Burmese), prefixes, messy spellings, world cities, misses.
const names = gazetteer.towns.flatMap((town) => [town.name, ...(ALIASES[town.sourceName] ?? [])]);
const world = ['Bangkok', 'Chiang Mai', 'Mae Sot', 'Kunming', 'Singapore', 'Dhaka', 'Tokyo'];
const misses = ['Atlantis', 'Qwertyuiop', 'Shan State', 'Hlaing Tharyar, Yangon Region'];
const texts = Array.from({ length: QUERIES }, () => {
  const roll = next();
  const name = names[Math.floor(next() * names.length)] as string;
  if (roll < 0.5) return name;
  if (roll < 0.65) return `  ${name.toUpperCase()} , Myanmar `;
  if (roll < 0.8) return name.slice(0, Math.max(3, Math.ceil(name.length / 2)));
  if (roll < 0.9) return world[Math.floor(next() * world.length)] as string;
  return misses[Math.floor(next() * misses.length)] as string;
});
report(
  'search',
  latencies(texts, (text) => geocoder.search(text)),
);
