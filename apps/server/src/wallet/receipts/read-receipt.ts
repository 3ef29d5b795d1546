import { createOcrEngine, type OcrEngine } from '../../infra/ocr/index.js';
import { parseReceiptText, type ReceiptFields } from './parse.js';

export type ReceiptReading = {
  fields: ReceiptFields;
  /** The OCR text, kept for the admin who wants to see what the machine saw. */
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  /** Wall time of the reading (queue wait included), in milliseconds. */
  ms: number;
};

let shared: OcrEngine | null = null;

/** The process's receipt reader; creating it costs nothing, its worker starts on first use. */
export function receiptOcrEngine(): OcrEngine {
  shared ??= createOcrEngine();
  return shared;
}

/** Stops the shared reader's worker thread (at shutdown: a running worker keeps Node alive). */
export async function closeReceiptReader(): Promise<void> {
  const engine = shared;
  shared = null;
  await engine?.close();
}

/** OCR and parse one deposit screenshot, on the shared reader unless given another. */
export async function readReceipt(
  image: Buffer,
  engine: OcrEngine = receiptOcrEngine(),
): Promise<ReceiptReading> {
  const started = performance.now();
  const ocr = await engine.recognize(image);
  return {
    fields: parseReceiptText(ocr.text),
    text: ocr.text,
    confidence: ocr.confidence,
    ms: Math.round(performance.now() - started),
  };
}
