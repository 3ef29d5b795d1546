/**
 * Scam signals in chat (docs/product.md#scam-aware-chat). Romance scams move people off the
 * app and ask for money, so an early message that asks for money or a transfer, or carries a
 * phone number, a payment wallet or an outside chat handle earns the receiver a safety tip.
 * Nothing is blocked or stored: the check runs when a message is served. The patterns ask for
 * an ask (send, lend, transfer) rather than the word "money" alone, so ordinary talk about
 * prices and spending does not trigger it (corpus in scam-signals.test.ts).
 */

/** Only a conversation's first messages (both members counted) can earn a tip. */
export const EARLY_EXCHANGE_MESSAGES = 20;

const MYANMAR_DIGITS = /[\u1040-\u1049]/g;

/** Myanmar digits to ASCII and zero-width characters out, so one pattern covers both scripts. */
function normalize(text: string) {
  return text
    .replace(MYANMAR_DIGITS, (d) => String((d.codePointAt(0) ?? 0x1040) - 0x1040))
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase();
}

const SEP = '[\\s\\-.]*';

const PATTERNS: RegExp[] = [
  // Myanmar mobile numbers: 09 xxx xxx xxx, +95 9 ..., 959..., with spaces, dashes or dots.
  new RegExp(`(?:\\+${SEP}95|\\b95|(?<![\\d])0)${SEP}9(?:${SEP}\\d){6,9}(?!\\d)`),
  // Any other international number.
  new RegExp(`\\+${SEP}\\d(?:${SEP}\\d){7,13}`),
  // Payment wallets, in English and Burmese spelling.
  /\b(?:kbz\s*pay|k\s*pay|wave\s*(?:pay|money)|aya\s*pay|cb\s*pay|uab\s*pay|onepay|mpitesan)\b/,
  /ကေ\s*ပေး|ကေဘီဇက်|ဝေ့(?:ဗ်)?\s*ပေး|အေ\s*ယူ\s*အေ\s*ပေး|စီ\s*ဘီ\s*ပေး/,
  // Outside chat apps and handles.
  /\b(?:viber|telegram|whats\s*app|wechat|we\s*chat|messenger|facebook|instagram|signal app|imo)\b/,
  /\b(?:fb|ig)\s*(?:id|account|acc|name|page)\b|\bline\s*(?:id|app|account)\b|\b(?:add|message|find)\s+me\s+on\s+\w+/,
  /(?:^|\s)@[a-z0-9_.]{3,}|\bt\.me\/|\bwa\.me\//,
  /ဗိုက်ဘာ|ဗိုင်ဘာ|တယ်လီ\s*ဂရမ်|ဝက်\s*ဆပ်|ဝတ်\s*ဆပ်|ဖေ့\s*(?:စ်)?\s*ဘွတ်|ဖေ့ဘုတ်|မက်\s*ဆင်\s*ဂျာ|ဝီ\s*ချက်|လိုင်း\s*(?:အိုင်ဒီ|id)|အိုင်ဒီ\s*ပေး/,
  // Asking for a number to continue elsewhere.
  /\b(?:your|ur|my)\s+(?:phone\s+)?number\b|\bphone\s*(?:no|number)\b|ဖုန်း\s*နံပါတ်|ဖုန်းနံ/,
  // Asking for money or a transfer (English).
  /\b(?:send|give|lend|loan|wire|transfer)\s+(?:me\s+)?(?:some\s+)?(?:money|cash|funds|coins|\d+|k\b)/,
  /\b(?:borrow|lend)\b.*\b(?:money|lakh|kyat|ks|\d+)|\b(?:need|needs)\s+(?:some\s+)?(?:money|cash)\b/,
  /\b(?:bank\s+account|account\s+number|western\s+union|bitcoin|crypto|usdt|bank\s+transfer|money\s+transfer)\b/,
  /\b(?:top\s*up|pay)\s+(?:for\s+)?(?:my|me)\b/,
  // Asking for money or a transfer (Burmese): transfer, send/give money, lend, need money, bank.
  /ငွေ\s*လွှဲ|လွှဲ\s*ပေး|လွှဲ\s*ပို့|(?:ပိုက်ဆံ|ငွေ)[^။?]{0,12}(?:ပို့|ပေးပါ|ပေး\s*လို့|ချေး|လို\s*နေ|လိုတယ်|လိုအပ်)|ချေး\s*(?:ပါ|ပေး|လို့)|ဘဏ်\s*အကောင့်|ငွေ\s*ဖြည့်\s*ပေး|ဖုန်း\s*ဘေလ်\s*ဖြည့်/,
];

/** True when the text asks for money or points off the app. */
export function hasScamSignal(text: string): boolean {
  const normalized = normalize(text);
  return PATTERNS.some((pattern) => pattern.test(normalized));
}
