import fs from 'node:fs';
import path from 'node:path';

/**
 * The database functions' one home (docs/decisions/032-one-home-for-every-rule.md): each file in
 * functions/ holds one `CREATE OR REPLACE FUNCTION`, named after it, applied after the numbered
 * migrations on every start, so the file is the function. Migrations keep their history (the
 * bodies they once created) and do what a file cannot: drop a function whose arguments change.
 */
export const FUNCTIONS_FOLDER = path.join(import.meta.dirname, 'functions');

export type FunctionFile = {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  /** The whole file: one CREATE OR REPLACE FUNCTION statement and the comments before it. */
  text: string;
  /** The body between the `$$` quotes, as PostgreSQL stores it (pg_proc.prosrc). */
  body: string;
};

export function readFunctionFiles(folder = FUNCTIONS_FOLDER): FunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const parts = text.split('$$');
      if (parts.length !== 3) {
        throw new Error(`${file}: one function per file, its body quoted by one pair of $$`);
      }
      return { name: file.slice(0, -'.sql'.length), text, body: parts[1] as string };
    });
}

/**
 * Creates or replaces every function, in the one transaction `exec` runs in (a function's body is
 * checked when called, so their order does not matter; SQL-language ones only name tables).
 * Then drops every other definition of those names, one this transaction did not write: a file
 * whose arguments changed leaves the old version behind on a database made before (CREATE OR
 * REPLACE adds an overload). Nothing may depend on it (a trigger, a view): then the start fails
 * and a migration must move the dependent first.
 */
export async function applyFunctions(exec: (text: string) => Promise<unknown>): Promise<void> {
  const files = readFunctionFiles();
  for (const file of files) await exec(file.text);
  await exec(dropOtherDefinitions(files.map((file) => file.name)));
}

function dropOtherDefinitions(names: string[]): string {
  for (const name of names) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name}.sql: not a plain function name`);
  }
  const list = names.map((name) => `'${name}'`).join(', ');
  return `DO $drop$
DECLARE stale regprocedure;
BEGIN
  FOR stale IN SELECT p.oid::regprocedure FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.proname IN (${list})
      AND p.xmin <> pg_current_xact_id()::xid
  LOOP
    EXECUTE format('DROP FUNCTION %s', stale);
  END LOOP;
END
$drop$;`;
}
