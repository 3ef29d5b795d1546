import type { TFunction } from 'i18next';

/** Numbers with the reader's locale grouping (spec section 9). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** "12 km" in the reader's language. */
export function formatKm(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
  }).format(value);
}

/**
 * The thumbnail beside a stored photo: `/files/media/a/x.webp` → `/files/media/a/x_thumb.webp`
 * (the server falls back to the full image when a photo has none). Other URLs stay as they are.
 */
export function thumbUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith('/files/media/') || url.endsWith('_thumb.webp')) return url;
  const match = /^(.*)\.[a-z0-9]+$/i.exec(url);
  return match ? `${match[1]}_thumb.webp` : url;
}

/** A profile option (gender, sexuality, intention) in the reader's language (profile catalogue). */
export function optionText(t: TFunction, value: string): string {
  return t(`options.${value}`, { ns: 'profile', defaultValue: value });
}
