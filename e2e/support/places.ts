import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_RADIUS_MAX_KM } from '@dating/shared';
import { DATA_DIR } from './run';

/**
 * Where journey members live. Every journey shares one server and database, so a member left in
 * one journey's deck by another breaks it. `uniquePlace()` hands each call a point no other call
 * of the run got, far from every other such point and from Myanmar, so a deck (at most
 * SEARCH_RADIUS_MAX_KM round its viewer) only ever holds the members made with that one place.
 */

/**
 * The real towns the journeys name (the gazetteer's points). Their names label members' places;
 * their points are only for what must be real: a phone's reported position, a reverse lookup.
 * No journey puts deck members at these points (uniquePlace keeps away from Myanmar).
 */
export const TOWNS = {
  Yangon: { latitude: 16.8409, longitude: 96.1735 },
  Mandalay: { latitude: 21.9588, longitude: 96.0891 },
  Pathein: { latitude: 16.7792, longitude: 94.7321 },
  'Hpa-An': { latitude: 16.8906, longitude: 97.6333 },
  Lashio: { latitude: 22.9333, longitude: 97.75 },
  Loikaw: { latitude: 19.6742, longitude: 97.2093 },
  Hakha: { latitude: 22.6466, longitude: 93.605 },
  Myitkyina: { latitude: 25.3833, longitude: 97.3964 },
  Sittwe: { latitude: 20.1462, longitude: 92.8983 },
  Dawei: { latitude: 14.0823, longitude: 98.1915 },
  Taunggyi: { latitude: 20.7892, longitude: 97.0378 },
  Putao: { latitude: 27.3292, longitude: 97.4072 },
  Myeik: { latitude: 12.4333, longitude: 98.6 },
  Kawthaung: { latitude: 9.9833, longitude: 98.55 },
  Maungdaw: { latitude: 20.83, longitude: 92.37 },
} as const;

export type TownName = keyof typeof TOWNS;

/** What onboarding takes as a member's place: the town shown, and the point. */
export type Place = { city: TownName; latitude: number; longitude: number };

const KM_PER_DEGREE = 111.195;
/** A member's public point is their own moved by at most 2.95 km (docs/product.md#location-privacy). */
const PUBLIC_OFFSET_MAX_KM = 2.95;
/** Two places at least this far apart never meet in a deck, whatever its radius (50 km spare). */
const SPACING_KM = SEARCH_RADIUS_MAX_KM + PUBLIC_OFFSET_MAX_KM + 50;
/** Rows stop short of the poles. */
const LATITUDE_LIMIT = 60;
/** Myanmar's extent: every point of the gazetteer (a search location set by name) is inside. */
const MYANMAR = { south: 9.5, north: 28.6, west: 92.1, east: 101.2 };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Within a deck's reach of Myanmar (its box grown by SPACING_KM). */
function nearMyanmar({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  const grow = SPACING_KM / KM_PER_DEGREE;
  const growLongitude = grow / Math.cos(radians(MYANMAR.north + grow));
  return (
    latitude > MYANMAR.south - grow &&
    latitude < MYANMAR.north + grow &&
    longitude > MYANMAR.west - growLongitude &&
    longitude < MYANMAR.east + growLongitude
  );
}

/**
 * The grid: rows SPACING_KM apart (no two points of different rows are closer), each row cut
 * into equal steps of at least SPACING_KM, across the 180th meridian too.
 */
function grid(): { latitude: number; longitude: number }[] {
  const cells: { latitude: number; longitude: number }[] = [];
  const rowStep = SPACING_KM / KM_PER_DEGREE;
  for (let row = 0; -LATITUDE_LIMIT + row * rowStep <= LATITUDE_LIMIT; row += 1) {
    const latitude = -LATITUDE_LIMIT + row * rowStep;
    let count = Math.floor((360 * Math.cos(radians(latitude))) / rowStep);
    while (
      distanceKm({ latitude, longitude: 0 }, { latitude, longitude: 360 / count }) < SPACING_KM
    ) {
      count -= 1;
    }
    for (let i = 0; i < count; i += 1) {
      const cell = { latitude, longitude: -180 + (i * 360) / count };
      if (!nearMyanmar(cell)) cells.push(cell);
    }
  }
  return cells;
}

const CELLS = grid();
let next = 0;

/**
 * A place of its own for one journey's members, labelled `city` (shown on cards, in Burmese too).
 * Members made with the same place see each other; no one else comes near. A cell is taken by
 * creating its file in the run's data folder, so a worker that restarts after a failure (or any
 * other process of the run) never hands it out again.
 */
export function uniquePlace(city: TownName = 'Yangon'): Place {
  const dir = path.join(DATA_DIR, 'places');
  fs.mkdirSync(dir, { recursive: true });
  for (; next < CELLS.length; next += 1) {
    try {
      fs.writeFileSync(path.join(dir, String(next)), city, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    const cell = CELLS[next] as { latitude: number; longitude: number };
    next += 1;
    return { city, latitude: cell.latitude, longitude: cell.longitude };
  }
  throw new Error(`uniquePlace: all ${CELLS.length} places of this run are taken`);
}
