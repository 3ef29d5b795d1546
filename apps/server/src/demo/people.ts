import {
  type Gender,
  type InterestedIn,
  type RelationshipIntention,
  SEARCH_RADIUS_DEFAULT_KM,
  type Sexuality,
} from '@dating/shared';
import { type AvatarLook, FAMILIES_PER_LOOK } from './avatars.js';

/**
 * Deterministic demo members: member number `n` always gets the same person (for a given day,
 * since birthdates are counted back from it). Names are common romanised Burmese given names.
 */

export type DemoPerson = {
  n: number;
  username: string;
  firstName: string;
  birthdate: string;
  age: number;
  gender: Gender;
  pronouns: string | null;
  showGender: boolean;
  sexuality: Sexuality;
  interestedIn: InterestedIn[];
  relationshipIntention: RelationshipIntention;
  bio: string;
  latitude: number;
  longitude: number;
  city: string;
  ageMin: number;
  ageMax: number;
  isVerified: boolean;
  isBoosted: boolean;
  language: 'en' | 'my';
  look: AvatarLook;
  avatarFamily: number;
  photoCount: number;
};

const WOMEN = (
  'Thiri, Hnin Ei, Su Myat, Nandar, Yadanar, Thandar, May Thu, Ei Mon, Khin Myat, Sandi, ' +
  'Phyu Phyu, Shwe Yi, Nwe Ni, Zin Mar, Thazin, Moe Moe, Hsu Myat, Aye Chan, Cho Cho, ' +
  'Myat Noe, Thin Zar, Pan Ei, Hay Mar, Khaing Zin, Chaw Su, Nilar, Wint Wah, Htet Htet, ' +
  'Kay Thi, May, Su, Ei, Khin'
).split(', ');
const MEN = (
  'Aung, Zaw Min, Kyaw Zin, Min Thant, Htet Aung, Phyo Wai, Nay Lin, Chit Ko, Myat Min, ' +
  'Thura, Ye Yint, Kaung Htet, Thant Zin, Hein Htet, Wai Yan, Sithu, Zin Ko, Pyae Phyo, ' +
  'Aung Paing, Naing Lin, Soe Moe, Min Khant, Arkar, Lin Htet, Bo Bo, Htoo Myat, Kyaw, ' +
  'Zaw, Min, Nay, Htet, Phyo'
).split(', ');

/** [name, latitude, longitude, share, scatter km] — 80 % in the Yangon and Mandalay areas. */
const PLACES = [
  ['Yangon', 16.84, 96.17, 0.5, 25],
  ['Mandalay', 21.97, 96.08, 0.3, 25],
  ['Naypyidaw', 19.75, 96.13, 0.04, 10],
  ['Mawlamyine', 16.49, 97.63, 0.04, 8],
  ['Taunggyi', 20.78, 97.04, 0.04, 8],
  ['Bago', 17.34, 96.48, 0.04, 8],
  ['Pathein', 16.78, 94.73, 0.04, 8],
] as const;

const INTENTIONS: [RelationshipIntention, number][] = [
  ['Life partner', 0.14],
  ['Long-term relationship', 0.3],
  ['Long-term, open to short', 0.18],
  ['Short-term, open to long', 0.12],
  ['Short-term fun', 0.08],
  ['Figuring things out', 0.18],
];

const OPENERS = [
  'Mingalarbar!',
  'Tea shop regular.',
  'Weekend explorer.',
  'Software developer by day, home cook by night.',
  'Nurse with a soft spot for street food.',
  'Teacher who always has a book in my bag.',
  'Small business owner, big dreamer.',
  'Medical student surviving on laphet yay.',
  'Engineer and lifelong football fan.',
  'Graphic designer who loves colour.',
  'Accountant by day, singer in the shower.',
  'Just moved back home after studying abroad.',
  'Photographer chasing golden hour.',
  'Family first, always.',
];
const INTERESTS = [
  'Mohinga for breakfast is non-negotiable.',
  'K-drama marathons are my weakness.',
  'Bagan sunsets are my happy place.',
  'Counting the days to Thingyan every year.',
  'Dreaming about the next trip to Inle Lake.',
  'Always up for a football match, Myanmar or the Premier League.',
  "I code for fun and fix my friends' laptops.",
  'I make a mean tea leaf salad.',
  'I play guitar badly but happily.',
  'Early morning pagoda walks clear my head.',
  'Hotpot with friends is my idea of a perfect evening.',
  'Learning Korean, slowly.',
  'Beach weekends in Ngwe Saung whenever I can.',
  'Cat person, but dogs like me too.',
  'Hiking to Kalaw is on my list this year.',
  'Karaoke is where I shine.',
];
const LOCAL: Record<string, string[]> = {
  Yangon: ['Evening walks around Inya Lake.', 'I know the best noodle stall in Chinatown.'],
  Mandalay: ['Sunset on Mandalay Hill never gets old.', 'U Bein Bridge at dawn is magic.'],
};
const CLOSERS = [
  'Looking for someone kind and honest.',
  "Let's grab tea and see where it goes.",
  'Tell me your favourite tea shop!',
  'Swipe right if you can out-eat me at a buffet.',
  'Good conversation beats everything.',
  'Looking for my travel buddy.',
  'Be nice, be real.',
  '',
];

