/** "12 km" in the reader's language (spec section 9: numbers with locale grouping). */
import { numberFormat } from '../../lib/intl';
export function formatKm(value: number, language: string): string {
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
  }).format(value);
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}
