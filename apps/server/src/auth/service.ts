import type { ChangePasswordRequest, Role, SignInRequest, SignUpRequest } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import type { AuthenticatedUser } from '../infra/sessions/session-store.js';
import { type AuthDeps, createAccount } from './accounts.js';
import { changePassword } from './change-password.js';
import type { LoginThrottle } from './login-throttle.js';
import { prepareBurnPasswordCheck } from './passwords.js';
import { redeemImpersonation } from './redeem-view-as.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { signUp } from './sign-up.js';

/**
 * Auth's operations, one file each: accounts (accounts.ts), sign-up, sign-in (with the
 * throttle of login-throttle.ts), sign-out, password change and View As redemption.
 */
export function createAuthService(db: Db, throttle: LoginThrottle, publish: AuthDeps['publish']) {
  // The dummy hash an unknown username is checked against, made now, not on the first such try.
  void prepareBurnPasswordCheck();
  const deps: AuthDeps = { db, throttle, publish };
  return {
    createAccount: (username: string, password: string, role: Role) =>
      createAccount(db, username, password, role),
    signUp: (input: SignUpRequest, deviceToken?: string) => signUp(deps, input, deviceToken),
    signIn: (input: SignInRequest, deviceToken: string | undefined, ip: string) =>
      signIn(deps, input, deviceToken, ip),
    signOut: (user: AuthenticatedUser) => signOut(deps, user),
    changePassword: (user: AuthenticatedUser, input: ChangePasswordRequest) =>
      changePassword(deps, user, input),
    redeemImpersonation: (token: string) => redeemImpersonation(db, token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
