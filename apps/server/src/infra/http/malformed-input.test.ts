import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, matchedPair } from '../../test/members.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import type { RouteEntry } from './route-table.js';

/**
 * Malformed input, generated for every route of the route table: as a member and as an admin,
 * each route gets broken bodies, query strings and URL parameters. None may answer 5xx, every
 * refusal is in the error shape, and the database is exactly as before (every table hashed).
 * A new route is covered the moment it is registered; its fields come from the OpenAPI document.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Attempt = { name: string; url: string; body?: string | Buffer; contentType?: string };

/** Rows the tests' own sessions touch on every request: counted, not hashed. */
const VOLATILE_TABLES = new Set(['sessions']);

let t: TestApp;
let routes: RouteEntry[];
let document: { paths: Record<string, Record<string, Operation>> };
type Caller = { name: 'member' | 'admin'; cookie: string };
const callers: Caller[] = [];

/** A member with a match (so chat routes have something to refuse), or an admin. */
async function signIn(name: Caller['name']): Promise<Caller> {
  const { cookie } = name === 'admin' ? await createAdmin(t.app) : (await matchedPair(t.app)).a;
  return { name, cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  callers.push(await signIn('member'), await signIn('admin'));
  routes = t.app.routeTable;
  document = t.app.swagger() as unknown as typeof document;
});
afterAll(async () => t.close());

/** Every table's content hashed (volatile ones only counted): any write shows. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const [row] = rowsOf<{ value: string }>(
      await t.database.db.execute(
        VOLATILE_TABLES.has(name)
          ? sql`select count(*)::text as value from ${table}`
          : sql`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as value
                from ${table} t`,
      ),
    );
    state[name] = row?.value ?? '';
  }
  return state;
}

const nested = (depth: number, leaf = '0') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const HUGE = 'x'.repeat(200_000);
const UUID = '00000000-0000-4000-8000-000000000000';

/** Broken bodies that no route can take, whatever its schema (or none). */
const UNIVERSAL_BODIES: [name: string, body: string | Buffer, contentType: string][] = [
  ['bad JSON', '{"a":', 'application/json'],
  ['JSON with trailing junk', '{"a":1} x', 'application/json'],
  ['prototype pollution', '{"__proto__":{"role":"admin"}}', 'application/json'],
  ['constructor pollution', '{"constructor":{"prototype":{"role":"admin"}}}', 'application/json'],
  ['NUL in a string', '{"bio":"a\\u0000b","content":"\\u0000"}', 'application/json'],
  ['NUL deep down', nested(20_000, '"\\u0000"'), 'application/json'],
  ['over the body limit', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
  ['form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['unknown type', '<a>1</a>', 'application/xml'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json'],
];

/** Upload routes: forms the multipart parser cannot read. */
const MALFORMED_FORMS: [name: string, body: string, contentType: string][] = [
  ['form without boundary', '--zz\r\n\r\n', 'multipart/form-data'],
  ['form with another boundary', '--zz\r\n\r\nx\r\n--zz--\r\n', 'multipart/form-data; boundary=yy'],
  [
    'form cut short',
    '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    'multipart/form-data; boundary=zz',
  ],
];

/** Values no field of `schema`'s type accepts. */
function wrongValuesFor(schema: JsonSchema | undefined): unknown[] {
  const own = schema?.anyOf?.find((s) => s.type !== 'null') ?? schema;
  const type = Array.isArray(own?.type) ? own?.type[0] : own?.type;
  const values: unknown[] = [{ $gt: '' }, [[[]]]];
  if (type === 'string') {
    values.push(12345, true);
    if (own?.maxLength !== undefined) values.push('x'.repeat(own.maxLength + 1), HUGE);
    if (own?.format === 'uuid' || own?.enum) values.push('not-a-choice', `${UUID}x`);
  } else if (type === 'number' || type === 'integer') {
    values.push('0x10', '1000', true, [5], 1e300, type === 'integer' ? 1.5 : 'NaN');
  } else if (type === 'boolean') {
    values.push('true', 1, [true]);
  } else if (type === 'array') {
    values.push('x', 5, [{ $gt: '' }]);
  }
  return values;
}

function operationOf(route: RouteEntry): Operation | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return document.paths[path]?.[route.method.toLowerCase()];
}

/** The route's path with each parameter set to `value` (a valid-looking id by default). */
const pathWith = (route: RouteEntry, value = UUID) =>
  route.url.replace(/:\w+/g, value).replace(/\*$/, `${value}.webp`);

