import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { facePrints } from '../infra/db/schema.js';

/** Forgets the prints of removed pictures; their links go with them (cascade). */
export async function forgetFacePrints(
  db: Queryable,
  kind: 'photo' | 'selfie',
  paths: string[],
): Promise<void> {
  if (paths.length === 0) return;
  await db
    .delete(facePrints)
    .where(and(eq(facePrints.kind, kind), inArray(facePrints.path, paths)));
}
