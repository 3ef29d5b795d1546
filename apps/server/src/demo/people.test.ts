import {
  ageFromBirthdate,
  onboardingRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { demoPeople, demoPerson } from './people.js';

const TODAY = new Date('2026-03-15T08:00:00Z');

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

describe('demo people', () => {
  it('is deterministic: member n is always the same person', () => {
    expect(demoPeople(1, 300, TODAY)).toEqual(demoPeople(1, 300, TODAY));
    expect(demoPerson(42, TODAY)).toEqual(demoPeople(40, 5, TODAY)[2]);
    expect(demoPerson(1, TODAY)).not.toEqual(demoPerson(2, TODAY));
  });

  it('passes the onboarding rules (zod schema of the real onboarding step)', () => {
    for (const p of demoPeople(1, 300)) {
      const parsed = onboardingRequestSchema.safeParse({
        terms_accepted: true,
        first_name: p.firstName,
        birthdate: p.birthdate,
        gender: p.gender,
        pronouns: p.pronouns,
        show_gender: p.showGender,
        sexuality: p.sexuality,
        interested_in: p.interestedIn,
        relationship_intention: p.relationshipIntention,
        media: ['x/photo.webp'],
        bio: p.bio,
        latitude: p.latitude,
        longitude: p.longitude,
        city: p.city,
      });
      expect(parsed.error?.issues ?? [], `${p.username} ${JSON.stringify(p)}`).toEqual([]);
      expect(p.ageMin).toBeGreaterThanOrEqual(18);
      expect(p.ageMax).toBeGreaterThanOrEqual(p.ageMin);
      expect(p.username).toMatch(USERNAME_PATTERN);
      expect(p.username.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
      expect(p.photoCount).toBeGreaterThanOrEqual(1);
      expect(p.photoCount).toBeLessThanOrEqual(4);
    }
  });

  it('gives the intended age (18 to 45) on any day, leap days included', () => {
    for (const today of [
      TODAY,
      new Date('2024-02-29T23:59:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    ]) {
      for (const p of demoPeople(1, 300, today)) {
        expect(ageFromBirthdate(p.birthdate, today)).toBe(p.age);
        expect(p.age).toBeGreaterThanOrEqual(18);
        expect(p.age).toBeLessThanOrEqual(45);
      }
    }
  });

  it('has a realistic mix: places, genders, preferences, ages, boosts', () => {
    const people = demoPeople(1, 300, TODAY);
    const share = (f: (p: (typeof people)[number]) => boolean) =>
      people.filter(f).length / people.length;
    expect(share((p) => p.city === 'Yangon' || p.city === 'Mandalay')).toBeGreaterThan(0.72);
    expect(new Set(people.map((p) => p.city)).size).toBe(7);
    for (const p of people) {
      const centres: Record<string, [number, number]> = {
        Yangon: [16.84, 96.17],
        Mandalay: [21.97, 96.08],
      };
      const centre = centres[p.city];
      if (centre) {
        expect(distanceKm(p.latitude, p.longitude, centre[0], centre[1])).toBeLessThanOrEqual(25.1);
      }
    }
    expect(share((p) => p.gender === 'Woman')).toBeGreaterThan(0.4);
    expect(share((p) => p.gender === 'Man')).toBeGreaterThan(0.4);
    const opposite = (p: (typeof people)[number]) =>
      p.interestedIn.length === 1 &&
      p.interestedIn[0] !== p.gender &&
      p.interestedIn[0] !== 'Everyone';
    expect(share(opposite)).toBeGreaterThan(0.6);
    expect(share((p) => p.interestedIn.includes('Everyone'))).toBeGreaterThan(0.03);
    expect(
      share((p) => p.interestedIn.length === 1 && p.interestedIn[0] === p.gender),
    ).toBeGreaterThan(0.03);
    expect(share((p) => p.age < 30)).toBeGreaterThan(0.5);
    expect(share((p) => p.age >= 35)).toBeGreaterThan(0.05);
    expect(new Set(people.map((p) => p.relationshipIntention)).size).toBe(6);
    expect(new Set(people.map((p) => p.firstName)).size).toBeGreaterThan(45);
    expect(new Set(people.map((p) => p.bio)).size).toBeGreaterThan(250);
    const boosted = people.filter((p) => p.isBoosted).length;
    expect(boosted).toBeGreaterThanOrEqual(6);
    expect(boosted).toBeLessThanOrEqual(10);
    expect(share((p) => p.isVerified)).toBeGreaterThan(0.15);
    const photos = people.reduce((sum, p) => sum + p.photoCount, 0) / people.length;
    expect(photos).toBeGreaterThan(2);
    expect(photos).toBeLessThan(3);
  });
});
