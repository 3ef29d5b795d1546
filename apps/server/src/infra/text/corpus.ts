import { readFileSync } from 'node:fs';

import { classifyMyanmarText, converter, toUnicodeText } from './zawgyi.js';

/*
 * The test corpora of corpus/ (sources in corpus/SOURCES.md) and the figures of issue 18 on
 * them: how much correct Unicode the server alters and how much Zawgyi it converts. Used by
 * zawgyi-corpus.test.ts (the targets) and bench/zawgyi.ts (the figures in bench/RESULTS.md).
 */

function lines(file: string): string[] {
  return readFileSync(new URL(`./corpus/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const MYANMAR = /[\u1000-\u109f]/;

function words(texts: string[]): string[] {
  return texts
    .flatMap((text) => text.split(/[\s\u104a\u104b]+/))
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((word) => MYANMAR.test(word));
}

export type Figure = { name: string; total: number; hits: number; examples: string[] };

/** Counts the items that hit; the examples are the failures (hits when `hitsFail`). */
function count(
  name: string,
  items: string[],
  hit: (item: string) => boolean,
  hitsFail = true,
): Figure {
  const hits = items.filter(hit);
  const failures = hitsFail ? hits : items.filter((item) => !hit(item));
  return { name, total: items.length, hits: hits.length, examples: failures.slice(0, 40) };
}

const altered = (text: string) => toUnicodeText(text) !== text;

export function unicodeFigures(): Figure[] {
  const unicodeTexts = [...lines('udhr_mya_unicode_src.txt'), ...lines('mmgov_unicode_out.txt')];
  return [
    count('Unicode names altered', lines('names-unicode.txt'), altered),
    count(
      'Unicode words altered',
      [...lines('words-unicode.txt'), ...words(unicodeTexts), ...words(lines('chat-unicode.txt'))],
      altered,
    ),
    count('Unicode sentences altered', [...unicodeTexts, ...lines('chat-unicode.txt')], altered),
    count('Shan paragraphs altered', lines('shan.txt'), altered),
    count('Mon paragraphs altered', lines('mon.txt'), altered),
    count("S'gaw Karen paragraphs altered", lines('sgaw-karen.txt'), altered),
    count('Pwo Karen paragraphs altered', lines('pwo-karen.txt'), altered),
    // Asking is no damage, but each question is a moment's doubt for the member.
    count('Unicode names asked about', lines('names-unicode.txt'), asked),
    count(
      'Unicode words asked about',
      [...lines('words-unicode.txt'), ...words(unicodeTexts), ...words(lines('chat-unicode.txt'))],
      asked,
    ),
    count(
      'Shan, Mon and Karen words asked about',
      words(['shan.txt', 'mon.txt', 'sgaw-karen.txt', 'pwo-karen.txt'].flatMap(lines)),
      asked,
    ),
  ];
}

const asked = (text: string) => classifyMyanmarText(text).kind === 'ambiguous';

export function zawgyiFigures(): Figure[] {
  // Names as a Zawgyi keyboard types them; a name spelt the same in both encodings has
  // nothing to convert and is left out.
  const names = lines('names-unicode.txt')
    .map((name) => ({ name, zawgyi: converter.unicodeToZawgyi(name) }))
    .filter(({ name, zawgyi }) => zawgyi !== name);
  const byName = new Map(names.map(({ name, zawgyi }) => [zawgyi, name]));
  const sentences = [...lines('udhr_mya_zawgyi_out.txt'), ...lines('mmgov_zawgyi_src.txt')].filter(
    (line) => MYANMAR.test(line),
  );
  const sentenceWords = words(sentences).filter((word) => converter.zawgyiToUnicode(word) !== word);
  return [
    count('Zawgyi names converted', [...byName.keys()], altered, false),
    count(
      'Zawgyi names converted to the exact name',
      [...byName.keys()],
      (zawgyi) => toUnicodeText(zawgyi) === byName.get(zawgyi),
      false,
    ),
    count(
      'Zawgyi names converted or asked about',
      [...byName.keys()],
      (zawgyi) => classifyMyanmarText(zawgyi).kind !== 'unicode',
      false,
    ),
    count('Zawgyi sentences converted', sentences, altered, false),
    count('Zawgyi words converted', sentenceWords, altered, false),
  ];
}

export function formatFigure({ name, total, hits }: Figure): string {
  const percent = total === 0 ? 0 : (100 * hits) / total;
  return `${name.padEnd(44)} ${String(hits).padStart(5)} / ${String(total).padEnd(5)} ${percent.toFixed(2)}%`;
}
