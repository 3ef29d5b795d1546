import type { OnboardingRequest } from '@dating/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { userProfiles } from '../infra/db/schema.js';
import { request, signUp } from './test-app.js';

/** A signed-in admin: a signed-up account promoted in the database, as staff accounts are. */
export async function createAdmin(app: FastifyInstance, username?: string) {
  const admin = await signUp(app, username);
  await app.database.db
    .update(userProfiles)
    .set({ role: 'admin' })
    .where(eq(userProfiles.userId, admin.user.id));
  return admin;
}

/** A small real JPEG in a solid colour. */
export function makeJpeg(
  width = 64,
  height = 48,
  color = { r: 200, g: 80, b: 120 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A multipart/form-data body with files and text fields, for app.inject. */
export function multipart(
  files: Record<string, { data: Buffer; filename: string; contentType: string }>,
  fields: Record<string, string> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a multipart body as the app's uploads do (same-origin, with the member's cookie). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  cookie: string,
  body: ReturnType<typeof multipart>,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    },
  });
}

export async function uploadPhoto(
  app: FastifyInstance,
  cookie: string,
  data?: Buffer,
  filename = 'me.jpg',
) {
  const body = multipart({
    file: { data: data ?? (await makeJpeg()), filename, contentType: 'image/jpeg' },
  });
  return postMultipart(app, '/api/me/photos', cookie, body);
}

export const YANGON = { latitude: 16.8409, longitude: 96.1735, city: 'Yangon' };

export function onboardingDraft(
  media: string[],
  overrides: Partial<OnboardingRequest> = {},
): OnboardingRequest {
  return {
    terms_accepted: true,
    first_name: 'Thiri',
    birthdate: '1998-04-12',
    gender: 'Woman',
    pronouns: 'she/her',
    show_gender: true,
    sexuality: 'Straight',
    interested_in: ['Man'],
    relationship_intention: 'Long-term relationship',
    media,
    bio: 'I love tea shops and long walks by Inya Lake.',
    ...YANGON,
    ...overrides,
  };
}

/** A member who finished onboarding (one photo), signed in. */
export async function onboardedMember(
  app: FastifyInstance,
  overrides: Partial<OnboardingRequest> = {},
) {
  const member = await signUp(app);
  const upload = await uploadPhoto(app, member.cookie);
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const res = await request(
    app,
    'POST',
    '/api/me/onboarding',
    onboardingDraft([upload.json().path], overrides),
    { cookie: member.cookie },
  );
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.body}`);
  return { ...member, profile: res.json() };
}

/**
 * Onboarded members inserted straight into the database (no HTTP, no password hashing): for
 * tests that need many members at once, e.g. races. They cannot sign in.
 */
export async function insertMembers(
  db: import('../infra/db/client.js').Db,
  count: number,
  values: Partial<typeof import('../infra/db/schema.js').userProfiles.$inferInsert> = {},
): Promise<string[]> {
  const { accounts, userProfiles } = await import('../infra/db/schema.js');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bulk_${process.pid}_${Date.now().toString(36)}_${i}_${Math.random().toString(36).slice(2, 6)}`;
    const [account] = await db
      .insert(accounts)
      .values({ username, usernameNormalized: username, passwordHash: 'not-a-hash' })
      .returning({ id: accounts.id });
    const id = (account as { id: string }).id;
    await db.insert(userProfiles).values({
      userId: id,
      username,
      firstName: 'Bulk',
      birthdate: '1995-05-05',
      gender: 'Man',
      interestedIn: ['Everyone'],
      sexuality: 'Bisexual',
      relationshipIntention: 'Figuring things out',
      bio: 'Inserted for a test.',
      media: [`${id}/photo.webp`],
      avatarUrl: `${id}/photo.webp`,
      locationLatitude: 16.84,
      locationLongitude: 96.17,
      city: 'Yangon',
      searchLatitude: 16.84,
      searchLongitude: 96.17,
      onboardingComplete: true,
      ...values,
    });
    ids.push(id);
  }
  return ids;
}

/** Two onboarded members who liked each other: their match id and both sessions. */
export async function matchedPair(app: FastifyInstance) {
  const a = await onboardedMember(app, {
    gender: 'Woman',
    interested_in: ['Man'],
    first_name: 'Thiri',
  });
  const b = await onboardedMember(app, {
    gender: 'Man',
    interested_in: ['Woman'],
    first_name: 'Aung',
  });
  return { a, b, matchId: await likeEachOther(app, a, b) };
}

type SignedIn = { cookie: string; user: { id: string } };

/** `a` likes `b`, then `b` likes `a` back: the id of the match that makes. */
/** `from` likes `to` (POST /api/swipes); the response. */
export function like(app: FastifyInstance, from: SignedIn, to: SignedIn) {
  return request(
    app,
    'POST',
    '/api/swipes',
    { target_user_id: to.user.id, action: 'like' },
    { cookie: from.cookie },
  );
}

export async function likeEachOther(app: FastifyInstance, a: SignedIn, b: SignedIn) {
  await like(app, a, b);
  const res = await like(app, b, a);
  const matchId = res.json().match_id as string;
  if (!matchId) throw new Error(`no match: ${res.body}`);
  return matchId;
}
