/** Small shapes the admin lists share. */

/**
 * One keyset page from `limit + 1` fetched rows: the first `limit`, and the next page's cursor
 * (made from the last of them) only when the extra row shows there is more.
 */
export function keysetPage<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > limit && last ? cursorOf(last) : null };
}

/** A person a row names through a left join: null when the id or the joined row is missing. */
export const person = (id: string | null, username: string | null) =>
  id && username ? { id, username } : null;
