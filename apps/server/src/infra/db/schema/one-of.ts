import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column in ('a', 'b', ...)` for a CHECK constraint, built from the shared value list the
 * column's type comes from, so the database and the code accept the same values. The values are
 * written inline (a constraint cannot take parameters), in the list's order, exactly as the
 * checked-in migrations spell them.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quoted).join(', '))})`;
}

/** The same, for a nullable column: null, or one of the values. */
export function nullOrOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${oneOf(column, values)}`;
}
