/**
 * Offline geocoder benchmark: gazetteer load time, memory it keeps, per-query latency of 100k
 * reverse and 100k forward lookups, and how often it is right over the whole MIMU town list
 * (every town by its English and Burmese name, points 0.5-2 km from every town).
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
  return { mean, p50: at(0.5), p99: at(0.99), max: at(1), hits, totalMs, count: inputs.length };
}

function report(label: string, r: ReturnType<typeof latencies>) {
  const us = (v: number) => `${v.toFixed(2)} µs`;
  console.log(
    `${label}: ${r.count} queries in ${r.totalMs.toFixed(0)} ms: mean ${us(r.mean)}, ` +
      `p50 ${us(r.p50)}, p99 ${us(r.p99)}, max ${us(r.max)}; answered ${((100 * r.hits) / r.count).toFixed(1)}%`,
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
settle();
const after = process.memoryUsage();

console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
console.log(
  `import ${importMs.toFixed(0)} ms (incl. the Zawgyi converter), gazetteer load ${loadMs.toFixed(0)} ms`,
);
console.log(
  `${gazetteer.towns.length} towns + ${gazetteer.places.length - gazetteer.towns.length} cities, ` +
    `${gazetteer.keys.length} search keys; after GC: gazetteer heap +${mb(after.heapUsed - imported.heapUsed)}, ` +
    `with the modules heap +${mb(after.heapUsed - before.heapUsed)}, RSS +${mb(after.rss - before.rss)}`,
);

const geocoder = createOfflineGeocoder();
const next = random(42);
type Place = (typeof gazetteer.places)[number];
const townOf = (place: Place) => place.city ?? place;

// Accuracy over the whole data.
const found = (text: string, want: string, field: 'name' | 'name_my') =>
  geocoder.search(text)?.[field] === want;
const byEnglish = gazetteer.places.filter((p) => found(p.name, townOf(p).name, 'name')).length;
const byBurmese = gazetteer.places.filter((p) =>
  found(p.nameMy, townOf(p).nameMy, 'name_my'),
).length;
const typoTowns = gazetteer.towns.filter((p) => p.name.replace(/\s*\(.*\)$/, '').length >= 5);
const byTypo = typoTowns.filter((p) => {
  const name = p.name.replace(/\s*\(.*\)$/, '');
  return found(name.slice(0, 3) + name.slice(4), townOf(p).name, 'name');
}).length;
const { converter } = await import('../apps/server/src/infra/text/zawgyi.js');
const byZawgyi = gazetteer.places.filter((p) =>
  found(converter.unicodeToZawgyi(p.nameMy), townOf(p).nameMy, 'name_my'),
).length;
let near = 0;
let nearTotal = 0;
for (const place of gazetteer.towns) {
  for (const km of [0.5, 1, 1.5, 2]) {
    for (let bearing = 0; bearing < 360; bearing += 45) {
      const b = (bearing * Math.PI) / 180;
      const lat = place.latitude + (km * Math.cos(b)) / 111.195;
      const lon =
        place.longitude +
        (km * Math.sin(b)) / (111.195 * Math.cos((place.latitude * Math.PI) / 180));
      nearTotal++;
      if (geocoder.reverse(lat, lon)?.city === townOf(place).name) near++;
    }
  }
}
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}% (${n}/${of})`;
console.log(
  `found by English name ${pct(byEnglish, gazetteer.places.length)}, by Burmese name ` +
    `${pct(byBurmese, gazetteer.places.length)}, by Zawgyi name ${pct(byZawgyi, gazetteer.places.length)}, ` +
    `with one letter dropped ${pct(byTypo, typoTowns.length)}; ` +
    `points 0.5-2 km from a town named after it ${pct(near, nearTotal)}`,
);

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

// Forward, by kind of text: names and aliases (Latin and Burmese) as typed, with case, spacing
// and ", Myanmar" noise, prefixes; then one-letter typos, Zawgyi and names that are nowhere.
const names = gazetteer.places.flatMap((p) => [p.name, p.nameMy, ...(ALIASES[p.name] ?? [])]);
const pick = () => names[Math.floor(next() * names.length)] as string;
const misses = ['Atlantis', 'Qwertyuiop', 'Bangkok', 'ဘန်ကောက်', 'ရန္ကုန္', 'မႏၲေလး'];
const named = Array.from({ length: QUERIES }, () => {
  const roll = next();
  const name = pick();
  if (roll < 0.6) return name;
  if (roll < 0.8) return `  ${name.toUpperCase()} , Myanmar `;
  return name.slice(0, Math.max(3, Math.ceil(name.length / 2)));
});
report(
  'search names',
  latencies(named, (text) => geocoder.search(text)),
);
const harder = Array.from({ length: QUERIES / 10 }, () => {
  const name = pick();
  return next() < 0.7 && name.length > 5
    ? name.slice(0, 3) + name.slice(4)
    : (misses[Math.floor(next() * misses.length)] as string);
});
report(
  'search typos/Zawgyi/misses',
  latencies(harder, (text) => geocoder.search(text)),
);
