import { readFileSync } from 'node:fs';
import { BURMESE_NAMES, CITIES, type City } from './aliases.js';

/**
 * The places of the gazetteer, read from the MIMU town list in mimu/ (every town of Myanmar,
 * 525 with the self-administered zones) plus the three cities made of urban townships.
 */

export type Place = {
  /** English name: the MIMU name without " Town" (or the city's name). */
  name: string;
  nameMy: string;
  township: string;
  district: string;
  /** State or region, English: "Bago", "Shan" (the MIMU halves such as "Bago (East)" joined). */
  region: string;
  regionMy: string;
  latitude: number;
  longitude: number;
  /** The city an urban township belongs to: the town a local names there. */
  city: City | null;
  /** Search order among places sharing a name or prefix: 0 city, 1 district seat, 2 township seat, 3 other town. */
  rank: number;
  /** Other names from the data itself (a bracketed second spelling). */
  variants: string[];
};

const DATA = new URL('./mimu/', import.meta.url);
/** Bracketed parts that tell townships apart, not a second spelling of the name. */
const PART_OF_NAME = /^(east|west|north|south|seikkan|pku|\d+)$/i;

function readCsv(file: string): string[][] {
  // The files have no quoted fields (geocoder.test.ts checks the column count of every row).
  return readFileSync(new URL(file, DATA), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.split(',').map((cell) => cell.trim()));
}

/** "Bago (East)" -> "Bago"; "Nay Pyi Taw" stays. */
const regionName = (mimu: string) => mimu.replace(/\s*\(.*\)$/, '');

/** A bracketed part that says which part of a place (Burmese): east, north, south, west, port. */
const PART_OF_NAME_MY = /ပိုင်း|ဆိပ်ကမ်း|[၀-၉]/;

/**
 * The name and the data's bracketed second spelling: "Manhlyoe (Manhero)" and
 * "(မန်ဟျိုး) မန်ဟီးရိုး" are two spellings, "Dagon Myothit (East)" is one name.
 */
function splitName(mimu: string): { name: string; variants: string[] } {
  const base = mimu.replace(/\s*Town$/i, '').trim();
  const bracket = /^(.*\S)\s*\(([^)]*)\)$/.exec(base) ?? /^\(([^)]*)\)\s*(\S.*)$/.exec(base);
  if (!bracket) return { name: base, variants: [] };
  const [outside, inside] = base.startsWith('(')
    ? [bracket[2] as string, bracket[1] as string]
    : [bracket[1] as string, bracket[2] as string];
  if (PART_OF_NAME.test(inside) || PART_OF_NAME_MY.test(inside))
    return { name: base, variants: [] };
  return { name: outside, variants: [inside] };
}

export function readPlaces(): Place[] {
  const regionsMy = new Map<string, string>();
  for (const [, name, nameMy] of readCsv('regions.csv'))
    regionsMy.set(name as string, nameMy as string);
  const cityOf = new Map<string, City>();
  for (const city of CITIES) for (const township of city.townships) cityOf.set(township, city);

  const towns: Place[] = [];
  for (const row of [...readCsv('townships.csv'), ...readCsv('townships-selfadmin.csv')]) {
    const [, regionMimu, , district, , township, code, nameMimu, nameMy, lon, lat] =
      row as string[];
    const { name, variants } = splitName(nameMimu as string);
    const burmese = splitName(nameMy as string);
    const region = regionName(regionMimu as string);
    const seat = (code as string).endsWith('701');
    const city = seat ? (cityOf.get(township as string) ?? null) : null;
    towns.push({
      name,
      nameMy: burmese.name || (BURMESE_NAMES[name] ?? ''),
      township: township as string,
      district: regionName(district as string),
      region,
      regionMy: regionsMy.get(region) ?? '',
      latitude: Number(lat),
      longitude: Number(lon),
      city,
      rank: seat && name === regionName(district as string) ? 1 : seat ? 2 : 3,
      variants: [...variants, ...burmese.variants],
    });
  }
  const cities = CITIES.map((city): Place => {
    const members = towns.filter((town) => town.city === city);
    const centre = nearest(members, city.latitude, city.longitude) as Place;
    return {
      name: city.name,
      nameMy: city.nameMy,
      township: centre.township,
      district: centre.district,
      region: city.region,
      regionMy: centre.regionMy,
      latitude: city.latitude,
      longitude: city.longitude,
      city: null,
      rank: 0,
      variants: [],
    };
  });
  return [...cities, ...towns];
}

/** The place nearest a point by a flat-earth distance (fine over a few kilometres). */
export function nearest(places: readonly Place[], latitude: number, longitude: number) {
  let best: Place | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  const cos = Math.cos((latitude * Math.PI) / 180);
  for (const place of places) {
    const d = (place.latitude - latitude) ** 2 + ((place.longitude - longitude) * cos) ** 2;
    if (d < bestD) {
      best = place;
      bestD = d;
    }
  }
  return best;
}
