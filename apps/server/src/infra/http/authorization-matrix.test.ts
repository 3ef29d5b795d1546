import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, matchedPair, onboardedMember } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';
import { accounts, userProfiles } from '../db/schema.js';
import type { RouteEntry } from './route-table.js';

/**
 * The authorization matrix, generated from the route table: every /api route is called by
 * every kind of caller, and the answer must be the one its declared access allows. A new
 * route is in the matrix the moment it is registered.
 */

type Persona =
  | 'anonymous'
  | 'member'
  | 'otherMember'
  | 'notOnboarded'
  | 'blocked'
  | 'admin'
  | 'viewAs'
  | 'mustChangePassword';

type Credentials = { cookie?: string; bearer?: string };

let t: TestApp;
let routes: RouteEntry[];
const personas = new Map<Persona, Credentials>();
let matchId: string;
let memberId: string;
/** The target of admin actions (block, password reset), so they leave the member alone. */
let victimId: string;

async function makePersona(persona: Persona): Promise<Credentials> {
  switch (persona) {
    case 'anonymous':
      return {};
    case 'member':
    case 'otherMember':
      return { cookie: (await onboardedMember(t.app)).cookie };
    case 'notOnboarded':
      return { cookie: (await signUp(t.app)).cookie };
    case 'blocked': {
      const m = await onboardedMember(t.app);
      await t.database.db
        .update(userProfiles)
        .set({ isBlocked: true })
        .where(eq(userProfiles.userId, m.user.id));
      return { cookie: m.cookie };
    }
    case 'admin':
      return { cookie: (await createAdmin(t.app)).cookie };
    case 'viewAs': {
      const admin = await createAdmin(t.app);
      const link = await request(
        t.app,
        'POST',
        `/api/admin/users/${memberId}/impersonate`,
        { reason: 'Support ticket' },
        { cookie: admin.cookie },
      );
      const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', {
        token: new URL(link.json().magic_link, 'http://x').searchParams.get('token'),
      });
      if (redeem.statusCode !== 200) throw new Error(`View As failed: ${redeem.body}`);
      return { bearer: redeem.json().token };
    }
    case 'mustChangePassword': {
      const m = await onboardedMember(t.app);
      await t.database.db
        .update(accounts)
        .set({ mustChangePassword: true })
        .where(eq(accounts.id, m.user.id));
      return { cookie: m.cookie };
    }
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal the access rules give `persona` on `route`, or undefined when it is let through. */
function expectedRefusal(route: RouteEntry, persona: Persona): string | undefined {
  const access = route.access;
  if (access === 'public' || access === undefined) return undefined;
  if (persona === 'anonymous' || persona === 'blocked') return 'UNAUTHENTICATED';
  const isAdmin = persona === 'admin';
  if (access === 'admin') return isAdmin ? undefined : 'ADMIN_REQUIRED';
  if (isAdmin && access !== 'session') return 'FORBIDDEN';
  if (persona === 'notOnboarded' && access === 'onboarded') return 'ONBOARDING_REQUIRED';
  const writes = !SAFE.has(route.method) || route.url === '/api/realtime';
  const ownSession = ['/api/auth/signout'].includes(route.url);
  if (persona === 'viewAs' && writes && !ownSession) return 'IMPERSONATION_READ_ONLY';
  const beforePasswordChange = ['/api/auth/signout', '/api/auth/session', '/api/auth/password'];
  if (persona === 'mustChangePassword' && !beforePasswordChange.includes(route.url))
    return 'PASSWORD_CHANGE_REQUIRED';
  return undefined;
}

const ACCESS_CODES = new Set([
  'UNAUTHENTICATED',
  'ADMIN_REQUIRED',
  'FORBIDDEN',
  'ONBOARDING_REQUIRED',
  'IMPERSONATION_READ_ONLY',
  'PASSWORD_CHANGE_REQUIRED',
]);

/** A body the route accepts, for the calls that must get past validation. */
const VALID_BODIES: Record<string, unknown> = {
  '/api/matches/:matchId/messages': { content: 'hello', client_id: crypto.randomUUID() },
  '/api/matches/:matchId/read': { last_read_message_id: crypto.randomUUID() },
};

/** Fills path parameters with real ids: the member's match, the member, the victim. */
function urlOf(route: RouteEntry): string {
  return route.url
    .replace(':matchId', matchId)
    .replace(':userId', memberId)
    .replace(':reportedUserId', victimId)
    .replace(':id', victimId);
}

async function call(route: RouteEntry, credentials: Credentials): Promise<LightMyRequestResponse> {
  // A body that no route accepts: what lets a caller through must not depend on it.
  const body = SAFE.has(route.method) ? undefined : { unexpected: '\u{1F600}'.repeat(3) };
  return request(
    t.app,
    route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    urlOf(route),
    body,
    credentials,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
  const pair = await matchedPair(t.app);
  matchId = pair.matchId;
  memberId = pair.a.user.id;
  victimId = (await onboardedMember(t.app)).user.id;
  personas.set('member', { cookie: pair.a.cookie });
  for (const persona of [
    'anonymous',
    'otherMember',
    'notOnboarded',
    'blocked',
    'admin',
    'viewAs',
    'mustChangePassword',
  ] as const) {
    personas.set(persona, await makePersona(persona));
  }
}, 60_000);
afterAll(async () => t.close());

describe('authorization matrix over the route table', () => {
  it('knows every route (the table is not empty and every /api route has an access)', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) expect(route.access, route.url).toBeDefined();
  });

  it('answers 401 to an anonymous caller on every non-public route, even with a bad body', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await call(route, {});
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });

  const cases: Persona[] = [
    'member',
    'otherMember',
    'notOnboarded',
    'blocked',
    'admin',
    'viewAs',
    'mustChangePassword',
  ];
  it.each(cases)('gives %s exactly what the declared access allows', async (persona) => {
    // Routes that end the caller's session get a caller of their own, so the rest keep theirs.
    const endsSession = (r: RouteEntry) =>
      r.url === '/api/auth/signout' || (r.url === '/api/me' && r.method === 'DELETE');
    for (const route of routes) {
      if (route.websocket) continue; // the upgrade is covered by the realtime tests
      const credentials = endsSession(route)
        ? await makePersona(persona)
        : (personas.get(persona) ?? {});
      const res = await call(route, credentials);
      // A CSV export answers text, not JSON: only a JSON body carries an error code.
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const code: string | undefined = res.body && json ? res.json().error?.code : undefined;
      const refusal = expectedRefusal(route, persona);
      const seen = ACCESS_CODES.has(code ?? '') ? code : undefined;
      expect([route.method, route.url, seen]).toEqual([route.method, route.url, refusal]);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('keeps another member out of a match that is not theirs', async () => {
    const other = personas.get('otherMember') ?? {};
    for (const route of routes.filter((r) => r.url.includes(':matchId'))) {
      const res = await request(
        t.app,
        route.method as 'GET' | 'POST' | 'DELETE',
        urlOf(route),
        VALID_BODIES[route.url],
        other,
      );
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 404]);
    }
  });
});
