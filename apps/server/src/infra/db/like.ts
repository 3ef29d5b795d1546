/**
 * A search text as the literal part of a LIKE/ILIKE pattern: `%`, `_` and `\` typed by a person
 * match themselves (Postgres's default escape character is `\`).
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
