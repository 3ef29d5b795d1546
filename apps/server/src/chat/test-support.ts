import { afterAll, beforeAll, expect } from 'vitest';
import { createSession } from '../infra/sessions/session-store.js';
import { createAdmin, matchedPair, multipart, postMultipart } from '../test/members.js';
import { openSocket, twoServers } from '../test/sockets.js';
import { request, type TestApp } from '../test/test-app.js';

export type TwoServers = Awaited<ReturnType<typeof twoServers>>;

/**
 * Two server processes on one database for a test file's realtime tests: started before them
 * (handed to `started`, which keeps what it uses) and closed after them.
 */
export function withTwoServers(started: (servers: TwoServers) => void) {
  let servers: TwoServers | undefined;
  beforeAll(async () => {
    servers = await twoServers();
    started(servers);
  });
  afterAll(async () => servers?.close());
}

/** A socket of a member, signed in with their cookie, from the site's own page. */
export const connect = (url: string, cookie: string) => openSocket(url, { cookie });

/** A POST by a member to one of the processes. */
export const post = (app: TestApp, url: string, cookie: string, body?: unknown) =>
  request(app.app, 'POST', url, body, { cookie });

/** A View As session of the member (an admin's bearer token), as the admin's support tool opens. */
export async function viewAsBearer(t: TestApp, memberId: string) {
  const admin = await createAdmin(t.app);
  return createSession(t.database.db, memberId, 'bearer', admin.user.id);
}

/** Only the pair reads a conversation: a member of another match gets 404, anonymous 401. */
export async function expectOnlyThePairReads(t: TestApp, matchId: string) {
  const outsider = await matchedPair(t.app);
  const url = `/api/matches/${matchId}/messages`;
  const refused = await request(t.app, 'GET', url, undefined, { cookie: outsider.a.cookie });
  expect(refused.statusCode).toBe(404);
  expect((await request(t.app, 'GET', url)).statusCode).toBe(401);
}

/** Sends a photo or voice note to a match as the app's upload does (multipart, `kind`). */
export function sendChatMedia(
  app: TestApp,
  cookie: string,
  matchId: string,
  file: { kind: string; data: Buffer; contentType: string; clientId?: string },
) {
  const body = multipart(
    { file: { data: file.data, filename: 'x', contentType: file.contentType } },
    { kind: file.kind, ...(file.clientId ? { client_id: file.clientId } : {}) },
  );
  return postMultipart(app.app, `/api/matches/${matchId}/media`, cookie, body);
}
