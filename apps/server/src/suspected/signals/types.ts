import type { SuspectedSignal } from '@dating/shared';
import { sql } from 'drizzle-orm';

/** One signal of one member, with a key per piece of evidence ("not a scam" remembers them). */
export type FoundSignal = { userId: string; signal: SuspectedSignal; keys: string[] };

/**
 * Who may be flagged, as an SQL condition on a user_profiles alias: members only (staff test
 * and act on the app), not the demo world's own members (their likes and openers are the demo's
 * script, docs/decisions/007-demo-world.md), and not someone already blocked.
 */
export const flaggable = (alias: string) =>
  sql.raw(`${alias}.role = 'user' and not ${alias}.is_demo and not ${alias}.is_blocked`);

/** An ISO time from what a driver answers (a Date on postgres-js, a string on PGlite). */
export const iso = (value: Date | string) => new Date(value).toISOString();
