/** "12 km" in the reader's language (spec section 9: numbers with locale grouping). */
export function formatKm(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
  }).format(value);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
