/**
 * Deposit receipt reading (issue 33): per-field accuracy of the OCR + parser over the project's
 * receipt test set, the time per screenshot on one OCR worker (the first call, which loads the
 * models, apart), and the process memory with the worker loaded. Prints the figures for
 * bench/RESULTS.md; exits 1 below 95% of fields or above 5 s median per screenshot.
 *
 *   node --import tsx bench/receipts.ts [4.0.0_best_int | 4.0.0] [--raw] [--passes N]
 *
 * --raw skips the preprocessing (grey, contrast, common width) to measure what it brings.
 */
import { createOcrEngine, type OcrDataVariant } from '../apps/server/src/infra/ocr/index.js';
import { readReceipt } from '../apps/server/src/wallet/receipts/read-receipt.js';
import { renderedReceiptTestSet } from '../apps/server/src/wallet/receipts/test-set/index.js';
import { fieldsRight, SCORED_FIELDS } from '../apps/server/src/wallet/receipts/test-set/score.js';

const args = process.argv.slice(2);
const variant = (args.find((a) => a.startsWith('4.0.0')) ?? '4.0.0_best_int') as OcrDataVariant;
const raw = args.includes('--raw');
const passes = Number(args[args.indexOf('--passes') + 1] ?? 1) || 1;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

const renderStarted = performance.now();
const set = await renderedReceiptTestSet();
const renderMs = performance.now() - renderStarted;
const rssBefore = process.memoryUsage().rss;

const engine = createOcrEngine({ variant, preprocess: !raw });
const first = await readReceipt((set[0] as (typeof set)[number]).image, engine);
const rssLoaded = process.memoryUsage().rss;

const right = Object.fromEntries([...SCORED_FIELDS, 'receiverNumberWithMask'].map((f) => [f, 0]));
const times: number[] = [];
const misses: string[] = [];
let peakRss = rssLoaded;
for (let pass = 0; pass < passes; pass++) {
  for (const receipt of set) {
    const reading = await readReceipt(receipt.image, engine);
    times.push(reading.ms);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (pass > 0) continue;
    for (const [field, ok] of Object.entries(fieldsRight(reading.fields, receipt.truth))) {
      if (ok) right[field] = (right[field] ?? 0) + 1;
      else if (field !== 'receiverNumberWithMask') misses.push(`${receipt.name}.${field}`);
    }
  }
}
await engine.close();

const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const total = set.length * SCORED_FIELDS.length;
const exact = SCORED_FIELDS.reduce((sum, f) => sum + (right[f] ?? 0), 0);

console.log(`Receipt test set: ${set.length} screenshots rendered in ${renderMs.toFixed(0)} ms`);
console.log(`OCR: tesseract.js eng+mya ${variant}, ${raw ? 'no preprocessing' : 'preprocessed'}`);
console.log('Fields read exactly:');
for (const field of [...SCORED_FIELDS, 'receiverNumberWithMask']) {
  console.log(`  ${field.padEnd(24)} ${right[field]}/${set.length}`);
}
console.log(
  `  all fields               ${exact}/${total} = ${((100 * exact) / total).toFixed(1)}%`,
);
if (misses.length > 0) console.log(`  missed: ${misses.join(', ')}`);
console.log(`First call (worker start + model load + read): ${first.ms} ms`);
console.log(
  `Per screenshot over ${times.length} reads: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)} ms`,
);
console.log(
  `Process rss: ${mib(rssBefore)} before the worker, ${mib(rssLoaded)} with it loaded, peak ${mib(peakRss)}`,
);
process.exit(exact / total < 0.95 || at(0.5) > 5000 ? 1 : 0);
