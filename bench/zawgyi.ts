/**
 * Zawgyi handling on the test corpora (apps/server/src/infra/text/corpus/, sources in its
 * SOURCES.md): how much correct Unicode the server alters, how much Zawgyi it converts, and how
 * long a check takes. Run from the repository root: node --import tsx bench/zawgyi.ts
 */
import { performance } from 'node:perf_hooks';
import {
  formatFigure,
  unicodeFigures,
  zawgyiFigures,
} from '../apps/server/src/infra/text/corpus.js';
import { toUnicodeText } from '../apps/server/src/infra/text/zawgyi.js';

const started = performance.now();
const figures = [...unicodeFigures(), ...zawgyiFigures()];
const elapsed = performance.now() - started;

console.log(`node ${process.version}`);
for (const figure of figures) {
  console.log(formatFigure(figure));
  for (const example of figure.examples.slice(0, 5))
    console.log(`    not as hoped: ${example.slice(0, 60)}`);
}

function microseconds(text: string): string {
  const rounds = 5_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) toUnicodeText(text);
  return `${(((performance.now() - t0) * 1000) / rounds).toFixed(1)} µs`;
}
console.log(`all corpora in ${elapsed.toFixed(0)} ms`);
console.log(
  `one call: Zawgyi sentence ${microseconds('ကၽြန္ေတာ္ ရန္ကုန္မွာ ေနပါတယ္ ပန္းခ်ီဆြဲရတာ ႀကိဳက္တယ္')}, ` +
    `Unicode sentence ${microseconds('ကျွန်တော် ရန်ကုန်မှာ နေပါတယ် ပန်းချီဆွဲရတာ ကြိုက်တယ်')}, ` +
    `Unicode name ${microseconds('သန္တာ')}, Latin ${microseconds('Tea and long walks')}`,
);
