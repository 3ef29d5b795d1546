/**
 * Openers compared as a scam script is reused: the same words whatever the case, the numbers,
 * the spacing, the emoji and the punctuation (scripts change a name or an emoji, not the pitch).
 */
export function normalizeOpener(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Extended_Pictographic}|\ufe0f|[\u200b-\u200d\ufeff]/gu, '')
    .replace(/[\p{Nd}]/gu, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The character trigrams of a normalised text (a set: how near two texts are, below). */
export function trigrams(normalized: string): Set<string> {
  const padded = `  ${normalized} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Jaccard similarity of two trigram sets: 1 for the same text, near 0 for unrelated ones. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}
