import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../constants.js';

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters.`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(USERNAME_PATTERN, 'Username may only contain letters, digits, _ and .');

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signUpRequestSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Sign-in only checks presence: rules belong to sign-up, and old accounts must still sign in. */
export const signInRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: z.enum(ROLES),
  onboarding_complete: z.boolean(),
  must_change_password: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * GET /api/auth/session: the signed-in user, or `null` for a visitor without a (valid) session.
 * Answered 200 either way: a signed-out visitor is a normal state, not an error in the console.
 */
export const sessionProbeResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionProbeResponse = z.infer<typeof sessionProbeResponseSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const impersonationRedeemRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const impersonationRedeemResponseSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
});
export type ImpersonationRedeemResponse = z.infer<typeof impersonationRedeemResponseSchema>;
