import type { OnboardingRequest } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { onboardingDraft, uploadPhoto } from '../test/members.js';
import { request, sessionCookieOf, uniqueUsername } from '../test/test-app.js';

export type Member = { cookie: string; did: string; user: { id: string }; username: string };

/**
 * A member signed up and onboarded from a browser that may already hold another account's
 * device cookie (`did`): that is how accounts come to share a device.
 */
export async function memberOnDevice(
  app: FastifyInstance,
  did?: string,
  overrides: Partial<OnboardingRequest> = {},
): Promise<Member> {
  const username = uniqueUsername('m');
  const res = await request(
    app,
    'POST',
    '/api/auth/signup',
    { username, password: 'correct horse' },
    did ? { headers: { cookie: `did=${did}` } } : {},
  );
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookieOf(res);
  const device = res.cookies.find((c) => c.name === 'did')?.value ?? '';
  const upload = await uploadPhoto(app, cookie);
  expect(upload.statusCode, upload.body).toBe(201);
  const onboarded = await request(
    app,
    'POST',
    '/api/me/onboarding',
    // Open to everyone: these women match one another (a like needs mutual interest).
    onboardingDraft([upload.json().path], { interested_in: ['Everyone'], ...overrides }),
    { cookie },
  );
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return { cookie, did: device, user: res.json().user, username };
}

export const likeMember = (app: FastifyInstance, from: { cookie: string }, toId: string) =>
  request(app, 'POST', '/api/swipes', { target_user_id: toId, action: 'like' }, from);

/** `a` likes `b` and `b` likes back: the match id. */
export async function matchUp(app: FastifyInstance, a: Member, b: Member): Promise<string> {
  await likeMember(app, a, b.user.id);
  const res = await likeMember(app, b, a.user.id);
  const matchId = res.json().match_id as string | undefined;
  expect(matchId, res.body).toBeTruthy();
  return matchId as string;
}

let sent = 0;
export async function say(
  app: FastifyInstance,
  from: { cookie: string },
  matchId: string,
  text: string,
) {
  sent += 1;
  const res = await request(
    app,
    'POST',
    `/api/matches/${matchId}/messages`,
    { content: text, client_id: `t-${process.pid}-${sent}` },
    from,
  );
  expect(res.statusCode, res.body).toBe(201);
}

export async function report(app: FastifyInstance, from: { cookie: string }, userId: string) {
  const res = await request(
    app,
    'POST',
    '/api/reports',
    { reported_user_id: userId, reason: 'Feels like spam or a scam', also_block: false },
    from,
  );
  expect(res.statusCode, res.body).toBe(201);
}
