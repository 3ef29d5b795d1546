import { ADMIN_ERROR_CODES, ERROR_MESSAGES } from '@dating/shared';
import type { Catalogue } from './catalogue';

/** The shared catalogue writes `{name}`; i18next interpolates `{{name}}`. */
export function toI18nextTemplate(message: string): string {
  return message.replace(/\{(\w+)\}/g, '{{$1}}');
}

/**
 * English error texts are ERROR_MESSAGES of @dating/shared, never copied by hand; a chunk of
 * their own, loaded by lib/i18n.ts when English needs the `errors` namespace.
 */
export { ERROR_MESSAGES };

const adminCodes: readonly string[] = ADMIN_ERROR_CODES;
const catalogueOf = (admin: boolean): Catalogue =>
  Object.fromEntries(
    Object.entries(ERROR_MESSAGES)
      .filter(([code]) => adminCodes.includes(code) === admin)
      .map(([code, message]) => [code, toI18nextTemplate(message)]),
  );

/** The `errors` namespace: every code a member's screens may meet. */
export const englishErrors: Catalogue = catalogueOf(false);
/** The `adminErrors` namespace: ADMIN_ERROR_CODES, loaded by the admin areas only. */
export const englishAdminErrors: Catalogue = catalogueOf(true);
