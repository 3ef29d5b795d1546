import { afterAll, beforeAll, expect, it } from 'vitest';

import { createAdmin, insertMembers } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, 'Chief_Admin');
});
afterAll(async () => t.close());

type Page = {
  items: { id: string; username: string; first_name: string | null }[];
  next_cursor: string | null;
};
const list = async (query: string): Promise<Page> => {
  const res = await request(t.app, 'GET', `/api/admin/users?${query}`, undefined, {
    cookie: admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it('pages through everyone newest first without gaps or repeats', async () => {
  // Same created_at for many rows: the id breaks ties, and no row is skipped.
  const same = new Date();
  const ids = await insertMembers(t.database.db, 7, { createdAt: same });
  await insertMembers(t.database.db, 3);
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await list(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(3);
    seen.push(...page.items.map((u) => u.id));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 20);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).toHaveLength(11); // 10 members and the admin
  for (const id of ids) expect(seen).toContain(id);
  expect(seen.at(-1)).toBe(admin.user.id);
});

it('searches username or first name, case-insensitively, with literal % and _', async () => {
  const [khin] = await insertMembers(t.database.db, 1, { firstName: 'Khin Myat' });
  const byName = await list('q=kHIN');
  expect(byName.items.map((u) => u.id)).toEqual([khin]);
  const byUsername = await list('q=chief_');
  expect(byUsername.items.map((u) => u.username)).toEqual(['Chief_Admin']);
  expect((await list('q=%25')).items).toEqual([]);
  expect((await list('q=nobody-here')).items).toEqual([]);
});

it('clamps the limit and refuses a forged cursor', async () => {
  expect((await list('limit=1000')).items.length).toBeLessThanOrEqual(100);
  expect((await list('limit=0')).items).toHaveLength(1);
  const res = await request(t.app, 'GET', '/api/admin/users?cursor=bogus', undefined, {
    cookie: admin.cookie,
  });
  expect(res.statusCode).toBe(400);
});
