import type { SignInRequest } from '@dating/shared';
import { loadNamespaces, MESSAGE_NAMESPACES } from '../../lib/i18n';
import { fieldErrors } from './components/fieldErrors';

export type CredentialsCheck =
  | { ok: true; data: SignInRequest }
  | { ok: false; errors: Record<string, string> };

const loadSchemas = () => import('./credentialSchemas');
/** The messages a refused form shows, in the reader's language. */
const loadMessages = () => loadNamespaces(MESSAGE_NAMESPACES);

/**
 * Starts fetching the rules and their messages early (when the form is first touched) so
 * submitting never waits.
 */
export function preloadCredentialRules(): void {
  void loadSchemas();
  void loadMessages();
}

/**
 * Checks the sign-in or sign-up form with the shared schemas. They load on demand, with the
 * error messages: neither zod nor the messages are part of the first visit to / and /signin
 * (issue #9 data budget). The server's refusal comes after this, so its message is loaded too.
 */
export async function checkCredentials(
  form: 'signIn' | 'signUp',
  values: { username: string; password: string },
): Promise<CredentialsCheck> {
  const [{ signInRequestSchema, signUpRequestSchema }] = await Promise.all([
    loadSchemas(),
    loadMessages(),
  ]);
  const schema = form === 'signIn' ? signInRequestSchema : signUpRequestSchema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
