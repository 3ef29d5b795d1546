import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { converter } from '../infra/text/zawgyi.js';
import { ALIASES, CITIES } from './aliases.js';
import { buildGazetteer, loadGazetteer } from './gazetteer.js';
import { createOfflineGeocoder, distanceKm, townNameMy } from './geocoder.js';
import { looseKey, placeKeys } from './normalize.js';
import { type Place, readPlaces } from './places.js';
import { editDistance } from './search.js';

const geocoder = createOfflineGeocoder();
const { places, towns } = loadGazetteer();
const townOf = (place: Place) => place.city ?? place;
/** Names two places share cannot find both: only the name is asked of those. */
const shared = (names: string[]) =>
  new Set(names.filter((name, i) => names.indexOf(name) !== i).map((name) => name));
const sharedEnglish = shared(places.map((p) => placeKeys(p.name)[0] as string));
const sharedBurmese = shared(places.map((p) => placeKeys(p.nameMy)[0] as string));

/** The point `km` from a place on a bearing (flat-earth, fine at a few km). */
function offset(place: Place, km: number, bearingDegrees: number): [number, number] {
  const b = (bearingDegrees * Math.PI) / 180;
  const lat = place.latitude + (km * Math.cos(b)) / 111.195;
  const lon =
    place.longitude + (km * Math.sin(b)) / (111.195 * Math.cos((place.latitude * Math.PI) / 180));
  return [lat, lon];
}

describe('the MIMU data', () => {
  it('reads every row of both town lists, with 11 plain columns', () => {
    for (const file of ['townships.csv', 'townships-selfadmin.csv']) {
      const rows = readFileSync(new URL(`./mimu/${file}`, import.meta.url), 'utf8')
        .trim()
        .split('\n');
      for (const row of rows) {
        expect(row, file).not.toContain('"');
        expect(row.replace(/,\s*$/, '').split(','), row).toHaveLength(11);
      }
    }
    expect(towns).toHaveLength(491 + 34);
    expect(places).toHaveLength(525 + CITIES.length);
  });

  it('places every town in Myanmar with a region in both scripts', () => {
    for (const place of places) {
      expect(place.latitude, place.name).toBeGreaterThan(9.5);
      expect(place.latitude, place.name).toBeLessThan(28.6);
      expect(place.longitude, place.name).toBeGreaterThan(92.1);
      expect(place.longitude, place.name).toBeLessThan(101.2);
      expect(place.nameMy, place.name).toMatch(/^[\u1000-\u109f]/);
      expect(place.regionMy, place.name).toMatch(/^[\u1000-\u109f]/);
    }
    expect(new Set(places.map((p) => p.region)).size).toBe(15);
  });

  it('makes every city of its townships', () => {
    for (const city of CITIES) {
      const members = towns.filter((town) => town.city === city);
      expect(members.map((town) => town.township).sort(), city.name).toEqual(
        [...city.townships].sort(),
      );
    }
  });

  it('gives each alias to the place it is listed under', () => {
    const names = new Set(places.map((p) => p.name));
    for (const [name, aliases] of Object.entries(ALIASES)) {
      expect(names, name).toContain(name);
      for (const alias of aliases) {
        const found = geocoder.search(alias);
        const place = places.find((p) => p.name === name) as Place;
        expect(found?.name, alias).toBe(townOf(place).name);
        expect(found?.township, alias).toBe(place.township);
      }
    }
  });
});

