import { readFile } from 'node:fs/promises';
import { createFaceEngine } from '../../apps/server/src/infra/faces/index.js';
import {
  closeReceiptReader,
  readReceipt,
} from '../../apps/server/src/wallet/receipts/read-receipt.js';
import {
  receiptTestSet,
  renderReceipt,
} from '../../apps/server/src/wallet/receipts/test-set/index.js';

/**
 * Background analyses as the job queue runs them in the server's process (issue 33): one face
 * analysis after another on a portrait and one receipt reading after another on a rendered
 * screenshot, each engine in its worker thread (at the lowest CPU priority, as in production),
 * until stopped. Used by bench/swipes.ts (side `app-analysing`) and bench/discovery.ts
 * (BENCH_ANALYSES=1) to measure members' requests while analyses run.
 */
const faces = createFaceEngine();
type Done = { faces: number; receipts: number };
let analysing: { stop: boolean; done: Done; loops: Promise<void>[] } | null = null;

/** Starts the loops; resolves once both engines have loaded (model loading is not measured). */
export async function startAnalyses(): Promise<void> {
  const portrait = await readFile(
    new URL('../../apps/server/src/infra/faces/fixtures/grace-hopper.jpg', import.meta.url),
  );
  const [screenshot] = receiptTestSet();
  if (!screenshot) throw new Error('the receipt test set is empty');
  const receipt = await renderReceipt(screenshot);
  await Promise.all([faces.analyzeFaces(portrait), readReceipt(receipt)]);
  const state = { stop: false, done: { faces: 0, receipts: 0 }, loops: [] as Promise<void>[] };
  const loop = async (work: () => Promise<unknown>, key: keyof Done) => {
    while (!state.stop) {
      await work();
      state.done[key]++;
    }
  };
  state.loops = [
    loop(() => faces.analyzeFaces(portrait), 'faces'),
    loop(() => readReceipt(receipt), 'receipts'),
  ];
  analysing = state;
}

/** Stops the loops after their current item; answers how many of each ran. */
export async function stopAnalyses(): Promise<Done> {
  const state = analysing;
  analysing = null;
  if (!state) return { faces: 0, receipts: 0 };
  state.stop = true;
  await Promise.all(state.loops);
  return state.done;
}

/** Stops the engines' worker threads (they keep Node alive). */
export async function closeAnalyses(): Promise<void> {
  await stopAnalyses();
  await faces.close();
  await closeReceiptReader();
}

/** "n face analyses (x/s) and m receipt readings (y/s)" over `seconds`. */
export const describeAnalyses = (done: Done, seconds: number) =>
  `${done.faces} face analyses (${(done.faces / seconds).toFixed(1)}/s) and ${done.receipts} receipt readings (${(done.receipts / seconds).toFixed(1)}/s)`;
