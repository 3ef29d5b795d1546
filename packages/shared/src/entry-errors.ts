/**
 * The messages the web app's entry shows before any catalogue has loaded: the codes it gives an
 * answer with no error body (a proxy's page, a dropped connection) and the blocked account's
 * notice on /signin. Apart, so the entry chunk does without every other English message (a
 * Burmese reader never needs them: the /home budget).
 */
export const ENTRY_ERROR_MESSAGES = {
  UNAUTHENTICATED: 'You must be signed in.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'An unexpected error occurred.',
  ACCOUNT_BLOCKED: 'This account has been blocked.',
  /** Never sent by the server: the app's own code for a request that found no connection. */
  NETWORK_UNAVAILABLE:
    "You're offline. This needs a connection; try again when you're back online.",
} as const;

/** What an error code looks like on the wire (checked without the list of messages). */
export const ERROR_CODE_PATTERN = /^[A-Z][A-Z_]*$/;
