// The face worker thread (started by engine.ts): @vladmandic/human on the tfjs WebAssembly
// backend, one thread, models and wasm binaries read from node_modules. Plain JavaScript so the
// same file runs from source (tsx, vitest) and from the built server (copied into dist/).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// Analyses wait for spare CPU: swipes and messages first (../threads/low-priority.cjs).
require('../threads/low-priority.cjs').lowerThreadPriority();
// Human's package exports map has no "./dist/..." keys, so resolve its main file and go beside it.
const humanMain = require.resolve('@vladmandic/human');
const humanWasm = humanMain.replace(/human\.node\.js$/, 'human.node-wasm.js');
const modelsUrl = pathToFileURL(humanMain.replace(/dist[/\\]human\.node\.js$/, 'models/')).href;
const wasmDir = require
  .resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')
  .replace(/[^/\\]+$/, '');

/** Longest side the image is analysed at (the budget is set at 640 px). */
const MAX_SIDE = 640;
/**
 * The picture goes to the detector centred on a black square this much larger than its long
 * side: the detector squashes a non-square input, and misses a face that fills the frame (a
 * close selfie, a cropped portrait) without a margin around it.
 */
const MARGIN = 0.3;

// tfjs fetches model files; here only file:// URLs are served, from disk. Anything else is refused,
// so a misconfigured path fails loudly instead of reaching for the network.
globalThis.fetch = async (url) => {
  const href = String(url instanceof Request ? url.url : url);
  if (!href.startsWith('file://')) throw new Error(`face worker: refusing to fetch ${href}`);
  return new Response(await readFile(fileURLToPath(href)), { status: 200 });
};

const config = {
  backend: 'wasm',
  modelBasePath: modelsUrl,
  wasmPath: wasmDir,
  // One thread: the analysis runs beside the web server on a small machine.
  flags: { WASM_HAS_MULTITHREAD_SUPPORT: false },
  debug: false,
  cacheModels: false,
  // Every photo is a new picture: no reuse of the previous frame's results.
  cacheSensitivity: 0,
  skipAllowed: false,
  warmup: 'none',
  filter: { enabled: false },
  gesture: { enabled: true },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    emotion: { enabled: true },
    description: { enabled: true },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  hand: { enabled: false, maxDetected: 2, minConfidence: 0.5 },
  body: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
};

let ready = null;

async function load() {
  const [{ Human }, { default: sharp }] = await Promise.all([
    import(pathToFileURL(humanWasm).href),
    import('sharp'),
  ]);
  const human = new Human(config);
  await human.load();
  return { human, sharp };
}

async function decode(sharp, image) {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = info.channels === 3 ? data : expandGrey(data, info.channels);
  const side = Math.round(Math.max(info.width, info.height) * (1 + MARGIN));
  const left = Math.floor((side - info.width) / 2);
  const top = Math.floor((side - info.height) / 2);
  const square = new Uint8Array(side * side * 3);
  const row = info.width * 3;
  for (let y = 0; y < info.height; y++) {
    square.set(rgb.subarray(y * row, (y + 1) * row), ((top + y) * side + left) * 3);
  }
  return { square, side, left, top, width: info.width, height: info.height };
}

async function analyze({ image, hands }) {
  ready ??= load();
  const { human, sharp } = await ready;
  const started = performance.now();
  const { square, side, left, top, width, height } = await decode(sharp, Buffer.from(image));
  const tensor = human.tf.tensor3d(square, [side, side, 3], 'int32');
  let result;
  try {
    result = await human.detect(tensor, { hand: { enabled: hands } });
  } finally {
    human.tf.dispose(tensor);
  }
  const faces = result.face.map((face, index) => ({
    // Back in the frame of the picture, without the margin.
    box: [face.box[0] - left, face.box[1] - top, face.box[2], face.box[3]].map(Math.round),
    score: face.score,
    embedding: Array.from(face.embedding ?? []),
    emotions: (face.emotion ?? []).map((e) => ({ emotion: e.emotion, score: e.score })),
    gestures: result.gesture.filter((g) => g.face === index).map((g) => g.gesture),
  }));
  const handGestures = result.gesture.filter((g) => 'hand' in g).map((g) => g.gesture);
  return {
    faces,
    hands: hands ? { count: result.hand.length, gestures: handGestures } : null,
    width,
    height,
    ms: Math.round(performance.now() - started),
  };
}

/** sharp gives one channel for a grey picture: repeat it as RGB. */
function expandGrey(data, channels) {
  const rgb = new Uint8Array((data.length / channels) * 3);
  for (let i = 0, j = 0; i < data.length; i += channels, j += 3) {
    rgb[j] = data[i];
    rgb[j + 1] = data[i];
    rgb[j + 2] = data[i];
  }
  return rgb;
}

parentPort?.on('message', async (message) => {
  if (message.type === 'memory') {
    parentPort.postMessage({ id: message.id, ok: true, result: process.memoryUsage() });
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, ok: true, result: await analyze(message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: String(error?.message ?? error) });
  }
});
