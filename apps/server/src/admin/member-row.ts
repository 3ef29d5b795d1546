import type { AdminUser, DuplicatePhotoOf, Role } from '@dating/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { storageUrlOrNull } from '../infra/storage/index.js';

/** The columns `toAdminUser` reads; other admin queries spread it and add their own. */
export const userColumns = {
  id: userProfiles.userId,
  username: userProfiles.username,
  firstName: userProfiles.firstName,
  avatarUrl: userProfiles.avatarUrl,
  coins: userProfiles.coins,
  role: userProfiles.role,
  isBlocked: userProfiles.isBlocked,
  onboardingComplete: userProfiles.onboardingComplete,
  createdAt: userProfiles.createdAt,
};

type UserRow = {
  id: string;
  username: string;
  firstName: string | null;
  avatarUrl: string | null;
  coins: number;
  role: Role;
  isBlocked: boolean;
  onboardingComplete: boolean;
  createdAt: Date;
};

export function toAdminUser(row: UserRow, duplicates: DuplicatePhotoOf[] = []): AdminUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    avatar_url: storageUrlOrNull('media', row.avatarUrl),
    coins: row.coins,
    role: row.role,
    is_blocked: row.isBlocked,
    onboarding_complete: row.onboardingComplete,
    created_at: row.createdAt.toISOString(),
    duplicate_photo_of: duplicates,
  };
}

/** Locks and returns the target member; 404 unknown, 403 ADMIN_TARGET for staff. */
export async function lockMember(tx: Queryable, userId: string) {
  const [row] = await tx
    .select(userColumns)
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.role === 'admin') throw new AppError('ADMIN_TARGET');
  return row;
}
