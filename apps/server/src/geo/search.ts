import type { Gazetteer } from './gazetteer.js';
import { looseKey } from './normalize.js';
import type { Place } from './places.js';

/**
 * Name search over the gazetteer's keys, in tiers, each tried for every key of the text before
 * the next: whole name or alias; the same with looser romanization, or a whole word of a longer
 * name; the start of a name (best-ranked town first, then the shortest name); a name within a
 * typo or two. A whole-word match of a real town therefore always beats the prefix of another
 * ('Paung' is Paung, not Paungde). findName tries all but the last tier, findTypo the last.
 */

/** Prefix search needs this many characters (code points) in a key. */
const MIN_PREFIX_LENGTH = 3;

/** Typos forgiven: none in short keys, one from 4 characters, two from 8. */
const typoLimit = (key: string) => (key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0);

/** The strings one deleted character away from a key. */
function deletions(key: string, into: Set<string>): Set<string> {
  for (let i = 0; i < key.length; i++) into.add(key.slice(0, i) + key.slice(i + 1));
  return into;
}

/**
 * Symmetric-deletion index (as in SymSpell): each key and its one-character deletions -> the
 * positions of the keys in `keys`. Two keys one edit apart share an entry, so typo search looks
 * up a few dozen strings instead of comparing the text with every key.
 */
export function typoIndex(keys: readonly [string, Place][]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  keys.forEach(([key], position) => {
    for (const variant of deletions(key, new Set([key]))) {
      const list = index.get(variant);
      if (list) list.push(position);
      else index.set(variant, [position]);
    }
  });
  return index;
}

let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
let beforeRow = new Int32Array(64);

/** Edit distance with swaps of neighbours (optimal string alignment), capped at limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
    beforeRow = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previousRow[j] = j;
  for (let i = 1; i <= a.length; i++) {
    currentRow[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (previousRow[j] as number) + 1,
        (currentRow[j - 1] as number) + 1,
        (previousRow[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, (beforeRow[j - 2] as number) + 1);
      }
      currentRow[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [beforeRow, previousRow, currentRow] = [previousRow, currentRow, beforeRow];
  }
  return Math.min(previousRow[b.length] as number, limit + 1);
}

/** The best-ranked place with a key starting with `prefix` (binary search of the sorted keys). */
function byPrefix(g: Gazetteer, prefix: string): Place | undefined {
  const sorted = g.sortedKeys;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle]?.[0] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let i = low; i < sorted.length && sorted[i]?.[0].startsWith(prefix); i++) {
    best = Math.min(best, sorted[i]?.[1] as number);
  }
  return g.keys[best]?.[1];
}

export function findName(g: Gazetteer, keys: readonly string[]): Place | undefined {
  for (const key of keys) {
    const hit = g.exact.get(key);
    if (hit) return hit;
  }
  for (const key of keys) {
    const hit = g.loose.get(looseKey(key)) ?? g.words.get(key);
    if (hit) return hit;
  }
  for (const key of keys) {
    if ([...key].length < MIN_PREFIX_LENGTH) continue;
    const hit = byPrefix(g, key);
    if (hit) return hit;
  }
  return undefined;
}

export function findTypo(g: Gazetteer, keys: readonly string[]): Place | undefined {
  for (const key of keys) {
    const limit = typoLimit(key);
    if (limit === 0) continue;
    const variants = deletions(key, new Set([key]));
    // Two typos in a long name: also the text's two-character deletions (a missing letter plus
    // one more, or two extra letters).
    if (limit > 1) for (const once of [...variants]) deletions(once, variants);
    let best = -1;
    let bestDistance = limit + 1;
    for (const variant of variants) {
      for (const position of g.typo.get(variant) ?? []) {
        const d = editDistance(key, g.keys[position]?.[0] as string, limit);
        // Fewest edits first, then the best-ranked place (keys are in rank order).
        if (d < bestDistance || (d === bestDistance && d <= limit && position < best)) {
          best = position;
          bestDistance = d;
        }
      }
    }
    if (best >= 0) return g.keys[best]?.[1];
  }
  return undefined;
}
