import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl';

/** Numbers with the reader's locale grouping (spec section 9). */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** "12 km" in the reader's language. */
export function formatKm(value: number, language: string): string {
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
  }).format(value);
}

/** A profile option (gender, sexuality, intention) in the reader's language (profile catalogue). */
export function optionText(t: TFunction, value: string): string {
  return t(`options.${value}`, { ns: 'profile', defaultValue: value });
}
