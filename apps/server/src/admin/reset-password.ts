import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/index.js';
import { recordAudit } from '../infra/audit.js';
import type { Db } from '../infra/db/client.js';
import { accounts } from '../infra/db/schema.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { revokeUserSessions } from '../infra/sessions/session-store.js';
import { lockMember } from './member-row.js';

// Unambiguous letters and digits (no 0/O, 1/l/I): read aloud or typed from a phone screen.
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A temporary password such as `k7mq-x2tp-9hra` (≈ 59 bits). */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}

/** Sets a temporary password the member must change; their sessions end. */
export async function resetPassword(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void>,
  adminId: string,
  userId: string,
): Promise<{ temporary_password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await lockMember(tx, userId);
    await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(accounts.id, userId));
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, adminId, 'user.password_reset', userId, { username: row.username });
  });
  await publish({ kind: 'disconnect', user_id: userId });
  return { temporary_password: password };
}
