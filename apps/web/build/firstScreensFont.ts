import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { FIRST_SCREENS_FONT, screens } from './publicShell.ts';

/**
 * The Burmese text of a visitor's first screens (the HTML's /, /signin and /signup, see
 * publicShell.ts) in Noto Sans Myanmar cut down to exactly its characters: a few KB, preloaded by
 * the shell script for Burmese readers. The first paint then has the full font's shapes and
 * sizes, so when the full font (48 KB a weight) and React's render follow, nothing on the screen
 * changes size: before, the tagline grew when the font swapped in, and Lighthouse took React's
 * larger copy for the largest paint (2.7 s instead of 0.7 s). index.css puts this family after
 * Noto Sans Myanmar, so it serves only until the full font is in.
 */
const NOTO = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@fontsource/noto-sans-myanmar/files',
);

/** The characters the Burmese first screens show (markup and entities taken out). */
export function firstScreensText(): string {
  const html = Object.values(screens('my')).join(' ');
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return [...new Set(text)].join('');
}

export function firstScreensFont(): Plugin {
  return {
    name: 'mingalar:first-screens-font',
    apply: 'build',
    async generateBundle() {
      const text = firstScreensText();
      for (const weight of [400, 700] as const) {
        const source = fs.readFileSync(
          path.join(NOTO, `noto-sans-myanmar-myanmar-${weight}-normal.woff2`),
        );
        const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
        this.emitFile({
          type: 'asset',
          fileName: FIRST_SCREENS_FONT(weight).slice(1),
          source: subset,
        });
      }
    },
  };
}
