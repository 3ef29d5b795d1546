import {
  type AuthenticatedUser,
  revokeSession,
  revokeViewAsSessionsOf,
} from '../infra/sessions/session-store.js';
import type { AuthDeps } from './accounts.js';

/** Ends this session (and its sockets); an admin's sign-out also ends their View As tabs. */
export async function signOut({ db, publish }: AuthDeps, user: AuthenticatedUser): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, user.sessionHash);
    if (user.role === 'admin') await revokeViewAsSessionsOf(tx, user.id);
  });
  await publish({ kind: 'disconnect', user_id: user.id, session_hash: user.sessionHash });
}
