import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';
import type { Geocoder } from './geocoder.js';
import { geoRoutes } from './routes.js';

let t: TestApp;
let app: FastifyInstance;
let cookie: string;

const NORTH_TOWN = { city: 'North Town', city_my: 'မြောက်မြို့', township: 'North', region: 'Far' };
const SOMEWHERE = {
  name: 'Somewhere',
  name_my: 'တစ်နေရာ',
  township: 'Somewhere',
  region: 'Far',
  latitude: 1,
  longitude: 2,
};
/** Another geocoder, to show the routes use the one they are given. */
const stubGeocoder: Geocoder = {
  reverse: (lat) => (lat > 0 ? NORTH_TOWN : null),
  search: (text) => (text === 'Somewhere' ? SOMEWHERE : null),
};

beforeAll(async () => {
  // buildApp registers geoRoutes with the offline geocoder; a second copy under /stub gets a stub.
  t = await createTestApp({
    beforeReady: (app) => {
      app.register(geoRoutes, { prefix: '/stub', geocoder: stubGeocoder });
    },
  });
  app = t.app;
  ({ cookie } = await signUp(app));
});
afterAll(async () => t.close());

const get = (url: string, session: string | undefined = cookie) =>
  request(app, 'GET', url, undefined, session ? { cookie: session } : {});

describe('GET /api/geo/reverse', () => {
  it('needs a session', async () => {
    const res = await get('/api/geo/reverse?lat=16.7745&lon=96.1588', '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('names the town of the point in both scripts, with its township and region', async () => {
    const res = await get('/api/geo/reverse?lat=16.7745&lon=96.1588');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      city: 'Yangon',
      city_my: 'ရန်ကုန်',
      township: 'Kyauktada',
      region: 'Yangon',
    });
    const maungdaw = await get('/api/geo/reverse?lat=20.83&lon=92.37');
    expect(maungdaw.json()).toMatchObject({ city: 'Maungdaw', region: 'Rakhine' });
  });

  it.each([
    'lat=91&lon=96',
    'lat=-90.5&lon=96',
    'lat=16&lon=181',
    'lat=abc&lon=96',
    'lat=&lon=96',
    'lat=0x10&lon=96',
    'lon=96',
    'lat=16',
  ])('refuses %s with 400', async (query) => {
    const res = await get(`/api/geo/reverse?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 where no town is near, so the client falls back', async () => {
    const res = await get('/api/geo/reverse?lat=10&lon=90');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/geo/search', () => {
  it('needs a session', async () => {
    expect((await get('/api/geo/search?q=Yangon', '')).statusCode).toBe(401);
  });

  it('finds a town by any spelling, in either script', async () => {
    for (const q of ['Yangon', 'rangoon', 'ရန်ကုန်', 'ရန္ကုန္']) {
      const res = await get(`/api/geo/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json()).toEqual({
        name: 'Yangon',
        name_my: 'ရန်ကုန်',
        township: 'Bahan',
        region: 'Yangon',
        latitude: 16.80528,
        longitude: 96.15611,
      });
    }
  });

  it('finds a township of Yangon as a place of Yangon', async () => {
    const res = await get('/api/geo/search?q=Insein');
    expect(res.json()).toEqual({
      name: 'Yangon',
      name_my: 'ရန်ကုန်',
      township: 'Insein',
      region: 'Yangon',
      latitude: 16.90177,
      longitude: 96.09596,
    });
  });

  it('answers 404 LOCATION_NOT_FOUND with the spec message', async () => {
    const res = await get('/api/geo/search?q=%20Atlantis%20');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'LOCATION_NOT_FOUND',
        message: 'Could not find a location for "Atlantis". Please be more specific.',
        params: { text: 'Atlantis' },
      },
    });
  });

  it.each(['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`])('refuses %j with 400', async (query) => {
    const res = await get(`/api/geo/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('geo routes with another geocoder', () => {
  const getStub = (url: string) => get(`/stub${url}`);

  it('use the geocoder given in the options', async () => {
    expect((await request(app, 'GET', '/stub/api/geo/reverse?lat=1&lon=2')).statusCode).toBe(401);
    expect((await getStub('/api/geo/reverse?lat=1&lon=2')).json()).toEqual(NORTH_TOWN);
    expect((await getStub('/api/geo/reverse?lat=-1&lon=2')).statusCode).toBe(404);
    expect((await getStub('/api/geo/search?q=Somewhere')).json()).toEqual(SOMEWHERE);
    expect((await getStub('/api/geo/search?q=Yangon')).statusCode).toBe(404);
  });

  it('appear in the OpenAPI document', async () => {
    const doc = (await request(app, 'GET', '/api/openapi.json')).json();
    expect(doc.paths['/api/geo/reverse'].get.tags).toEqual(['geo']);
    expect(
      doc.paths['/api/geo/search'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['q']);
  });
});
