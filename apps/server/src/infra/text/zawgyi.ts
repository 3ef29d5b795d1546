import { createRequire } from 'node:module';

type Detector = { getZawgyiProbability(text: string): number };
type Converter = { zawgyiToUnicode(text: string): string };

// myanmar-tools 1.1.3 is CommonJS without types (1.2.0 is published without its build).
const { ZawgyiDetector, ZawgyiConverter } = createRequire(import.meta.url)('myanmar-tools') as {
  ZawgyiDetector: new () => Detector;
  ZawgyiConverter: new () => Converter;
};

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();

/** Above this probability a text is treated as Zawgyi and converted (issue 9). */
export const ZAWGYI_THRESHOLD = 0.95;
const MYANMAR_BLOCK = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

export function zawgyiProbability(text: string): number {
  if (!MYANMAR_BLOCK.test(text)) return 0;
  return detector.getZawgyiProbability(text);
}

/** Member-written text in Unicode: Zawgyi (probability >= 0.95) is converted, the rest kept. */
export function toUnicodeText(text: string): string {
  return zawgyiProbability(text) >= ZAWGYI_THRESHOLD
    ? converter.zawgyiToUnicode(text).normalize('NFC')
    : text;
}

/** Body fields members write themselves, checked on every JSON request. */
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
