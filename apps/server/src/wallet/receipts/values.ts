/**
 * Values as a receipt prints them: amounts, dates and masked phone numbers, in Latin or Myanmar
 * digits. Each reader returns null for anything it cannot read without guessing.
 */

const MYANMAR_ZERO = 0x1040; // ၀; ၀-၉ are U+1040..U+1049

/** Myanmar digits to Latin; the letter ဝ (wa), drawn like ၀, counts as 0 beside a digit. */
export function latinDigits(text: string): string {
  let out = text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - MYANMAR_ZERO));
  // A run of ဝ between or beside digits (and separators) is zeros, e.g. ၅ဝ,ဝဝဝ.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/(\d[,.:/]?)\u101d|\u101d(?=[,.:/]?\d)/g, (_m, before) =>
      before ? `${before}0` : '0',
    );
  }
  return out;
}

const UNIT = '(?:Ks|MMK|Kyats?|ကျပ်|ကျပ)';
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const AMOUNT_WITH_UNIT = new RegExp(
  String.raw`([-−–]?)\s*${FIGURE}\s*${UNIT}|${UNIT}\s*([-−–]?)\s*${FIGURE}`,
  'i',
);
const BARE_AMOUNT = new RegExp(String.raw`^([-−–]?)\s*${FIGURE}$`);

export const MAX_RECEIPT_KYAT = 100_000_000;

function toKyat(figure: string | undefined, decimals: string | undefined): number | null {
  if (!figure) return null;
  // Kyat has no minor unit in use: "50,000.00" is 50000, "50,000.50" is not a sum we can take.
  if (decimals && Number(decimals) !== 0) return null;
  const kyat = Number(figure.replace(/,/g, ''));
  return Number.isSafeInteger(kyat) && kyat > 0 && kyat <= MAX_RECEIPT_KYAT ? kyat : null;
}

/**
 * "-50,000.00 Ks", "၅၀,၀၀၀ ကျပ်", "MMK 50000" → 50000 (a payment's minus sign is dropped).
 * `bare`: the text is the value of an Amount row, where the unit may be missing.
 */
export function readAmount(text: string, bare = false): number | null {
  const latin = latinDigits(text)
    .replace(/(\d)\s+,|,\s+(\d)/g, '$1,$2')
    .trim();
  const match = AMOUNT_WITH_UNIT.exec(latin);
  if (match) return toKyat(match[2] ?? match[5], match[3] ?? match[6]);
  if (!bare) return null;
  const plain = BARE_AMOUNT.exec(latin);
  return plain ? toKyat(plain[2], plain[3]) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([AP]\.?M\.?)?`;
const DATE_FORMS: Array<{ pattern: RegExp; order: 'ymd' | 'dmy' | 'dMy' | 'Mdy' }> = [
  {
    pattern: new RegExp(String.raw`(\d{2}\s?\d{2})[/.-](\d{1,2})[/.-](\d{1,2})[,\s]+${TIME}`, 'i'),
    order: 'ymd',
  },
  {
    pattern: new RegExp(String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}\s?\d{2})[,\s]+${TIME}`, 'i'),
    order: 'dmy',
  },
  {
    pattern: new RegExp(
      String.raw`(\d{1,2})[\s-]+([A-Za-z]{3})[a-z]*[\s-]+(\d{4})[,\s]+${TIME}`,
      'i',
    ),
    order: 'dMy',
  },
  {
    pattern: new RegExp(String.raw`([A-Za-z]{3})[a-z]*\s+(\d{1,2}),?\s+(\d{4})[,\s]+${TIME}`, 'i'),
    order: 'Mdy',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

function monthNumber(text: string): number {
  return MONTHS.indexOf(text.slice(0, 3).toLowerCase()) + 1;
}

function isoMyanmarTime(parts: number[], meridiem: string | undefined): string | null {
  const [year = 0, month = 0, day = 0, rawHour = 0, minute = 0, second = 0] = parts;
  let hour = rawHour;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toUpperCase().startsWith('P');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  const valid =
    year >= 2000 &&
    year <= 2100 &&
    month >= 1 &&
    month <= 12 &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!valid) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}+06:30`;
}

/**
 * "2026/11/28 14:32:05", "28/11/2026 14:32", "28 Nov 2026, 02:32 PM", "Nov 28, 2026 2:32 PM"
 * → ISO 8601 in Myanmar time (UTC+06:30, which receipts print). Day before month when numeric,
 * as Myanmar writes dates.
 */
export function readDateTime(text: string): string | null {
  const latin = latinDigits(text);
  for (const { pattern, order } of DATE_FORMS) {
    const m = pattern.exec(latin);
    if (!m) continue;
    // A year OCR split in two ('20 26') is joined again.
    const [a = '', b = '', c = ''] = [m[1], m[2], m[3]].map((v) => v?.replace(/\s/g, ''));
    const time = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    const ymd =
      order === 'ymd'
        ? [Number(a), Number(b), Number(c)]
        : order === 'dmy'
          ? [Number(c), Number(b), Number(a)]
          : order === 'dMy'
            ? [Number(c), monthNumber(b), Number(a)]
            : [Number(c), monthNumber(a), Number(b)];
    const iso = isoMyanmarTime([...ymd, ...time], m[7]);
    if (iso) return iso;
  }
  return null;
}

/** Characters OCR makes of the stars that hide a phone number's middle digits. */
const MASK = '[*+xX×•·#∗⁎%]';
/**
 * Visible digits, two or more mask characters, visible digits. OCR sometimes reads the 0 of 09
 * as O, Q or D, and the last star as a stray bracket or letter touching the digits after it.
 */
const MASKED_NUMBER = new RegExp(
  String.raw`(?<![\dA-Za-z])([0-9OQD]\d{1,3})\s?(${MASK}(?:\s?${MASK}){1,9})[([{QqOoD]?\s?(\d{2,4})(?!\d)`,
);
const FULL_NUMBER = /(?<!\d)(09\d{7,9})(?!\d)/;

/** '09*****0001' (every mask character as '*'), or a full '09…' number; null otherwise. */
export function readPhoneNumber(text: string): string | null {
  const latin = latinDigits(text);
  const masked = MASKED_NUMBER.exec(latin);
  if (masked) {
    const hidden = (masked[2] ?? '').replace(/\s/g, '').length;
    const prefix = (masked[1] ?? '').replace(/[OQD]/, '0');
    return `${prefix}${'*'.repeat(hidden)}${masked[3]}`;
  }
  const full = FULL_NUMBER.exec(latin.replace(/(\d)[\s-](?=\d)/g, '$1'));
  return full ? (full[1] ?? null) : null;
}
