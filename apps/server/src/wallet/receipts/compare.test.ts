import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_ACCOUNTS } from '../../config.js';
import {
  nameMatches,
  normaliseTransactionId,
  numberMatches,
  receiptFlags,
  type TypedDeposit,
} from './compare.js';
import type { ReceiptFields } from './parse.js';

const accounts = DEFAULT_PAYMENT_ACCOUNTS;

const read: ReceiptFields = {
  wallet: 'kbzpay',
  transactionId: '34773187849033237115',
  amountKyat: 52300,
  occurredAt: '2026-01-15T02:08:56+06:30',
  receiver: { name: 'Dating App Co., Ltd.', number: '09*****0001' },
};

const typed: TypedDeposit = {
  paymentMethod: 'kbzpay',
  transactionRef: '3477 3187 8490 3323 7115',
  amountKyat: 52300,
};

describe('receiptFlags', () => {
  it('raises nothing when the receipt agrees with the deposit and our account', () => {
    expect(receiptFlags(read, typed, accounts)).toEqual([]);
  });

  it('flags a different amount, transaction ID and wallet', () => {
    expect(
      receiptFlags(
        read,
        { paymentMethod: 'wavepay', transactionRef: '34773187849033237116', amountKyat: 53200 },
        accounts,
      ),
    ).toEqual(['amount_mismatch', 'transaction_id_mismatch', 'wallet_mismatch']);
  });

  it('flags a receiver whose name or visible digits are not the configured account', () => {
    const foreign = (receiver: ReceiptFields['receiver']) =>
      receiptFlags({ ...read, receiver }, typed, accounts);
    expect(foreign({ name: 'U Aung Ko Ko', number: '09*****2502' })).toEqual(['receiver_not_ours']);
    expect(foreign({ name: 'Dating App Co., Ltd.', number: '09*****0002' })).toEqual([
      'receiver_not_ours',
    ]);
    expect(foreign({ name: 'U Aung Ko Ko', number: null })).toEqual(['receiver_not_ours']);
    expect(foreign({ name: null, number: null })).toEqual([]);
  });

  it('checks the receiver against the account of the wallet on the receipt', () => {
    const wave = {
      ...read,
      wallet: 'wavepay' as const,
      receiver: { name: null, number: '09*****0002' },
    };
    expect(receiptFlags(wave, typed, accounts)).toEqual(['wallet_mismatch']);
  });

  it('says unreadable when nothing was read, and raises nothing for what was not read or typed', () => {
    const nothing: ReceiptFields = {
      wallet: null,
      transactionId: null,
      amountKyat: null,
      occurredAt: null,
      receiver: { name: null, number: null },
    };
    expect(receiptFlags(nothing, typed, accounts)).toEqual(['unreadable']);
    expect(
      receiptFlags(read, { paymentMethod: null, transactionRef: '  ', amountKyat: null }, accounts),
    ).toEqual([]);
  });
});

describe('comparisons', () => {
  it('normalises a transaction ID for comparing deposits', () => {
    expect(normaliseTransactionId(' ab-12 34 ')).toBe('AB1234');
    expect(normaliseTransactionId('၁၂၃၄၅၆')).toBe('123456');
  });

  it('matches a masked number on its visible digits, a full number on all of them', () => {
    expect(numberMatches('09*****0001', '09 000 000 001')).toBe(true);
    expect(numberMatches('09******0001', '09 000 000 001')).toBe(true);
    expect(numberMatches('09*****0011', '09 000 000 001')).toBe(false);
    expect(numberMatches('09000000001', '+95 9 000 000 001')).toBe(true);
    expect(numberMatches('09000000002', '09 000 000 001')).toBe(false);
    expect(numberMatches('0900000*00001', '09 000 000 001')).toBe(false);
  });

  it('matches names ignoring case, spaces and punctuation', () => {
    expect(nameMatches('DATING APP CO LTD', 'Dating App Co., Ltd.')).toBe(true);
    expect(nameMatches('Dating App', 'Dating App Co., Ltd.')).toBe(false);
  });
});
