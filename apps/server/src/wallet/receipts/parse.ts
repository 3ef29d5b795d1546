import { latinDigits, readAmount, readDateTime, readPhoneNumber } from './values.js';

/**
 * From the text of a KBZPay or WavePay receipt screenshot to its fields. A field is read from
 * its labelled row first (English or Burmese label; the value on the same line, as KBZPay
 * prints it, or on the next, as WavePay does), else from the only value of its kind on the page.
 * Two different candidates, or none, leave the field null: nothing is guessed.
 */

export type ReceiptWallet = 'kbzpay' | 'wavepay';

export type ReceiptFields = {
  wallet: ReceiptWallet | null;
  transactionId: string | null;
  amountKyat: number | null;
  /** ISO 8601 with the +06:30 offset receipts are printed in. */
  occurredAt: string | null;
  receiver: { name: string | null; number: string | null };
};

type Field = 'time' | 'transactionId' | 'receiverNumber' | 'receiverName' | 'amount' | 'notes';

/** Labels in the order they are tried (a longer label before the shorter one inside it). */
const LABELS: Array<{ field: Field; pattern: RegExp }> = [
  {
    field: 'time',
    pattern: /^(?:transaction\s*(?:time|date)|date\s*(?:&|and)?\s*time|date|time)\b[:\s]*/i,
  },
  {
    field: 'transactionId',
    pattern: /^(?:transaction|txn|trans\.?)\s*(?:no\.?|id|number|ref\.?)[:\s]*/i,
  },
  { field: 'receiverNumber', pattern: /^(?:receiver|recipient)\s*(?:number|phone|no\.?)[:\s]*/i },
  {
    field: 'receiverName',
    pattern: /^(?:transfer\s*to|(?:receiver|recipient)(?:\s*name)?|send\s*to|to)\b[:\s]*/i,
  },
  { field: 'amount', pattern: /^(?:amount|total)\b[:\s]*/i },
  { field: 'notes', pattern: /^(?:notes?|remarks?|purpose)\b[:\s]*/i },
  // Burmese labels: OCR of the script is rougher, so a telling word inside the label is enough.
  { field: 'time', pattern: /^[^\x20-\x7e]*(?:အချိန်|ရက်စွဲ)[^\x20-\x7e]*/ },
  { field: 'notes', pattern: /^[^\x20-\x7e]*မှတ်ချက်[^\x20-\x7e]*/ },
  { field: 'transactionId', pattern: /^[^\x20-\x7e]*အမှတ်[^\x20-\x7e]*/ },
  { field: 'receiverNumber', pattern: /^[^\x20-\x7e]*(?:ဖုန်း|နံပါတ်)[^\x20-\x7e]*/ },
  { field: 'receiverName', pattern: /^[^\x20-\x7e]*(?:လက်ခံ|အမည်)[^\x20-\x7e]*/ },
  { field: 'amount', pattern: /^[^\x20-\x7e]*ပမာဏ[^\x20-\x7e]*/ },
];

type Row = { field: Field; value: string };

function labelOf(line: string): { field: Field; rest: string } | null {
  for (const { field, pattern } of LABELS) {
    const match = pattern.exec(line);
    if (match) return { field, rest: line.slice(match[0].length).trim() };
  }
  return null;
}

/** Labelled rows; a label alone on its line takes the next line (unless that is a label). */
function rowsOf(lines: string[]): Row[] {
  const rows: Row[] = [];
  lines.forEach((line, i) => {
    const label = labelOf(line);
    if (!label) return;
    const next = lines[i + 1];
    const value = label.rest || (next !== undefined && !labelOf(next) ? next : '');
    if (value) rows.push({ field: label.field, value });
  });
  return rows;
}

/** The one distinct non-null value, else null (none, or a disagreement). */
function single<T>(values: Array<T | null>): T | null {
  const distinct = [...new Set(values.filter((v): v is T => v !== null))];
  return distinct.length === 1 ? (distinct[0] as T) : null;
}

function readWallet(lines: string[]): ReceiptWallet | null {
  const text = lines.join('\n');
  const kbz = /\bKBZ\s*Pay\b|\bKBZPay/i.test(text);
  const wave = /\bWave\s*(?:Pay|Money)\b/i.test(text);
  if (kbz !== wave) return kbz ? 'kbzpay' : 'wavepay';
  if (kbz) return null;
  // No name on the page (cropped off): each wallet's own row labels still tell them apart.
  const kbzRows = /transaction\s*no\b|transfer\s*to\b|လုပ်ဆောင်မှု/i.test(text);
  const waveRows = /receiver\s*name\b|transaction\s*id\b|ငွေလွှဲအမှတ်|လက်ခံသူအမည်/i.test(text);
  return kbzRows !== waveRows ? (kbzRows ? 'kbzpay' : 'wavepay') : null;
}

const TRANSACTION_ID = /(?<![\d*])([A-Z0-9]*\d[A-Z0-9]{5,})(?![\d*])/i;

/** A transaction number: one token of at least 6 letters or digits, at least 6 of them digits. */
function readTransactionId(value: string): string | null {
  const match = TRANSACTION_ID.exec(latinDigits(value).replace(/\s/g, ''));
  const id = match?.[1] ?? null;
  return id && (id.match(/\d/g) ?? []).length >= 6 ? id.toUpperCase() : null;
}

/** The name part of a receiver value: Latin text, without the masked number or a label's residue. */
function readName(value: string): string | null {
  const beforeNumber = value.split(/\(|\d{2}\s?[*+xX×•]/)[0] ?? '';
  const latin = beforeNumber.replace(/^[^A-Za-z]+/, '').replace(/[\s,:;-]+$/, '');
  return /[A-Za-z]{2}/.test(latin) ? latin.replace(/\s+/g, ' ') : null;
}

/** Stand-alone transaction numbers: long digit runs that are no date, phone or amount. */
function looseTransactionIds(lines: string[]): Array<string | null> {
  return lines
    .map((line) => latinDigits(line).trim())
    .filter(
      (line) => /^[A-Z0-9]{8,}$/i.test(line) && /\d{8,}/.test(line) && !/^09\d{7,9}$/.test(line),
    )
    .map((line) => line.toUpperCase());
}

export function parseReceiptText(text: string): ReceiptFields {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const rows = rowsOf(lines);
  const valuesOf = (field: Field) => rows.filter((r) => r.field === field).map((r) => r.value);

  const labelledAmount = single(valuesOf('amount').map((v) => readAmount(v, true)));
  const labelledTime = single(valuesOf('time').map(readDateTime));
  const labelledId = single(valuesOf('transactionId').map(readTransactionId));
  const nameValues = valuesOf('receiverName');
  const labelledNumber = single(
    [...valuesOf('receiverNumber'), ...nameValues].map(readPhoneNumber),
  );

  return {
    wallet: readWallet(lines),
    transactionId: labelledId ?? single(looseTransactionIds(lines)),
    amountKyat: labelledAmount ?? single(lines.map((l) => readAmount(l))),
    occurredAt: labelledTime ?? single(lines.map(readDateTime)),
    receiver: {
      name: single(nameValues.map(readName)),
      number: labelledNumber ?? single(lines.map(readPhoneNumber)),
    },
  };
}
