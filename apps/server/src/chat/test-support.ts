import { afterAll, beforeAll } from 'vitest';
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
