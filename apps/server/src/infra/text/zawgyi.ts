import { createRequire } from 'node:module';

import { loadZawgyiModel } from './detector.js';
import { isWellFormedMyanmarUnicode } from './unicode-syntax.js';

type Converter = { zawgyiToUnicode(text: string): string; unicodeToZawgyi(text: string): string };

// myanmar-tools 1.1.3 is CommonJS without types (1.2.0 is published without its build); its
// converter is current, its detector model is not: detector.ts reads the current model file.
const { ZawgyiConverter } = createRequire(import.meta.url)('myanmar-tools') as {
  ZawgyiConverter: new () => Converter;
};

const detector = loadZawgyiModel();
export const converter = new ZawgyiConverter();

const MYANMAR_BLOCK = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

export function zawgyiProbability(text: string): number {
  if (!MYANMAR_BLOCK.test(text)) return 0;
  return Math.max(0, detector.getZawgyiProbability(text));
}

export type ZawgyiVerdict =
  /** Unicode (or no Myanmar script): kept. */
  | { kind: 'unicode' }
  /** Zawgyi beyond doubt: the detector says so and the text cannot be Unicode. */
  | { kind: 'zawgyi'; converted: string }
  /** The detector leans Zawgyi but the text is well-formed Unicode too (names, short words). */
  | { kind: 'ambiguous'; converted: string };

/** At or above this the detector calls a text Zawgyi. */
const MALFORMED_THRESHOLD = 0.5;
/** Below this even a text that breaks Unicode's rules is kept (a typo, not an encoding). */
const BROKEN_THRESHOLD = 0.01;

export function classifyMyanmarText(text: string): ZawgyiVerdict {
  const probability = zawgyiProbability(text);
  if (probability < BROKEN_THRESHOLD) return { kind: 'unicode' };
  const wellFormed = isWellFormedMyanmarUnicode(text);
  if (wellFormed && probability < MALFORMED_THRESHOLD) return { kind: 'unicode' };
  const converted = converter.zawgyiToUnicode(text).normalize('NFC');
  if (converted === text) return { kind: 'unicode' };
  // Unicode Burmese with Pali stacks, Shan, Mon and Karen all score as Zawgyi on the detector
  // alone; only a text that breaks Unicode's syllable rules is converted without asking.
  if (wellFormed) return { kind: 'ambiguous', converted };
  // A broken text the detector doubts is converted only when that mends it: a Zawgyi name
  // with Pali stacks ("ဓမၼ") scores low, but becomes well-formed Burmese.
  if (probability < MALFORMED_THRESHOLD && !isWellFormedMyanmarUnicode(converted))
    return { kind: 'unicode' };
  return { kind: 'zawgyi', converted };
}

/**
 * Member-written text in Unicode: Zawgyi beyond doubt is converted; Unicode Burmese, Shan, Mon,
 * Karen, ambiguous text (the web form asks the member) and anything else is kept as it is.
 * Runs on every request body, so the converter (about 0.2 ms a sentence) runs only when needed.
 */
export function toUnicodeText(text: string): string {
  const probability = zawgyiProbability(text);
  if (probability < BROKEN_THRESHOLD || isWellFormedMyanmarUnicode(text)) return text;
  const converted = converter.zawgyiToUnicode(text).normalize('NFC');
  if (probability < MALFORMED_THRESHOLD && !isWellFormedMyanmarUnicode(converted)) return text;
  return converted;
}

/** Body fields members write themselves, and search queries (`q`), checked on every request. */
export const MEMBER_TEXT_FIELDS = new Set([
  'first_name',
  'pronouns',
  'bio',
  'city',
  'search_location',
  'comment',
  'content',
  'details',
  'payout_details',
  'transaction_ref',
  'q',
]);

/** Converts the member-written string fields of a request body in place. */
export function normalizeMemberText(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string' && MEMBER_TEXT_FIELDS.has(key))
      record[key] = toUnicodeText(value);
  }
}
