import type { ReceiptFields, ReceiptWallet } from '../parse.js';

/**
 * The ground truth of one generated receipt and how it is drawn. Everything comes from the seed,
 * so the same seed always gives the same receipt (and the same expected fields).
 */
export type ReceiptLayout = {
  /** Canvas size in pixels before any crop. */
  width: number;
  height: number;
  /** Labels in Burmese instead of English. */
  burmeseLabels: boolean;
  /** Amount, date and time in Myanmar digits (၀-၉). */
  myanmarDigits: boolean;
  /** Dark background with light text, as in a phone's dark mode. */
  dark: boolean;
  /** Keep only this band of the height (a member cropping the status bar and buttons off). */
  crop?: { top: number; bottom: number };
  /** Saved as a JPEG of this quality after scaling to this width (a forwarded screenshot). */
  jpeg?: { quality: number; width: number };
};

export type GeneratedReceipt = {
  name: string;
  wallet: ReceiptWallet;
  layout: ReceiptLayout;
  truth: ReceiptFields;
  notes: string;
};

export const OUR_ACCOUNTS = {
  kbzpay: { accountName: 'Dating App Co., Ltd.', accountNumber: '09 000 000 001' },
  wavepay: { accountName: 'Dating App Co., Ltd.', accountNumber: '09 000 000 002' },
} as const;

const OTHER_NAMES = ['U Aung Ko Ko', 'Daw Mya Mya Win', 'Ko Zaw Min Htet', 'Ma Thin Thin Aye'];
const NOTES = ['coins', 'top up', 'deposit', 'for coins'];

/** A small deterministic generator (LCG), the same one the picture generator uses. */
export function generator(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '09*****0001': the first two and last four digits shown, as both wallets mask a number. */
export function maskedNumber(digits: string): string {
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 6)}${digits.slice(-4)}`;
}

function receiverFor(wallet: ReceiptWallet, random: () => number, foreign: boolean) {
  if (!foreign) {
    const ours = OUR_ACCOUNTS[wallet];
    return { name: ours.accountName, number: maskedNumber(ours.accountNumber.replace(/\D/g, '')) };
  }
  const name = OTHER_NAMES[Math.floor(random() * OTHER_NAMES.length)] as string;
  let digits = '09';
  for (let i = 0; i < 9; i++) digits += String(Math.floor(random() * 10));
  return { name, number: maskedNumber(digits) };
}

function transactionIdFor(wallet: ReceiptWallet, random: () => number): string {
  // KBZPay numbers run to 20 digits, WavePay's to 10; neither starts with 0 here.
  const length = wallet === 'kbzpay' ? 20 : 10;
  let id = String(1 + Math.floor(random() * 9));
  while (id.length < length) id += String(Math.floor(random() * 10));
  return id;
}

/** One receipt: which fields it carries follows from the seed and the layout. */
export function receiptData(
  seed: number,
  wallet: ReceiptWallet,
  layout: ReceiptLayout,
  foreignReceiver = false,
): GeneratedReceipt {
  const random = generator(seed);
  // Mostly round sums, some with odd hundreds (a member topping up an exact price).
  const amountKyat =
    (1 + Math.floor(random() * 400)) * 500 + (random() < 0.3 ? Math.floor(random() * 5) * 100 : 0);
  const month = 1 + Math.floor(random() * 11);
  const day = 1 + Math.floor(random() * 28);
  const hour = Math.floor(random() * 24);
  const minute = Math.floor(random() * 60);
  // WavePay shows minutes only; KBZPay shows seconds.
  const second = wallet === 'kbzpay' ? Math.floor(random() * 60) : 0;
  const occurredAt = `2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}+06:30`;
  return {
    name: '',
    wallet,
    layout,
    notes: NOTES[Math.floor(random() * NOTES.length)] as string,
    truth: {
      wallet,
      transactionId: transactionIdFor(wallet, random),
      amountKyat,
      occurredAt,
      receiver: receiverFor(wallet, random, foreignReceiver),
    },
  };
}
