// Writes public/fonts/myanmar-language-name.woff2: Noto Sans Myanmar Bold cut down to the
// glyphs of the language switch's "မြန်မာ" (about 1.5 KB instead of 48 KB), so an English
// reader's first visit does not download the whole Burmese font just to offer Burmese.
// Run after changing the name in locales/en/common.json: node apps/web/build/make-language-font.mjs
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const web = path.join(import.meta.dirname, '..');
const common = JSON.parse(fs.readFileSync(path.join(web, 'src/locales/en/common.json'), 'utf8'));
const name = common.language.names.my;
const source = fs.readFileSync(
  path.join(
    web,
    '../../node_modules/@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2',
  ),
);
const subset = await subsetFont(source, name, { targetFormat: 'woff2' });
fs.writeFileSync(path.join(web, 'public/fonts/myanmar-language-name.woff2'), subset);
console.log(`${name}: ${source.length} -> ${subset.length} bytes`);
