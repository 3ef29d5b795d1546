import { isWellFormedMyanmarUnicode } from '../infra/text/unicode-syntax.js';
import { converter } from '../infra/text/zawgyi.js';
import { loadGazetteer } from './gazetteer.js';
import { looseKey, placeKeys } from './normalize.js';
import { nearest, type Place } from './places.js';
import { findName, findTypo } from './search.js';

/** The town a local names for a point, in both scripts, with its township and region. */
export type ReverseResult = { city: string; city_my: string; township: string; region: string };
/** A found place: its town (name, name_my), township, region and the place's own point. */
export type SearchResult = {
  name: string;
  name_my: string;
  township: string;
  region: string;
  latitude: number;
  longitude: number;
};

/** What the geo routes (and profiles) need; null means "no answer", never an error. */
export interface Geocoder {
  reverse(latitude: number, longitude: number): ReverseResult | null;
  search(text: string): SearchResult | null;
}

/**
 * Reverse lookups farther than this from every town answer null. The most remote corners of
 * Myanmar (the far north of Kachin) are within ~90 km of a town.
 */
export const MAX_REVERSE_KM = 100;
const MYANMAR_SCRIPT = /[\u1000-\u109f]/;

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The town of a place: an urban township's city, else the place itself. */
const townOf = (place: Place) => place.city ?? place;

export function searchResult(place: Place): SearchResult {
  const town = townOf(place);
  return {
    name: town.name,
    name_my: town.nameMy,
    township: place.township,
    region: place.region,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * The built-in geocoder (docs/architecture.md#places), from the gazetteer loaded on first use.
 *
 * reverse: the town whose centre is nearest the point (an urban township answers its city, with
 * the township), or null farther than MAX_REVERSE_KM from every town. Only Myanmar towns are
 * known, so a point inside the border is never named after a foreign city.
 *
 * search: the text's keys (placeKeys) by name, then, for Burmese text that is not well-formed
 * Unicode, the keys of its Zawgyi-to-Unicode conversion by name, then both with typos forgiven
 * (search.ts). Text that already matches is never converted.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    reverse(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
      const place = nearest(loadGazetteer().towns, latitude, longitude);
      if (!place) return null;
      if (distanceKm(latitude, longitude, place.latitude, place.longitude) > MAX_REVERSE_KM) {
        return null;
      }
      const town = townOf(place);
      return {
        city: town.name,
        city_my: town.nameMy,
        township: place.township,
        region: place.region,
      };
    },

    search(text) {
      const keys = placeKeys(text);
      if (keys.length === 0) return null;
      const g = loadGazetteer();
      const hit = findName(g, keys);
      if (hit) return searchResult(hit);
      if (!MYANMAR_SCRIPT.test(text)) {
        const typo = findTypo(g, keys);
        return typo ? searchResult(typo) : null;
      }
      // Converting takes ~0.5 ms, so Zawgyi is tried only when the text matched no name as it
      // is: first when it cannot be Unicode (Zawgyi's visual order breaks Unicode's syllable
      // rules), else only after no name was within a typo of it either.
      const zawgyi = () =>
        placeKeys(converter.zawgyiToUnicode(text)).filter((key) => !keys.includes(key));
      const surelyZawgyi = !isWellFormedMyanmarUnicode(text);
      const converted = surelyZawgyi ? zawgyi() : [];
      let fixed = findName(g, converted) ?? findTypo(g, keys) ?? findTypo(g, converted);
      if (!fixed && !surelyZawgyi) {
        const late = zawgyi();
        fixed = findName(g, late) ?? findTypo(g, late);
      }
      return fixed ? searchResult(fixed) : null;
    },
  };
}

let offline: Geocoder | undefined;

/** The process-wide offline geocoder (profiles geocode the search location with it). */
export function getOfflineGeocoder(): Geocoder {
  offline ??= createOfflineGeocoder();
  return offline;
}

/**
 * The Burmese name of the town a profile's city names (the English name reverse or search gave
 * it, or an alias), or null for a city the gazetteer does not know by that exact name.
 */
export function townNameMy(city: string): string | null {
  const g = loadGazetteer();
  for (const key of placeKeys(city)) {
    const place = g.exact.get(key) ?? g.loose.get(looseKey(key));
    if (place) return townOf(place).nameMy;
  }
  return null;
}
