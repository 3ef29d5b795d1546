import type { SignUpRequest } from '@dating/shared';
import { createSession } from '../infra/sessions/session-store.js';
import { type AuthDeps, createAccount, type SignedInOnDevice } from './accounts.js';

/** A new member's account, signed in on this device. */
export async function signUp(
  { db, throttle }: AuthDeps,
  input: SignUpRequest,
  deviceToken?: string,
): Promise<SignedInOnDevice> {
  const account = await createAccount(db, input.username, input.password, 'user');
  const token = await createSession(db, account.id);
  return {
    token,
    deviceToken: await throttle.rememberDevice(account.id, deviceToken),
    user: {
      id: account.id,
      username: account.username,
      role: 'user',
      onboarding_complete: false,
      must_change_password: false,
    },
  };
}
