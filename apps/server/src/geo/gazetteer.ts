import { ALIASES } from './aliases.js';
import { foldText, looseKey, placeKeys } from './normalize.js';
import { type Place, readPlaces } from './places.js';
import { typoIndex } from './search.js';

/**
 * The offline gazetteer (docs/architecture.md#places): every town of Myanmar (places.ts) with
 * lookup tables built once per process (~600 places, well under 1 MB).
 *
 * Every name of a place gives keys (see placeKeys): its English and Burmese names, the name
 * without a bracketed part ("Dagon Myothit"), the data's bracketed second spelling, the
 * project's aliases and, for a township's seat, the township's name. A key several places share
 * belongs to the best-ranked one (city, then district seat, then township seat, then any town).
 */
export type Gazetteer = {
  /** Cities first, then the towns in the data's order. */
  places: Place[];
  /** The towns a point can belong to (the cities are made of their townships' towns). */
  towns: Place[];
  exact: Map<string, Place>;
  /** looseKey(key) -> place, for spellings that differ in vowels, doubled letters, aspirates. */
  loose: Map<string, Place>;
  /** A whole word of a longer name ("okkalapa" of "North Okkalapa") -> place. */
  words: Map<string, Place>;
  /** [key, place] of every key, best place first then shortest key. */
  keys: [string, Place][];
  /** [key, position in keys], sorted by key: prefix search. */
  sortedKeys: [string, number][];
  /** See typoIndex. */
  typo: Map<string, number[]>;
};

/** Words that say which part of a place, not which place. */
const WEAK_WORDS = new Set(['north', 'south', 'east', 'west', 'town', 'new', 'old', 'city']);
const MIN_WORD_LENGTH = 4;

/**
 * Every text a place is known by, in three tiers: a key of a higher tier never goes to a place
 * that only has it in a lower one (Pang Hkam keeps "panghkam", the second spelling of Pangsang).
 */
export function namesOf(place: Place): string[][] {
  const unbracketed = (text: string) => text.replace(/\s*\([^)]*\)\s*$/, '');
  const own = [place.name, place.nameMy].filter(Boolean);
  const other = [
    ...place.variants,
    ...(ALIASES[place.name] ?? []),
    unbracketed(place.name),
    unbracketed(place.nameMy),
  ];
  // A township is known by its seat's name; an urban township is a place of its city.
  const township = place.rank <= 2 && place.rank > 0 ? [place.township] : [];
  return [own, other, township];
}

let cached: Gazetteer | undefined;

/** The gazetteer, built on first use (a few milliseconds) and kept for the life of the process. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer(readPlaces());
  return cached;
}

export function buildGazetteer(places: Place[]): Gazetteer {
  // Stable sort: among equal ranks the data's order decides.
  const byRank = [...places].sort((a, b) => a.rank - b.rank);
  const exact = new Map<string, Place>();
  const loose = new Map<string, Place>();
  const words = new Map<string, Place>();
  const keys: [string, Place][] = [];
  const owned = new Map<Place, Set<string>>();
  for (let tier = 0; tier < 3; tier++) {
    for (const place of byRank) {
      const own = owned.get(place) ?? new Set<string>();
      owned.set(place, own);
      for (const name of namesOf(place)[tier] as string[]) {
        for (const key of placeKeys(name)) {
          if (!exact.has(key)) exact.set(key, place);
          if (!loose.has(looseKey(key))) loose.set(looseKey(key), place);
          if (!own.has(key)) keys.push([key, place]);
          own.add(key);
        }
        const parts = foldText(name)
          .split(/[\s\-()/,]+/)
          .filter(Boolean);
        if (parts.length < 2) continue;
        for (const word of parts) {
          if (word.length < MIN_WORD_LENGTH || WEAK_WORDS.has(word) || words.has(word)) continue;
          words.set(word, place);
        }
      }
    }
  }
  keys.sort((a, b) => a[1].rank - b[1].rank || a[0].length - b[0].length);
  return {
    places,
    towns: places.filter((place) => place.rank > 0),
    exact,
    loose,
    words,
    keys,
    sortedKeys: keys
      .map(([key], position): [string, number] => [key, position])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])),
    typo: typoIndex(keys),
  };
}
