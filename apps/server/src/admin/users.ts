import type { Db } from '../infra/db/client.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { setBlocked } from './block-member.js';
import { resetPassword } from './reset-password.js';
import { listUsers } from './users-list.js';
import { impersonate } from './view-as-link.js';

type Publish = (event: RealtimeEvent) => Promise<void>;

/**
 * The admins' member operations, one file each: the list (users-list.ts), blocking
 * (block-member.ts), the View As link (view-as-link.ts) and the password reset
 * (reset-password.ts); the member row they share is in member-row.ts.
 */
export function createAdminUsersService(db: Db, publish: Publish) {
  return {
    list: (input: Parameters<typeof listUsers>[1]) => listUsers(db, input),
    setBlocked: (adminId: string, userId: string, change: Parameters<typeof setBlocked>[4]) =>
      setBlocked(db, publish, adminId, userId, change),
    impersonate: (adminId: string, userId: string, reason: string) =>
      impersonate(db, adminId, userId, reason),
    resetPassword: (adminId: string, userId: string) => resetPassword(db, publish, adminId, userId),
  };
}
