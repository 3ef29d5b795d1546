// The OCR worker thread (engine.ts passes this file as tesseract.js's workerPath): tesseract.js's
// own Node worker script, at the lowest CPU priority (../threads/low-priority.cjs).
require('../threads/low-priority.cjs').lowerThreadPriority();
require(require.resolve('tesseract.js/src/worker-script/node/index.js'));
