import { eq } from 'drizzle-orm';
import { userProfiles } from '../infra/db/schema.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

/** A test app (the admin routes are part of every app). */
export const createAdminTestApp = (): Promise<TestApp> => createTestApp();

/** A signed-in admin (a signed-up account promoted in the database). */
export async function signUpAdmin(t: TestApp, username?: string) {
  const admin = await signUp(t.app, username);
  await t.database.db
    .update(userProfiles)
    .set({ role: 'admin' })
    .where(eq(userProfiles.userId, admin.user.id));
  return admin;
}
