import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../infra/db/schema.js';
import { createAdmin, insertMembers } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { AUDIT_CSV_HEADER, csvCell } from './audit-log.js';

let t: TestApp;
let first: Awaited<ReturnType<typeof createAdmin>>;
let second: Awaited<ReturnType<typeof createAdmin>>;
let members: string[];

beforeAll(async () => {
  t = await createTestApp();
  first = await createAdmin(t.app);
  second = await createAdmin(t.app);
  members = await insertMembers(t.database.db, 3);
  const block = (who: typeof first, id: string, reason: string) =>
    request(
      t.app,
      'POST',
      `/api/admin/users/${id}/block`,
      { blocked: true, reason },
      {
        cookie: who.cookie,
      },
    );
  await block(first, members[0] as string, 'Said "hi", then =HYPERLINK("x")');
  await block(second, members[1] as string, 'Spam');
  await request(
    t.app,
    'POST',
    `/api/admin/users/${members[1]}/block`,
    { blocked: false },
    {
      cookie: second.cookie,
    },
  );
  // An old entry, for the date filter.
  await t.database.db.insert(auditLog).values({
    adminId: first.user.id,
    action: 'user.unblock',
    targetUserId: members[2] as string,
    details: { username: 'old' },
    createdAt: new Date('2025-03-10T23:59:00Z'),
  });
}, 60_000);
afterAll(async () => t.close());

const get = (url: string) => request(t.app, 'GET', url, undefined, { cookie: first.cookie });
const actions = async (query: string) =>
  (await get(`/api/admin/audit?${query}`))
    .json()
    .items.map((i: { action: string; target: { id: string } }) => [i.action, i.target.id]);

describe('audit log filters', () => {
  it('filters by admin, member, action and date range (UTC days, both ends included)', async () => {
    expect(await actions(`admin=${second.username.toUpperCase()}`)).toEqual([
      ['user.unblock', members[1]],
      ['user.block', members[1]],
    ]);
    const member = (await get(`/api/admin/users/${members[0]}/overview`)).json().user.username;
    expect(await actions(`member=${member}`)).toEqual([['user.block', members[0]]]);
    expect(await actions('action=user.block')).toEqual([
      ['user.block', members[1]],
      ['user.block', members[0]],
    ]);
    expect(await actions('from=2025-03-10&to=2025-03-10')).toEqual([['user.unblock', members[2]]]);
    expect(await actions('to=2025-03-09')).toEqual([]);
    expect(await actions(`admin=${first.username}&action=user.unblock`)).toEqual([
      ['user.unblock', members[2]],
    ]);
    for (const bad of ['from=2025-02-30', 'to=yesterday', 'action=DROP%20TABLE']) {
      expect((await get(`/api/admin/audit?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('exports the same filter as CSV, escaped and safe to open in a spreadsheet', async () => {
    const res = await get(`/api/admin/audit.csv?admin=${first.username}&action=user.block`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(3); // header, one entry, the final line break
    const cells = lines[1]?.split(',')[0];
    expect(cells).toMatch(/^\d+$/);
    // The details cell is quoted, its quotes doubled; the whole line parses back.
    expect(lines[1]).toContain('""reason"":""Said \\""hi\\"", then =HYPERLINK(\\""x\\"")""');
    expect(lines[1]).toContain(`,${first.username},user.block,`);
  });

  it('quotes and defuses cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});