function attemptsFor(route: RouteEntry): Attempt[] {
  const attempts: Attempt[] = [];
  const base = pathWith(route);
  if (route.method !== 'GET') {
    for (const [name, body, contentType] of UNIVERSAL_BODIES) {
      attempts.push({ name, url: base, body, contentType });
    }
  }
  // A route ignores query parameters it does not know: only a NUL is refused everywhere, so
  // only reads (which change nothing anyway) get the rest.
  const queries = ['x=%00', 'q=a%00b&limit=%00'];
  if (route.method === 'GET') queries.push(`q=${HUGE}`, 'q=%E0%A4%A&limit=1e999&limit=2');
  for (const query of queries) {
    attempts.push({ name: `query ${query.slice(0, 30)}`, url: `${base}?${query}` });
  }
  if (route.url.includes(':') || route.url.endsWith('*')) {
    for (const value of [
      '%00',
      '%E0%A4%A',
      'x'.repeat(5000),
      'not-an-id',
      '..%2F..%2Fetc',
      "'--",
    ]) {
      attempts.push({ name: `param ${value.slice(0, 20)}`, url: pathWith(route, value) });
    }
  }
  const operation = operationOf(route);
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    for (const value of wrongValuesFor(parameter.schema)) {
      const text = encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
      attempts.push({ name: `query ${parameter.name}`, url: `${base}?${parameter.name}=${text}` });
    }
  }
  if (operation?.requestBody?.content?.['multipart/form-data']) {
    for (const [name, body, contentType] of MALFORMED_FORMS) {
      attempts.push({ name, url: base, body, contentType });
    }
  }
  const body = operation?.requestBody?.content?.['application/json']?.schema;
  if (body && route.method !== 'GET') {
    const json = (name: string, value: unknown) =>
      attempts.push({
        name,
        url: base,
        body: JSON.stringify(value),
        contentType: 'application/json',
      });
    for (const whole of [[], 'text', 42, true, null]) json(`body ${JSON.stringify(whole)}`, whole);
    attempts.push({
      name: 'deep body',
      url: base,
      body: nested(5000),
      contentType: 'application/json',
    });
    for (const [field, schema] of Object.entries(body.properties ?? {})) {
      for (const value of wrongValuesFor(schema)) json(`field ${field}`, { [field]: value });
      json(`field ${field} deep`, { [field]: JSON.parse(nested(500)) });
    }
  }
  return attempts;
}

function send(attempt: Attempt, method: string, cookie: string) {
  return t.app.inject({
    method: method as 'GET',
    url: attempt.url,
    headers: {
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      cookie,
      ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
    },
    ...(attempt.body === undefined ? {} : { payload: attempt.body }),
  });
}

function describeFailure(route: RouteEntry, attempt: Attempt, res: LightMyRequestResponse) {
  const hash = createHash('sha1')
    .update(String(attempt.body ?? ''))
    .digest('hex')
    .slice(0, 8);
  return `${route.method} ${route.url} [${attempt.name}] body#${hash}: ${res.statusCode} ${res.body.slice(0, 200)}`;
}

describe('malformed input on every route', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => operationOf(r)?.requestBody).length).toBeGreaterThan(15);
    const uploads = routes.filter(
      (r) => operationOf(r)?.requestBody?.content?.['multipart/form-data'],
    );
    expect(uploads.map((r) => r.url).sort()).toEqual([
      '/api/matches/:matchId/media',
      '/api/me/photos',
      '/api/verification',
      '/api/verification/selfie-check',
      '/api/wallet/deposits',
    ]);
  });

  it('is never a 5xx, is refused in the error shape, and changes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const caller of callers) {
        const before = await databaseState();
        for (const attempt of attemptsFor(route)) {
          const res = await send(attempt, route.method, caller.cookie);
          sent++;
          // A WebSocket route answers a plain HTTP request itself (@fastify/websocket).
          const shaped =
            res.statusCode < 400 ||
            route.websocket ||
            (res.headers['content-type']?.toString().includes('application/json') &&
              typeof res.json().error?.code === 'string');
          if (res.statusCode >= 500 || !shaped) failures.push(describeFailure(route, attempt, res));
        }
        const after = await databaseState();
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length > 0) {
          failures.push(
            `${route.method} ${route.url} as ${caller.name} changed ${changed.join(', ')}`,
          );
        }
        // A malformed request that signed the caller out: later routes get a new session, so
        // each is still tried signed in.
        const session = await send(
          { name: 'session', url: '/api/auth/session' },
          'GET',
          caller.cookie,
        );
        if (session.statusCode !== 200 || !session.json().user) {
          Object.assign(caller, await signIn(caller.name));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // Over 2,000 requests with a database snapshot around each route and caller: minutes on a
    // loaded 2-core machine against the PostgreSQL server, not the 30 s of an ordinary test.
  }, 300_000);
});