/** mulberry32: small, fast and good enough for shuffling demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/** Birthdate (YYYY-MM-DD) of someone exactly `age` on `today` (UTC). */
function birthdateFor(age: number, random: Random, today: Date): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()),
  );
  d.setUTCDate(d.getUTCDate() - 1 - Math.floor(random() * 360));
  return d.toISOString().slice(0, 10);
}

/** A point `maxKm` or less from a centre, uniform over the disc. */
function scatter(random: Random, lat: number, lon: number, maxKm: number) {
  const km = maxKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  const dLat = (km * Math.cos(bearing)) / 111.195;
  const dLon = (km * Math.sin(bearing)) / (111.195 * Math.cos((lat * Math.PI) / 180));
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { latitude: round(lat + dLat), longitude: round(lon + dLon) };
}

function orientation(
  random: Random,
  gender: Gender,
): { sexuality: Sexuality; interestedIn: InterestedIn[] } {
  const other: Gender = gender === 'Man' ? 'Woman' : 'Man';
  const r = random();
  if (r < 0.74) return { sexuality: 'Straight', interestedIn: [other] };
  if (r < 0.84) {
    return {
      sexuality: 'Bisexual',
      interestedIn: random() < 0.6 ? ['Everyone'] : ['Man', 'Woman'],
    };
  }
  if (r < 0.92) return { sexuality: gender === 'Man' ? 'Gay' : 'Lesbian', interestedIn: [gender] };
  return {
    sexuality: 'Prefer not to say',
    interestedIn: random() < 0.5 ? [other] : ['Everyone'],
  };
}

function bioFor(random: Random, city: string): string {
  const interests = [...INTERESTS, ...(LOCAL[city] ?? [])];
  const first = pick(random, interests);
  let second = pick(random, interests);
  if (second === first) second = '';
  const parts = [pick(random, OPENERS), first, random() < 0.5 ? second : '', pick(random, CLOSERS)];
  return parts.filter(Boolean).join(' ');
}

/** Demo member number `n` (1, 2, ...). */
export function demoPerson(n: number, today: Date = new Date()): DemoPerson {
  const random = prng(Math.imul(n, 0x9e3779b1) ^ 0x5eed);
  const gender: Gender = random() < 0.5 ? 'Woman' : 'Man';
  const { sexuality, interestedIn } = orientation(random, gender);
  // 18..45, most in their twenties.
  const age = 18 + Math.floor(28 * random() ** 1.7);
  const place = weighted(
    random,
    PLACES.map((p) => [p, p[3]] as const),
  );
  const [city, lat, lon, , radiusKm] = place;
  const photoRoll = random();
  return {
    n,
    username: `demo_${n}`,
    firstName: pick(random, gender === 'Woman' ? WOMEN : MEN),
    birthdate: birthdateFor(age, random, today),
    age,
    gender,
    pronouns: random() < 0.55 ? (gender === 'Woman' ? 'she/her' : 'he/him') : null,
    showGender: random() < 0.9,
    sexuality,
    interestedIn,
    relationshipIntention: weighted(random, INTENTIONS),
    bio: bioFor(random, city),
    ...scatter(random, lat, lon, radiusKm),
    city,
    ageMin: Math.max(18, age - 8),
    ageMax: Math.min(99, age + 10),
    isVerified: random() < 0.3,
    // About 8 in 300, spread over the numbers; the demo world refreshes boosts as they expire.
    isBoosted: n % 37 === 1,
    language: random() < 0.3 ? 'my' : 'en',
    look: gender === 'Woman' ? 'feminine' : 'masculine',
    avatarFamily: Math.floor(random() * FAMILIES_PER_LOOK),
    photoCount: photoRoll < 0.2 ? 1 : photoRoll < 0.55 ? 2 : photoRoll < 0.85 ? 3 : 4,
  };
}

/** Members `from`, `from + 1`, ... (`count` of them). */
export function demoPeople(from: number, count: number, today: Date = new Date()): DemoPerson[] {
  return Array.from({ length: count }, (_, i) => demoPerson(from + i, today));
}

export const DEMO_SEARCH_RADIUS_KM = SEARCH_RADIUS_DEFAULT_KM;
