/** Checks over translation catalogues (nested JSON objects of strings), used by the tests. */
export type Catalogue = { [key: string]: string | Catalogue };

/** Every string of a catalogue under its dotted key. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The key a language with one plural form (Burmese) needs for an English key: `x_one` and
 * `x_other` both become `x_other`.
 */
function singlePluralKey(key: string): string {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '_other') : key;
}

/** English keys with no non-empty translation, sorted. */
export function missingTranslations(english: Catalogue, translated: Catalogue): string[] {
  const have = flatten(translated);
  const missing = new Set<string>();
  for (const key of flatten(english).keys()) {
    const wanted = singlePluralKey(key);
    if (!have.get(wanted)?.trim()) missing.add(wanted);
  }
  return [...missing].sort();
}

function placeholders(text: string): string {
  const names = [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort().join();
}

/** Keys whose translation drops or invents an `{{interpolation}}`, sorted. */
export function placeholderMismatches(english: Catalogue, translated: Catalogue): string[] {
  const have = flatten(translated);
  const wrong = new Set<string>();
  for (const [key, text] of flatten(english)) {
    const theirs = have.get(singlePluralKey(key));
    if (theirs === undefined) continue;
    // `count` selects the plural form; a one-form language may leave it out of the text.
    const ours = theirs.includes('{{count') ? text : text.replace(/\{\{\s*count\s*\}\}/g, '');
    if (placeholders(ours) !== placeholders(theirs)) wrong.add(key);
  }
  return [...wrong].sort();
}
