import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Where tesseract.js reads its trained data: the @tesseract.js-data npm packages, never the
 * network. tesseract.js takes one folder (`langPath`) for all languages while each language is
 * its own package, so a private temporary folder links the chosen files together; a local path
 * (not a URL) makes the worker read the file from disk (worker-script/index.js of tesseract.js).
 */

export const OCR_LANGUAGES = ['eng', 'mya'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * '4.0.0_best_int': the LSTM-only "best" models, integerised; '4.0.0': the standard tessdata
 * (LSTM and legacy). docs/receipt-reading.md has the measured difference.
 */
export type OcrDataVariant = '4.0.0_best_int' | '4.0.0';

const require = createRequire(import.meta.url);

/** The gzipped trained data file of one language inside its npm package. */
export function trainedDataFile(language: OcrLanguage, variant: OcrDataVariant): string {
  const packageDir = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  return join(packageDir, variant, `${language}.traineddata.gz`);
}

/** A temporary folder holding links to the languages' files; `remove` deletes it. */
export function linkLanguageData(languages: readonly OcrLanguage[], variant: OcrDataVariant) {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-lang-'));
  for (const language of languages) {
    symlinkSync(trainedDataFile(language, variant), join(dir, `${language}.traineddata.gz`));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
