import { z } from 'zod';
import { type Gazetteer, gridColumn, gridRow, loadGazetteer, type Town } from './gazetteer.js';
import { placeKeys } from './normalize.js';

export type ReverseResult = { city: string };
export type SearchResult = { name: string; latitude: number; longitude: number };
type Awaitable<T> = T | Promise<T>;

/** What the geo routes (and profiles) need; null means "no answer", never an error. */
export interface Geocoder {
  reverse(latitude: number, longitude: number): Awaitable<ReverseResult | null>;
  search(text: string): Awaitable<SearchResult | null>;
}

/** The built-in geocoder answers synchronously. */
export interface OfflineGeocoder extends Geocoder {
  reverse(latitude: number, longitude: number): ReverseResult | null;
  search(text: string): SearchResult | null;
}

/** Reverse lookups farther than this from every known town answer null. */
export const MAX_REVERSE_KM = 100;
/**
 * Myanmar first: a foreign city is the answer only when it is less than this fraction of the
 * distance to the nearest Myanmar town. The world list is far denser than the 88 Myanmar towns,
 * so plain nearest would name Thai, Chinese or Indian towns for much of the border country.
 */
const FOREIGN_DISTANCE_FACTOR = 0.5;
/** Prefix search needs this many characters (code points) in a key. */
const MIN_PREFIX_LENGTH = 3;

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
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

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const townResult = (town: Town): SearchResult => ({
  name: town.name,
  latitude: town.latitude,
  longitude: town.longitude,
});

/** Index of the nearest world (non-Myanmar) city within maxKm, or -1. Grid cells of 1 degree. */
function nearestWorldCity(g: Gazetteer, lat: number, lon: number, maxKm: number): number {
  if (!(maxKm > 0)) return -1;
  const { cellStart, cellItems, latitudes, longitudes } = g.world;
  const dLat = maxKm / KM_PER_DEGREE;
  const cos = Math.cos(Math.min(90, Math.abs(lat) + dLat) * RADIANS);
  const dLon = cos > 1e-9 ? maxKm / (KM_PER_DEGREE * cos) : 180;
  const columns = dLon >= 179 ? 360 : Math.floor(lon + dLon) - Math.floor(lon - dLon) + 1;
  const firstColumn = dLon >= 179 ? 0 : gridColumn(lon - dLon);
  let best = -1;
  let bestKm = maxKm;
  for (let row = gridRow(lat - dLat); row <= gridRow(lat + dLat); row++) {
    for (let k = 0; k < Math.min(columns, 360); k++) {
      const cell = row * 360 + ((firstColumn + k) % 360);
      const end = cellStart[cell + 1] as number;
      for (let j = cellStart[cell] as number; j < end; j++) {
        const i = cellItems[j] as number;
        const km = distanceKm(lat, lon, latitudes[i] as number, longitudes[i] as number);
        if (km <= bestKm) {
          best = i;
          bestKm = km;
        }
      }
    }
  }
  return best;
}

/**
 * The built-in geocoder (docs/architecture.md#places), from the gazetteer loaded on first use.
 *
 * reverse: the nearest Myanmar town (haversine over the ~90 towns), unless a foreign city of
 * 15k+ people is much nearer (see FOREIGN_DISTANCE_FACTOR) - so members in Thailand or abroad
 * see their own city. Null when nothing is within MAX_REVERSE_KM.
 *
 * search: normalized keys (see placeKeys), then in order: exact Myanmar name or alias; Myanmar
 * name or alias starting with the text (3+ characters, most populous town first); exact name
 * of a world city of 100k+ people (most populous first). Null otherwise.
 */
export function createOfflineGeocoder(): OfflineGeocoder {
  return {
    reverse(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
      const g = loadGazetteer();
      let town: Town | undefined;
      let townKm = Number.POSITIVE_INFINITY;
      for (const candidate of g.towns) {
        const km = distanceKm(latitude, longitude, candidate.latitude, candidate.longitude);
        if (km < townKm) {
          town = candidate;
          townKm = km;
        }
      }
      const foreignLimit = Math.min(MAX_REVERSE_KM, townKm * FOREIGN_DISTANCE_FACTOR);
      const foreign = nearestWorldCity(g, latitude, longitude, foreignLimit);
      if (foreign >= 0) return { city: g.world.names[foreign] as string };
      return town && townKm <= MAX_REVERSE_KM ? { city: town.name } : null;
    },

    search(text) {
      const keys = placeKeys(text);
      if (keys.length === 0) return null;
      const g = loadGazetteer();
      for (const key of keys) {
        const town = g.townByKey.get(key);
        if (town) return townResult(town);
      }
      for (const key of keys) {
        if ([...key].length < MIN_PREFIX_LENGTH) continue;
        const hit = g.townKeys.find(([townKey]) => townKey.startsWith(key));
        if (hit) return townResult(hit[1]);
      }
      for (const key of keys) {
        const i = g.world.indexByKey.get(key);
        if (i !== undefined) {
          return {
            name: g.world.names[i] as string,
            latitude: round5(g.world.latitudes[i] as number),
            longitude: round5(g.world.longitudes[i] as number),
          };
        }
      }
      return null;
    },
  };
}

let offline: OfflineGeocoder | undefined;

/** The process-wide offline geocoder (profiles geocode the search location with it). */
export function getOfflineGeocoder(): OfflineGeocoder {
  offline ??= createOfflineGeocoder();
  return offline;
}

export type NominatimOptions = {
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent?: string;
  timeoutMs?: number;
  /** Accept-Language of the answers; English matches the offline names. */
  language?: string;
};

const nominatimReverseSchema = z.object({
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
    })
    .optional(),
});
const nominatimSearchSchema = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    name: z.string().optional(),
    display_name: z.string().optional(),
  }),
);

/**
 * An OpenStreetMap Nominatim backend (optional; the offline geocoder is the default): reverse
 * reads address.city, town or village; search takes the first hit. Any failure (network,
 * timeout, HTTP status, unexpected body) answers null, like "not found".
 */
export function createNominatimGeocoder(
  baseUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
  options: NominatimOptions = {},
): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const headers = {
    accept: 'application/json',
    'accept-language': options.language ?? 'en',
    'user-agent': options.userAgent ?? 'dating-mm-server/1.0 (geocoding)',
  };
  const timeoutMs = options.timeoutMs ?? 4000;

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    try {
      const response = await fetchImpl(`${base}/${path}?${new URLSearchParams(params)}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      return await response.json();
    } catch {
      return undefined;
    }
  }

  return {
    async reverse(latitude, longitude) {
      const body = nominatimReverseSchema.safeParse(
        await getJson('reverse', { format: 'json', lat: String(latitude), lon: String(longitude) }),
      );
      const address = body.success ? body.data.address : undefined;
      const city = (address?.city || address?.town || address?.village)?.trim();
      return city ? { city } : null;
    },

    async search(text) {
      const query = text.trim();
      if (!query) return null;
      const body = nominatimSearchSchema.safeParse(
        await getJson('search', { format: 'json', limit: '1', q: query }),
      );
      const hit = body.success ? body.data[0] : undefined;
      if (!hit || Math.abs(hit.lat) > 90 || Math.abs(hit.lon) > 180) return null;
      if (!Number.isFinite(hit.lat) || !Number.isFinite(hit.lon)) return null;
      const name = hit.name?.trim() || hit.display_name?.split(',')[0]?.trim() || query;
      return { name, latitude: hit.lat, longitude: hit.lon };
    },
  };
}