describe('search over the whole data', () => {
  it('finds every town by its English name', () => {
    for (const place of places) {
      const found = geocoder.search(place.name);
      expect(found?.name, place.name).toBe(townOf(place).name);
      if (!sharedEnglish.has(placeKeys(place.name)[0] as string)) {
        expect(found?.township, place.name).toBe(place.township);
        expect(found?.region, place.name).toBe(place.region);
      }
    }
  });

  it('finds every town by its Burmese name, with and without မြို့', () => {
    for (const place of places) {
      for (const text of [place.nameMy, `${place.nameMy}မြို့`]) {
        const found = geocoder.search(text);
        expect(found?.name_my, text).toBe(townOf(place).nameMy);
        if (!sharedBurmese.has(placeKeys(place.nameMy)[0] as string)) {
          expect(found?.township, text).toBe(place.township);
        }
      }
    }
  });

  it('finds every town by its name typed in Zawgyi', () => {
    for (const place of places) {
      const zawgyi = converter.unicodeToZawgyi(place.nameMy);
      expect(geocoder.search(zawgyi)?.name_my, zawgyi).toBe(townOf(place).nameMy);
    }
  });

  it('finds a town with one typo in a name of 4+ letters', () => {
    let found = 0;
    let tried = 0;
    for (const place of towns) {
      const name = place.name.replace(/\s*\(.*\)$/, '');
      if (name.length < 5) continue;
      tried++;
      // Drop one letter in the middle.
      const typo = name.slice(0, 3) + name.slice(4);
      if (geocoder.search(typo)?.name === townOf(place).name) found++;
    }
    expect(found / tried).toBeGreaterThan(0.9);
  });

  it.each([
    ['Rangoon', 'Yangon', 'ရန်ကုန်'],
    ['ရန္ကုန္', 'Yangon', 'ရန်ကုန်'], // Zawgyi
    ['ရန်ကုန်မြို့', 'Yangon', 'ရန်ကုန်'],
    ['yangon, Myanmar', 'Yangon', 'ရန်ကုန်'],
    ['Pegu', 'Bago', 'ပဲခူး'],
    ['Moulmein', 'Mawlamyine', 'မော်လမြိုင်'],
    ['Maymyo', 'Pyinoolwin', 'ပြင်ဦးလွင်'],
    ['Pyin Oo Lwin', 'Pyinoolwin', 'ပြင်ဦးလွင်'],
    ['Bassein', 'Pathein', 'ပုသိမ်'],
    ['Akyab', 'Sittwe', 'စစ်တွေ'],
    ['Mergui', 'Myeik', 'မြိတ်'],
    ['Tavoy', 'Dawei', 'ထားဝယ်'],
    ['Pa-an', 'Hpa-An', 'ဘားအံ'],
    ['Hpa An', 'Hpa-An', 'ဘားအံ'],
    ['hpaan', 'Hpa-An', 'ဘားအံ'],
    ['Naypyitaw', 'Nay Pyi Taw', 'နေပြည်တော်'],
    ['Nay Pyi Taw', 'Nay Pyi Taw', 'နေပြည်တော်'],
    ['Nay-Pyi-Taw', 'Nay Pyi Taw', 'နေပြည်တော်'],
    ['Mandaly', 'Mandalay', 'မန္တလေး'], // a typo
    ['Myitkyna', 'Myitkyina', 'မြစ်ကြီးနား'],
    ['Mogok', 'Mogoke', 'မိုးကုတ်'],
    ['Taunggyi Town', 'Taunggyi', 'တောင်ကြီး'],
  ])('%s is %s', (text, name, nameMy) => {
    expect(geocoder.search(text)).toMatchObject({ name, name_my: nameMy });
  });

  it.each([
    ['Insein', 'Insein'],
    ['Sanchaung', 'Sanchaung'],
    ['Hlaing Tharyar', 'Hlaingtharya (East)'],
    ['North Okkalapa', 'North Okkalapa'],
    ['လှိုင်သာယာ', 'Hlaingtharya (East)'],
  ])('finds the Yangon township %s as a place of Yangon', (text, township) => {
    expect(geocoder.search(text)).toMatchObject({ name: 'Yangon', township, region: 'Yangon' });
  });

  it('ranks a whole-word match of a real town above the prefix of another', () => {
    expect(geocoder.search('Paung')).toMatchObject({ name: 'Paung', region: 'Mon' });
    expect(geocoder.search('Paungde')).toMatchObject({ name: 'Paungde', region: 'Bago' });
    expect(geocoder.search('Mawlamyin')?.name).toBe('Mawlamyine');
    expect(geocoder.search('Ye')).toMatchObject({ name: 'Ye', region: 'Mon' });
  });

  it.each(['Atlantis', 'Bangkok', ' , - ', 'Qwertyuiop', 'ab'])('finds nothing for %j', (text) => {
    expect(geocoder.search(text)).toBeNull();
  });
});

