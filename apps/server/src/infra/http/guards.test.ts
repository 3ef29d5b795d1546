import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openTestDatabase, request, signUp, testConfig } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { userProfiles } from '../db/schema.js';
import {
  currentUser,
  requireAdmin,
  requireMember,
  requireOnboarded,
  requireSession,
} from './guards.js';

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp(testConfig(), { database, skipBootstrap: true });
  const guards = { requireSession, requireMember, requireOnboarded, requireAdmin };
  for (const [name, guard] of Object.entries(guards)) {
    app.get(`/api/test/${name}`, { preHandler: guard }, async (req) => ({
      id: currentUser(req).id,
    }));
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const setProfile = (userId: string, values: Partial<typeof userProfiles.$inferInsert>) =>
  database.db.update(userProfiles).set(values).where(eq(userProfiles.userId, userId));

async function statusOf(guard: string, cookie?: string) {
  const res = await request(app, 'GET', `/api/test/${guard}`, undefined, cookie ? { cookie } : {});
  return { status: res.statusCode, code: res.json().error?.code };
}

describe('request guards', () => {
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
    const admin = await signUp(app);
    await setProfile(admin.user.id, { role: 'admin' });
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
