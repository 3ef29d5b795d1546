import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './parse.js';
import { latinDigits, readAmount, readDateTime, readPhoneNumber } from './values.js';

// Text as Tesseract returns it for the two wallets' layouts (taken from real OCR runs on the
// test set, with the misreads it makes); no OCR runs here.
const KBZ_ENGLISH = `9:41
KBZPay
Transfer Successful
-52,300.00 Ks

Transaction Time 2026/01/15 02:08:56
Transaction No. 34773187849033237115
Transfer To Dating App Co., Ltd. (09*****Q0001)
Amount -52,300.00 Ks
Notes for coins`;

const KBZ_BURMESE = `9:41
KBZPay
ငွေလွှဲခြင်း အောင်မြင်ပါသည်
-၅ 900.00 ကျပ
လုပ်ဆောင်ချိန် ၂၀၂၆/၀၆/၁၈ ၁၄:၅၅:၁၅
လုပ်ဆောင်မှုအမှတ် 90688117451602263475
လက်ခံသူ Dating App Co., Ltd. (09*****0001)
ငွေပမာဏ -၅၆,၃၀၀.၀၀ ကျပ်
မှတ်ချက် coins`;

const WAVE_ENGLISH = `9:41
WavePay
Sent Successfully
60,500 MMK
Receiver Name
Dating App Co., Ltd.
Receiver Number
09*+**+*0002
Amount
60,500 MMK
Transaction ID
6467693248
Date & Time
26 Aug 2026, 05:04 PM
Notes`;

const WAVE_BURMESE = `9:41
ငွေပို့ ခြင်း အောင်မြင်ပါသည်
ဖြက ကျပ
လက်ခံသူအမည်
Dating App Co., Ltd.
လက်ခံသူဖုန်းနံပါတ်
09***++0002
ငွေပမာဏ
၆၅,၀၀၀ ကျပ်
လဲ အမက
8734508368
ရက်ရွဲနှင့်အချိန်
၁၀/၀၇/၂၀၂၆ ၂၀:၃၃
မှတ်ချက်`;

describe('parseReceiptText', () => {
  it('reads a KBZPay receipt with English labels, the value beside its label', () => {
    expect(parseReceiptText(KBZ_ENGLISH)).toEqual({
      wallet: 'kbzpay',
      transactionId: '34773187849033237115',
      amountKyat: 52300,
      occurredAt: '2026-01-15T02:08:56+06:30',
      receiver: { name: 'Dating App Co., Ltd.', number: '09*****0001' },
    });
  });

  it('reads a KBZPay receipt with Burmese labels and Myanmar digits, taking the Amount row over a misread headline', () => {
    expect(parseReceiptText(KBZ_BURMESE)).toEqual({
      wallet: 'kbzpay',
      transactionId: '90688117451602263475',
      amountKyat: 56300,
      occurredAt: '2026-06-18T14:55:15+06:30',
      receiver: { name: 'Dating App Co., Ltd.', number: '09*****0001' },
    });
  });

  it('reads a WavePay receipt, each value on the line under its label, 12-hour time', () => {
    expect(parseReceiptText(WAVE_ENGLISH)).toEqual({
      wallet: 'wavepay',
      transactionId: '6467693248',
      amountKyat: 60500,
      occurredAt: '2026-08-26T17:04:00+06:30',
      receiver: { name: 'Dating App Co., Ltd.', number: '09******0002' },
    });
  });

  it('falls back on the only value of its kind when a Burmese label is garbled, and tells the wallet by its rows', () => {
    expect(parseReceiptText(WAVE_BURMESE)).toEqual({
      wallet: 'wavepay',
      transactionId: '8734508368',
      amountKyat: 65000,
      occurredAt: '2026-07-10T20:33:00+06:30',
      receiver: { name: 'Dating App Co., Ltd.', number: '09*****0002' },
    });
  });

  it('leaves every field null for text that is no receipt', () => {
    expect(parseReceiptText('Hello\nsee you at 7?\n')).toEqual({
      wallet: null,
      transactionId: null,
      amountKyat: null,
      occurredAt: null,
      receiver: { name: null, number: null },
    });
  });

  it('does not guess between two different amounts when no Amount row was read', () => {
    const text = 'KBZPay\n-50,000.00 Ks\nsomething 60,000 Ks';
    expect(parseReceiptText(text).amountKyat).toBeNull();
  });

  it('does not pick a wallet when both names appear', () => {
    expect(parseReceiptText('KBZPay\nWavePay\nAmount 1,000 Ks').wallet).toBeNull();
  });
});

describe('receipt values', () => {
  it('turns Myanmar digits, and the letter wa beside digits, into Latin digits', () => {
    expect(latinDigits('၅၀,၀၀၀')).toBe('50,000');
    expect(latinDigits('၅ဝ,ဝဝဝ ကျပ်')).toBe('50,000 ကျပ်');
    expect(latinDigits('ဝန်ဆောင်ခ')).toBe('ဝန်ဆောင်ခ');
  });

  it.each([
    ['-50,000.00 Ks', 50000],
    ['50,000 MMK', 50000],
    ['MMK 12500', 12500],
    ['၁၂၃,၄၅၆ ကျပ်', 123456],
    ['− 7,000 Kyats', 7000],
  ])('reads the amount %s', (text, kyat) => {
    expect(readAmount(text)).toBe(kyat);
  });

  it('reads a bare figure only as an Amount row value, and refuses fractions and absurd sums', () => {
    expect(readAmount('50,000')).toBeNull();
    expect(readAmount('50,000', true)).toBe(50000);
    expect(readAmount('50,000.50 Ks')).toBeNull();
    expect(readAmount('0 Ks')).toBeNull();
    expect(readAmount('999,999,999 Ks')).toBeNull();
  });

  it.each([
    ['2026/11/28 14:32:05', '2026-11-28T14:32:05+06:30'],
    ['၂၀၂၆/၁၁/၂၈ ၁၄:၃၂:၀၅', '2026-11-28T14:32:05+06:30'],
    ['28/11/2026 14:32', '2026-11-28T14:32:00+06:30'],
    ['၂၈/၀၁/၂၀ ၂၆ ၁၀:၁၆', '2026-01-28T10:16:00+06:30'],
    ['28 Nov 2026, 02:32 PM', '2026-11-28T14:32:00+06:30'],
    ['28 Nov 2026, 12:05 AM', '2026-11-28T00:05:00+06:30'],
    ['Nov 28, 2026 2:32 PM', '2026-11-28T14:32:00+06:30'],
  ])('reads the date %s in Myanmar time', (text, iso) => {
    expect(readDateTime(text)).toBe(iso);
  });

  it('refuses impossible dates and times', () => {
    expect(readDateTime('2026/02/30 10:00:00')).toBeNull();
    expect(readDateTime('2026/11/28 25:00:00')).toBeNull();
    expect(readDateTime('28 Nov 2026, 13:00 PM')).toBeNull();
  });

  it.each([
    ['(09*****0001)', '09*****0001'],
    ['09*+**+*0002', '09******0002'],
    ['Q9*****x2502', '09******2502'],
    ['09*****(0002', '09*****0002'],
    ['09 123 456 789', '09123456789'],
  ])('reads the phone number %s', (text, number) => {
    expect(readPhoneNumber(text)).toBe(number);
  });

  it('does not take a number whose mask was lost', () => {
    expect(readPhoneNumber('Dating App Co., Ltd. (090001)')).toBeNull();
    expect(readPhoneNumber('09% ၅0002')).toBeNull();
  });
});
