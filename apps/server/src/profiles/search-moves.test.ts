import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { SEARCH_MOVES_PER_HOUR } from './search-moves.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PATCH /api/me search_location, hourly limit', () => {
  it(`allows ${SEARCH_MOVES_PER_HOUR} moves an hour, then answers 429 and changes nothing`, async () => {
    const member = await onboardedMember(t.app);
    const towns = ['Mandalay', 'Bago', 'Taunggyi', 'Mawlamyine'];
    for (const town of towns) {
      const res = await request(
        t.app,
        'PATCH',
        '/api/me',
        { search_location: town },
        { cookie: member.cookie },
      );
      expect(res.statusCode).toBe(200);
    }
    // Saving the same place again is not a move (other settings stay editable).
    const same = await request(
      t.app,
      'PATCH',
      '/api/me',
      { search_location: 'Mawlamyine', search_radius_km: 100 },
      { cookie: member.cookie },
    );
    expect(same.statusCode).toBe(200);

    const refused = await request(
      t.app,
      'PATCH',
      '/api/me',
      { search_location: 'Yangon', search_radius_km: 25 },
      { cookie: member.cookie },
    );
    expect(refused.statusCode).toBe(429);
    const error = refused.json().error;
    expect(error.code).toBe('SEARCH_LOCATION_RATE_LIMITED');
    expect(error.params.max).toBe(SEARCH_MOVES_PER_HOUR);
    expect(error.params.minutes).toBeGreaterThanOrEqual(59);
    expect(error.message).toMatch(/4 times an hour\. Try again in \d+ minutes/);

    const me = (
      await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie })
    ).json();
    expect(me.search_location).toMatch(/Mawlamyine/);
    expect(me.search_radius_km).toBe(100);
  });
});
