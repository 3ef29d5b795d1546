/** PGlite answers `db.execute` with `{ rows }`, postgres-js with an array: read both alike. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
