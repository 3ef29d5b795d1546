import { fileURLToPath } from 'node:url';
import type { Worker } from 'tesseract.js';
import { ANALYSIS_WORKER_IDLE_MS, idleRelease } from '../threads/idle-release.js';
import {
  linkLanguageData,
  OCR_LANGUAGES,
  type OcrDataVariant,
  type OcrLanguage,
} from './language-data.js';
import { prepareForOcr } from './preprocess.js';

/**
 * A text reader on CPU: one tesseract.js worker thread, created on the first request (a process
 * that never reads a screenshot never loads the 5 MB of models), fed one image at a time.
 * Language data comes from the @tesseract.js-data npm packages (language-data.ts).
 */

export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; box: OcrBox };
export type OcrLine = { text: string; confidence: number; box: OcrBox; words: OcrWord[] };

export type OcrResult = {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  lines: OcrLine[];
  /** Size of the image as read (after preprocessing), the frame of every box. */
  width: number;
  height: number;
};

export type OcrEngineOptions = {
  languages?: readonly OcrLanguage[];
  variant?: OcrDataVariant;
  /** Grey, contrast-stretched and scaled to a common width first (preprocess.ts). */
  preprocess?: boolean;
  /** The common width of preprocessing, OCR_TARGET_WIDTH unless measuring another. */
  width?: number;
  /** A started worker is ended after this long without a request (ANALYSIS_WORKER_IDLE_MS). */
  idleMs?: number;
};

export type OcrEngine = {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Whether the worker thread is running (false until the first request and after close). */
  readonly started: boolean;
  close(): Promise<void>;
};

type Started = { worker: Worker; removeData: () => void };

/** The resolution Tesseract assumes for a screenshot (its own fallback, so readings are as before). */
const SCREENSHOT_DPI = 70;

async function startWorker(languages: readonly OcrLanguage[], variant: OcrDataVariant) {
  const { createWorker, OEM } = await import('tesseract.js');
  const data = linkLanguageData(languages, variant);
  try {
    const worker = await createWorker([...languages], OEM.LSTM_ONLY, {
      langPath: data.dir,
      gzip: true,
      // 'none': neither read nor write a cache (tesseract.js would write beside the process).
      cacheMethod: 'none',
      workerBlobURL: false,
      // tesseract.js's own worker script, started at the lowest CPU priority.
      workerPath: fileURLToPath(new URL('./worker.cjs', import.meta.url)),
    });
    // Screenshots carry no resolution; Tesseract then guesses one, warns on stderr for every
    // picture ("Invalid resolution 25 dpi. Using 70 instead.") and reads at 70. Said here once.
    await worker.setParameters({ user_defined_dpi: String(SCREENSHOT_DPI) });
    return { worker, removeData: data.remove };
  } catch (error) {
    data.remove();
    throw error;
  }
}

type RawWord = { text: string; confidence: number; bbox: OcrBox };
type RawLine = { text: string; confidence: number; bbox: OcrBox; words: RawWord[] };
type RawPage = { blocks: Array<{ paragraphs: Array<{ lines: RawLine[] }> }> | null };

function linesOf(page: RawPage): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence,
        box: line.bbox,
        words: line.words.map((w) => ({ text: w.text, confidence: w.confidence, box: w.bbox })),
      })),
    ),
  );
}

export function createOcrEngine(options: OcrEngineOptions = {}): OcrEngine {
  // A started worker (and its language data) is ended after a quiet spell (idleMs).
  const idle = idleRelease(options.idleMs ?? ANALYSIS_WORKER_IDLE_MS, () => stop());
  const languages = options.languages ?? OCR_LANGUAGES;
  const variant = options.variant ?? '4.0.0_best_int';
  let starting: Promise<Started> | null = null;
  let started = false;
  // Requests run one after another on the single worker; a failed one does not stop the queue.
  let queue: Promise<unknown> = Promise.resolve();

  const ensureWorker = () => {
    if (!starting) {
      starting = startWorker(languages, variant).then(
        (s) => {
          started = true;
          return s;
        },
        (error) => {
          starting = null; // the next request tries again
          throw error;
        },
      );
    }
    return starting;
  };

  const run = async (image: Buffer): Promise<OcrResult> => {
    const prepared =
      options.preprocess === false
        ? await import('sharp').then(async ({ default: sharp }) => {
            const { width = 0, height = 0 } = await sharp(image).metadata();
            return { data: image, width, height };
          })
        : await prepareForOcr(image, options.width);
    const { worker } = await ensureWorker();
    const { data } = await worker.recognize(prepared.data, {}, { text: true, blocks: true });
    return {
      text: data.text,
      confidence: data.confidence,
      lines: linesOf(data as RawPage),
      width: prepared.width,
      height: prepared.height,
    };
  };

  const stop = async () => {
    // Queued readings finish first (on the worker they started), then the worker stops.
    await queue;
    const pending = starting;
    starting = null;
    started = false;
    const s = await pending?.catch(() => null);
    if (!s) return;
    await s.worker.terminate();
    s.removeData();
  };

  return {
    recognize(image) {
      idle.begin();
      const result = queue.then(() => run(image));
      queue = result.catch(() => undefined);
      void queue.then(() => idle.end());
      return result;
    },
    get started() {
      return started;
    },
    async close() {
      idle.cancel();
      await stop();
    },
  };
}
