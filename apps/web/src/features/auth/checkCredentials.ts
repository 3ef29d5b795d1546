import type { SignInRequest } from '@dating/shared';
import { fieldErrors } from './components/fieldErrors';

export type CredentialsCheck =
  | { ok: true; data: SignInRequest }
  | { ok: false; errors: Record<string, string> };

const loadSchemas = () => import('./credentialSchemas');

/** Starts fetching the rules early (when the form is first touched) so submitting never waits. */
export function preloadCredentialRules(): void {
  void loadSchemas();
}

/**
 * Checks the sign-in or sign-up form with the shared schemas. They load on demand: zod is not
 * part of the first visit to / and /signin (issue #9 data budget).
 */
export async function checkCredentials(
  form: 'signIn' | 'signUp',
  values: { username: string; password: string },
): Promise<CredentialsCheck> {
  const { signInRequestSchema, signUpRequestSchema } = await loadSchemas();
  const schema = form === 'signIn' ? signInRequestSchema : signUpRequestSchema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
