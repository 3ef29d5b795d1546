/** How much of a message a toast or a notification shows. */
export const PREVIEW_MAX_CHARACTERS = 80;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first line of a message, cut at ~80 characters. Cut between graphemes, never inside one:
 * a Burmese syllable's marks or an emoji's parts stay whole.
 */
export function messagePreview(content: string): string {
  const line = content.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  const parts = [...graphemes.segment(line)].map((s) => s.segment);
  if (parts.length <= PREVIEW_MAX_CHARACTERS) return line;
  return `${parts
    .slice(0, PREVIEW_MAX_CHARACTERS - 1)
    .join('')
    .trimEnd()}…`;
}
