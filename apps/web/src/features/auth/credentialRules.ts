import { loadNamespaces, MESSAGE_NAMESPACES } from '../../lib/i18n';

export type CredentialsForm = 'signIn' | 'signUp';

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
 * The shared schema of the sign-in or sign-up form. It loads on demand, with the error messages:
 * neither zod nor the messages are part of the first visit to / and /signin (issue #9 data
 * budget). The server's refusal comes after this, so its message is loaded too.
 */
export async function loadCredentialSchema(form: CredentialsForm) {
  const [{ signInRequestSchema, signUpRequestSchema }] = await Promise.all([
    loadSchemas(),
    loadMessages(),
  ]);
  // Sign-in only checks presence; sign-up applies the server's username and password rules.
  return form === 'signIn' ? signInRequestSchema : signUpRequestSchema;
}
