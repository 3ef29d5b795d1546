import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { userProfiles } from '../db/schema.js';
import { type Access, accessOf } from './access.js';
import { currentUser } from './guards.js';

let t: TestApp;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  t = await createTestApp({ beforeReady: addTestRoutes });
  ({ app, database } = t);
});
afterAll(async () => t.close());

function addTestRoutes(app: FastifyInstance) {
  const declared: Record<string, Access | undefined> = {
    requireSession: 'session',
    requireMember: 'member',
    requireOnboarded: undefined, // the default of /api/
  };
  for (const [name, access] of Object.entries(declared)) {
    app.get(`/api/test/${name}`, { config: { access } }, async (req) => ({
      id: currentUser(req).id,
    }));
  }
  // The default of /api/admin/.
  app.get('/api/admin/test/requireAdmin', async (req) => ({ id: currentUser(req).id }));
  // A body the caller gets wrong: an anonymous caller still learns only that it must sign in.
  app.post(
    '/api/test/write',
    { schema: { body: z.object({ amount: z.number().int() }) } },
    async () => ({ ok: true }),
  );
}

const setProfile = (userId: string, values: Partial<typeof userProfiles.$inferInsert>) =>
  database.db.update(userProfiles).set(values).where(eq(userProfiles.userId, userId));

async function statusOf(guard: string, cookie?: string) {
  const url = guard === 'requireAdmin' ? '/api/admin/test/requireAdmin' : `/api/test/${guard}`;
  const res = await request(app, 'GET', url, undefined, cookie ? { cookie } : {});
  return { status: res.statusCode, code: res.json().error?.code };
}

describe('access control', () => {
  it('refuse anonymous callers with 401 everywhere', async () => {
    for (const guard of ['requireSession', 'requireMember', 'requireOnboarded', 'requireAdmin']) {
      expect(await statusOf(guard)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('send a member without onboarding to ONBOARDING_REQUIRED, and let them in after', async () => {
    const { cookie, user } = await signUp(app);
    expect((await statusOf('requireSession', cookie)).status).toBe(200);
    expect((await statusOf('requireMember', cookie)).status).toBe(200);
    expect(await statusOf('requireOnboarded', cookie)).toEqual({
      status: 403,
      code: 'ONBOARDING_REQUIRED',
    });
    await setProfile(user.id, { onboardingComplete: true });
    expect((await statusOf('requireOnboarded', cookie)).status).toBe(200);
  });

  it('keep members out of admin routes and admins out of member routes', async () => {
    const member = await signUp(app);
    await setProfile(member.user.id, { onboardingComplete: true });
    expect(await statusOf('requireAdmin', member.cookie)).toEqual({
      status: 403,
      code: 'ADMIN_REQUIRED',
    });
    const admin = await createAdmin(app);
    expect((await statusOf('requireAdmin', admin.cookie)).status).toBe(200);
    expect(await statusOf('requireOnboarded', admin.cookie)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await statusOf('requireMember', admin.cookie)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('stop a blocked member at once', async () => {
    const { cookie, user } = await signUp(app);
    await setProfile(user.id, { onboardingComplete: true, isBlocked: true });
    expect((await statusOf('requireOnboarded', cookie)).status).toBe(401);
  });
});

describe('access declarations', () => {
  it('deny by default: /api/admin needs an admin, the rest of /api an onboarded member', () => {
    expect(accessOf('/api/admin/users', undefined)).toBe('admin');
    expect(accessOf('/api/matches', undefined)).toBe('onboarded');
    expect(accessOf('/api/auth/signin', 'public')).toBe('public');
    expect(accessOf('/files/media/*', undefined)).toBeUndefined();
  });

  it('answer an anonymous caller with 401 before looking at its malformed body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { amount: 'lots' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('apply to the route reached, however its path is spelled', async () => {
    const res = await request(app, 'GET', '/%61pi/test/requireOnboarded');
    expect(res.statusCode).toBe(401);
  });
});