describe('reverse over the whole data', () => {
  it('names the town of a point within 2 km of it at least 90% of the time', () => {
    let right = 0;
    let total = 0;
    for (const place of towns) {
      for (const km of [0.5, 1, 1.5, 2]) {
        for (let bearing = 0; bearing < 360; bearing += 45) {
          const [lat, lon] = offset(place, km, bearing);
          const found = geocoder.reverse(lat, lon);
          total++;
          // An urban township's point is right when it names the township's city.
          if (found?.city === townOf(place).name) right++;
        }
      }
    }
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  });

  it('never names a foreign town inside the border: Maungdaw, not Teknāf', () => {
    const maungdaw = places.find((p) => p.name === 'Maungdaw') as Place;
    for (let bearing = 0; bearing < 360; bearing += 30) {
      const [lat, lon] = offset(maungdaw, 3, bearing);
      expect(geocoder.reverse(lat, lon)).toEqual({
        city: 'Maungdaw',
        city_my: 'မောင်တော',
        township: 'Maungdaw',
        region: 'Rakhine',
      });
    }
    // The strip along the Naf river, the border with Bangladesh.
    for (let lat = 20.3; lat <= 21.2; lat += 0.05) {
      const found = geocoder.reverse(lat, 92.45);
      expect(['Maungdaw', 'Buthidaung', 'Rathedaung'], `${lat}`).toContain(found?.township);
    }
  });

  it('answers a township and its city in Yangon, Mandalay and Nay Pyi Taw', () => {
    expect(geocoder.reverse(16.8039, 96.1373)).toMatchObject({
      city: 'Yangon',
      city_my: 'ရန်ကုန်',
      township: 'Sanchaung',
    });
    expect(geocoder.reverse(21.94, 96.095)).toMatchObject({
      city: 'Mandalay',
      township: 'Chanmyathazi',
    });
    expect(geocoder.reverse(19.77, 96.07)).toMatchObject({ city: 'Nay Pyi Taw' });
    expect(geocoder.reverse(19.736, 96.209)).toMatchObject({ city: 'Pyinmana' });
  });

  it('answers null far from every town and for impossible points', () => {
    expect(geocoder.reverse(10, 90)).toBeNull();
    expect(geocoder.reverse(13.75, 100.5)).toBeNull(); // Bangkok
    expect(geocoder.reverse(Number.NaN, 96)).toBeNull();
    expect(geocoder.reverse(91, 96)).toBeNull();
  });

  it('keeps its tables in under 10 MB of heap', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const source = readPlaces();
    gc();
    const before = process.memoryUsage().heapUsed;
    const built = buildGazetteer(source);
    gc();
    const kept = process.memoryUsage().heapUsed - before;
    expect(built.keys.length).toBeGreaterThan(1000);
    expect(kept).toBeLessThan(10 * 1024 * 1024);
  });

  it('answers in microseconds', () => {
    const started = performance.now();
    for (const place of towns) {
      geocoder.reverse(place.latitude + 0.01, place.longitude);
      geocoder.search(place.name);
      geocoder.search(place.nameMy);
    }
    // A generous bound for a busy test machine; bench/geo.ts measures properly.
    expect(((performance.now() - started) * 1000) / (3 * towns.length)).toBeLessThan(500);
  });
});

describe('helpers', () => {
  it('placeKeys drop case, spaces, hyphens, accents and "where" words', () => {
    expect(placeKeys('  Nay Pyi-Taw ')).toEqual(['naypyitaw']);
    expect(placeKeys('Yangon, Myanmar')).toEqual(['yangon', 'myanmar']);
    expect(placeKeys('Mandalay Region (Burma)')).toEqual(['mandalayregionburma', 'mandalay']);
    expect(placeKeys('ရန်ကုန်\u200bမြို့')).toEqual(['ရန်ကုန်မြို့', 'ရန်ကုန်']);
    expect(placeKeys(' , - ')).toEqual([]);
  });

  it('looseKey forgives romanization, not Burmese', () => {
    expect(looseKey('hlaingtharyar')).toBe(looseKey('hlaingthaya'));
    expect(looseKey('mogoke')).toBe(looseKey('mogok'));
    expect(looseKey('hpaan')).toBe(looseKey('paan'));
    expect(looseKey('ရန်ကုန်')).toBe('ရန်ကုန်');
  });

  it('editDistance counts edits and swaps, up to a limit', () => {
    expect(editDistance('mandalay', 'mandalay', 2)).toBe(0);
    expect(editDistance('mandaly', 'mandalay', 2)).toBe(1);
    expect(editDistance('mnadalay', 'mandalay', 2)).toBe(1);
    expect(editDistance('bago', 'yangon', 2)).toBe(3);
  });

  it('townNameMy gives the Burmese name of a profile city the gazetteer knows', () => {
    expect(townNameMy('Yangon')).toBe('ရန်ကုန်');
    expect(townNameMy('Rangoon')).toBe('ရန်ကုန်');
    expect(townNameMy('Hpa-An')).toBe('ဘားအံ');
    expect(townNameMy('Current Location')).toBeNull();
    expect(townNameMy('Bangkok')).toBeNull();
  });

  it('distanceKm is the great-circle distance', () => {
    expect(distanceKm(16.80528, 96.15611, 21.97473, 96.08359)).toBeCloseTo(575, -1);
  });
});
