import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from './client.js';
import { applyFunctions, readFunctionFiles } from './functions.js';
import { rowsOf } from './rows.js';

type LiveFunction = { name: string; body: string };

/** The functions of the app's own schema as PostgreSQL stores them (none of an extension's). */
async function liveFunctions(database: Database): Promise<LiveFunction[]> {
  const result = await database.db.execute(sql`
    select p.proname as name, p.prosrc as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  return rowsOf<LiveFunction>(result);
}

/**
 * infra/db/functions/ is the one home of every database function: each live function has its
 * file, one definition (no leftover overload a migration made), and the body the file gives.
 */
describe('database functions', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('are exactly the files in infra/db/functions, one definition each, with their bodies', async () => {
    const files = readFunctionFiles();
    const live = await liveFunctions(database);
    expect(live.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      const definition = live.find((f) => f.name === file.name);
      expect(definition?.body, `${file.name}.sql and the live function differ`).toBe(file.body);
    }
  });

  it('a start drops the version a file no longer defines (its arguments changed)', async () => {
    // As a database made before match_make took other arguments would hold it.
    await database.db.execute(sql`create function match_make(p_a uuid) returns table
      (match_id uuid, made boolean) language sql as $$ select null::uuid, false $$`);
    expect((await liveFunctions(database)).filter((f) => f.name === 'match_make')).toHaveLength(2);
    await database.db.transaction(async (tx) => {
      await applyFunctions((text) => tx.execute(sql.raw(text)));
    });
    const files = readFunctionFiles();
    expect((await liveFunctions(database)).map((f) => f.name)).toEqual(files.map((f) => f.name));
  });

  it('each file creates the function it is named after', () => {
    for (const file of readFunctionFiles()) {
      expect(file.text).toContain(`CREATE OR REPLACE FUNCTION "${file.name}"(`);
    }
  });
});
