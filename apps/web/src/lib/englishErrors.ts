import { ERROR_MESSAGES } from '@dating/shared';
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

export const englishErrors: Catalogue = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).map(([code, message]) => [code, toI18nextTemplate(message)]),
);
