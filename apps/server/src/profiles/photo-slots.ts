import { PHOTO_SLOTS } from '@dating/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { photoUploads } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lockMemberRow } from '../wallet/index.js';

/**
 * Notes an uploaded photo for the photo sweep (infra/jobs/photo-sweep.ts), before its files
 * exist. A member who has not finished onboarding holds at most PHOTO_SLOTS photos: those in the
 * profile and those uploaded and not yet attached or removed. The count and the insert run under
 * the member's profile row lock (the lock every photo change takes), so parallel uploads, from
 * one process or several, cannot pass the limit together (docs/decisions/029-push-uploads-headers.md).
 */
export async function notePhotoUpload(db: Db, userId: string, path: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock first, the count after it in its own statement: a statement's snapshot is taken
    // when it starts, so a count in the locking statement would miss an upload committed while
    // it waited for the lock.
    if (!(await lockMemberRow(tx, userId, 'no key update'))) throw new AppError('NOT_FOUND');
    const [member] = rowsOf<{ onboarding_complete: boolean; held: number | string }>(
      await tx.execute(sql`
        select p.onboarding_complete,
          cardinality(p.media) + (select count(*) from photo_uploads u
            where u.user_id = p.user_id and not (u.path = any(p.media))) as held
        from user_profiles p where p.user_id = ${userId}`),
    );
    if (!member) throw new AppError('NOT_FOUND');
    if (!member.onboarding_complete && Number(member.held) >= PHOTO_SLOTS) {
      throw new AppError('PHOTO_LIMIT', { max: PHOTO_SLOTS });
    }
    await tx.insert(photoUploads).values({ path, userId });
  });
}

/** A removed photo no longer holds a slot (its files go after the caller's transaction). */
export async function forgetPhotoUpload(q: Queryable, userId: string, path: string): Promise<void> {
  await q
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), eq(photoUploads.path, path)));
}
