import type { TFunction } from 'i18next';

/**
 * A gift's name in the reader's language. Gifts are catalogue data; the bundled ones
 * (apps/server/src/shop/catalogue.ts) have their names in the `gifts` namespace, keyed by the
 * English name; a gift an admin adds later shows the name it was given.
 */
export function giftName(name: string, t: TFunction): string {
  return t(name, { ns: 'gifts', keySeparator: false, nsSeparator: false, defaultValue: name });
}
