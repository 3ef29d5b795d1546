import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from '../../infra/ocr/index.js';
import { receiptFlags } from './compare.js';
import { type ReceiptReading, readReceipt } from './read-receipt.js';
import {
  type GeneratedReceipt,
  OUR_ACCOUNTS,
  RECEIPT_TEST_SET_SIZE,
  renderedReceiptTestSet,
} from './test-set/index.js';
import { fieldsRight, SCORED_FIELDS } from './test-set/score.js';

/**
 * The receipt test set read by the real OCR (tesseract.js, eng+mya from npm): at least 95% of
 * the fields must come out exactly. One engine for the file; OCR takes about a second a
 * screenshot on a quiet core and several on a loaded one, hence the long timeouts.
 */

const REQUIRED_ACCURACY = 0.95;
const engine = createOcrEngine();
const readings = new Map<string, { receipt: GeneratedReceipt; reading: ReceiptReading }>();

const reading = (name: string) => {
  const entry = readings.get(name);
  if (!entry) throw new Error(`no receipt ${name} in the test set`);
  return entry;
};

beforeAll(async () => {
  for (const receipt of await renderedReceiptTestSet()) {
    readings.set(receipt.name, { receipt, reading: await readReceipt(receipt.image, engine) });
  }
}, 900_000);

afterAll(() => engine.close());

describe('reading the receipt test set', () => {
  it(`reads at least ${REQUIRED_ACCURACY * 100}% of the fields of ${RECEIPT_TEST_SET_SIZE} receipts exactly`, () => {
    const misses: string[] = [];
    let right = 0;
    let total = 0;
    for (const [name, { receipt, reading: r }] of readings) {
      const scored = fieldsRight(r.fields, receipt.truth);
      for (const field of SCORED_FIELDS) {
        total += 1;
        if (scored[field]) right += 1;
        else misses.push(`${name}.${field}`);
      }
    }
    expect(readings.size).toBe(RECEIPT_TEST_SET_SIZE);
    expect(total).toBe(RECEIPT_TEST_SET_SIZE * SCORED_FIELDS.length);
    expect(right / total, `missed: ${misses.join(', ')}`).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('reads amounts and times printed in Myanmar digits', () => {
    for (const name of ['kbzpay-myanmar-digits', 'wavepay-myanmar-digits']) {
      const { receipt, reading: r } = reading(name);
      expect(r.fields.amountKyat).toBe(receipt.truth.amountKyat);
      expect(r.fields.occurredAt).toBe(receipt.truth.occurredAt);
    }
  });

  it('flags a wrong amount typed by the member and nothing else on a matching receipt', () => {
    const { receipt, reading: r } = reading('kbzpay-phone-720');
    const typed = {
      paymentMethod: receipt.wallet,
      transactionRef: receipt.truth.transactionId,
      amountKyat: receipt.truth.amountKyat,
    };
    expect(receiptFlags(r.fields, typed, OUR_ACCOUNTS)).toEqual([]);
    const wrongAmount = { ...typed, amountKyat: (receipt.truth.amountKyat ?? 0) + 10_000 };
    expect(receiptFlags(r.fields, wrongAmount, OUR_ACCOUNTS)).toEqual(['amount_mismatch']);
  });

  it('flags money sent to someone else than the app', () => {
    for (const name of ['kbzpay-foreign-receiver', 'wavepay-foreign-receiver']) {
      const { receipt, reading: r } = reading(name);
      const typed = {
        paymentMethod: receipt.wallet,
        transactionRef: receipt.truth.transactionId,
        amountKyat: receipt.truth.amountKyat,
      };
      expect(receiptFlags(r.fields, typed, OUR_ACCOUNTS)).toContain('receiver_not_ours');
    }
  });

  it('calls a screenshot without a receipt unreadable', async () => {
    const blank = await sharp({
      create: { width: 720, height: 1280, channels: 3, background: '#f4f4f4' },
    })
      .png()
      .toBuffer();
    const r = await readReceipt(blank, engine);
    expect(
      receiptFlags(
        r.fields,
        { paymentMethod: 'kbzpay', transactionRef: '1', amountKyat: 5000 },
        OUR_ACCOUNTS,
      ),
    ).toEqual(['unreadable']);
  }, 120_000);
});
