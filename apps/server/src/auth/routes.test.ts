import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, userProfiles } from '../infra/db/schema.js';
import {
  createTestApp,
  request,
  sessionCookieOf,
  signUp,
  type TestApp,
  uniqueUsername,
} from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-up', () => {
  it('creates the account with an empty member profile and signs in', async () => {
    const username = uniqueUsername('New.User');
    const res = await request(t.app, 'POST', '/api/auth/signup', {
      username: `  ${username}  `,
      password: 'long enough pw',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ username, role: 'user', onboarding_complete: false });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [profile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(profile).toMatchObject({ coins: 0, role: 'user', onboardingComplete: false, username });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);

    const session = await request(t.app, 'GET', '/api/auth/session', undefined, {
      cookie: sessionCookieOf(res),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(user.id);
  });

  it('refuses a username taken in any letter case, and changes nothing', async () => {
    const username = uniqueUsername('Taken');
    await signUp(t.app, username);
    const before = await t.database.db.select().from(accounts);
    const res = await request(t.app, 'POST', '/api/auth/signup', {
      username: username.toUpperCase(),
      password: 'another password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('USERNAME_TAKEN');
    expect(await t.database.db.select().from(accounts)).toHaveLength(before.length);
  });

  it.each([
    [{ username: 'ab', password: 'long enough' }, 'Username must be at least 3 characters.'],
    [
      { username: 'x'.repeat(31), password: 'long enough' },
      'Username must be at most 30 characters.',
    ],
    [
      { username: 'bad name!', password: 'long enough' },
      'Username may only contain letters, digits, _ and .',
    ],
    [{ username: 'goodname', password: 'short' }, 'Password must be at least 8 characters.'],
    [
      { username: 'goodname', password: 'p'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
  ])('refuses bad input %j with a clear message', async (body, message) => {
    const before = await t.database.db.select().from(accounts);
    const res = await request(t.app, 'POST', '/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await t.database.db.select().from(accounts)).toHaveLength(before.length);
  });

  it('refuses a missing body field', async () => {
    const res = await request(t.app, 'POST', '/api/auth/signup', { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-in', () => {
  it('signs in with any letter case of the username and gives a new session each time', async () => {
    const { username, password } = await signUp(t.app);
    const first = await request(t.app, 'POST', '/api/auth/signin', {
      username: username.toUpperCase(),
      password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.username).toBe(username);
    const second = await request(t.app, 'POST', '/api/auth/signin', { username, password });
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
  });

  it('answers a wrong password and an unknown username with the same error', async () => {
    const { username } = await signUp(t.app);
    const wrong = await request(t.app, 'POST', '/api/auth/signin', {
      username,
      password: 'wrong password',
    });
    const unknown = await request(t.app, 'POST', '/api/auth/signin', {
      username: 'nobody_by_this_name',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid username or password.');
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('requires both fields', async () => {
    const res = await request(t.app, 'POST', '/api/auth/signin', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Username is required.');
  });

  it('refuses a blocked member, and their existing session stops working', async () => {
    const { username, password, cookie, user } = await signUp(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, user.id));
    const res = await request(t.app, 'POST', '/api/auth/signin', { username, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_BLOCKED');
    const session = await request(t.app, 'GET', '/api/auth/session', undefined, { cookie });
    expect(session.json()).toEqual({ user: null });
  });
});

describe('sessions', () => {
  it('answers 200 with user null without a session and with a made-up token', async () => {
    // A signed-out visitor is a normal state: no failed request in the browser console.
    const anonymous = await request(t.app, 'GET', '/api/auth/session');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([200, { user: null }]);
    const res = await request(t.app, 'GET', '/api/auth/session', undefined, {
      cookie: 'sid=made-up',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { user: null }]);
    const bearer = await request(t.app, 'GET', '/api/auth/session', undefined, {
      bearer: 'made-up',
    });
    expect(bearer.json()).toEqual({ user: null });
  });

  it('accepts the token as a bearer header too', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await request(t.app, 'GET', '/api/auth/session', undefined, {
      bearer: cookie.slice('sid='.length),
    });
    expect(res.json().user.id).toBe(user.id);
  });

  it('revokes the session at sign-out, leaving other sessions alone', async () => {
    const { cookie, username, password, user } = await signUp(t.app);
    const other = sessionCookieOf(
      await request(t.app, 'POST', '/api/auth/signin', { username, password }),
    );
    const out = await request(t.app, 'POST', '/api/auth/signout', undefined, { cookie });
    expect(out.statusCode).toBe(204);
    expect(
      (await request(t.app, 'GET', '/api/auth/session', undefined, { cookie })).json().user,
    ).toBeNull();
    expect(
      (await request(t.app, 'GET', '/api/auth/session', undefined, { cookie: other })).json().user
        ?.id,
    ).toBe(user.id);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('sign-out without a session is 401', async () => {
    expect((await request(t.app, 'POST', '/api/auth/signout')).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions', async () => {
    const { cookie, username, password } = await signUp(t.app);
    const other = sessionCookieOf(
      await request(t.app, 'POST', '/api/auth/signin', { username, password }),
    );
    const wrong = await request(
      t.app,
      'POST',
      '/api/auth/password',
      { current_password: 'not it at all', new_password: 'a new password' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PASSWORD_INCORRECT');
    const ok = await request(
      t.app,
      'POST',
      '/api/auth/password',
      { current_password: password, new_password: 'a new password' },
      { cookie },
    );
    expect(ok.statusCode).toBe(204);
    expect(
      (await request(t.app, 'GET', '/api/auth/session', undefined, { cookie })).json().user,
    ).not.toBeNull();
    expect(
      (await request(t.app, 'GET', '/api/auth/session', undefined, { cookie: other })).json().user,
    ).toBeNull();
    const signIn = await request(t.app, 'POST', '/api/auth/signin', {
      username,
      password: 'a new password',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is refused anonymously', async () => {
    const res = await request(t.app, 'POST', '/api/auth/password', {
      current_password: 'x',
      new_password: 'a new password',
    });
    expect(res.statusCode).toBe(401);
  });
});
