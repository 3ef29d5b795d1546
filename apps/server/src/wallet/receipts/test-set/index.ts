import type { ReceiptWallet } from '../parse.js';
import { type GeneratedReceipt, type ReceiptLayout, receiptData } from './receipt-data.js';
import { renderReceipt } from './render.js';

export { type GeneratedReceipt, OUR_ACCOUNTS } from './receipt-data.js';
export { renderReceipt } from './render.js';

/**
 * The project's receipt test set: every layout below drawn for both wallets, each from its own
 * seed, so 24 screenshots with their true fields. Generated at test time (about a second).
 */
const LAYOUTS: Array<{ name: string; layout: ReceiptLayout; foreign?: boolean }> = [
  { name: 'phone-720', layout: base(720, 1280) },
  { name: 'phone-1080', layout: base(1080, 2340) },
  { name: 'tall-1440', layout: base(1440, 3120) },
  { name: 'burmese-labels', layout: { ...base(1080, 2340), burmeseLabels: true } },
  {
    name: 'myanmar-digits',
    layout: { ...base(720, 1280), burmeseLabels: true, myanmarDigits: true },
  },
  { name: 'myanmar-digits-english-labels', layout: { ...base(1080, 1920), myanmarDigits: true } },
  { name: 'dark', layout: { ...base(1080, 2340), dark: true } },
  {
    name: 'dark-myanmar-digits',
    layout: { ...base(1080, 2340), dark: true, burmeseLabels: true, myanmarDigits: true },
  },
  { name: 'cropped', layout: { ...base(1080, 2340), crop: { top: 0.02, bottom: 0.72 } } },
  { name: 'jpeg-540-q35', layout: { ...base(720, 1280), jpeg: { quality: 35, width: 540 } } },
  {
    name: 'jpeg-720-q50-burmese',
    layout: {
      ...base(1080, 2340),
      burmeseLabels: true,
      myanmarDigits: true,
      jpeg: { quality: 50, width: 720 },
    },
  },
  { name: 'foreign-receiver', layout: base(720, 1280), foreign: true },
];

function base(width: number, height: number): ReceiptLayout {
  return { width, height, burmeseLabels: false, myanmarDigits: false, dark: false };
}

export const RECEIPT_TEST_SET_SIZE = LAYOUTS.length * 2;

/** The receipts' descriptions and truths (no pixels). */
export function receiptTestSet(): GeneratedReceipt[] {
  const wallets: ReceiptWallet[] = ['kbzpay', 'wavepay'];
  return LAYOUTS.flatMap(({ name, layout, foreign }, i) =>
    wallets.map((wallet, j) => ({
      ...receiptData(1000 + i * 2 + j, wallet, layout, foreign),
      name: `${wallet}-${name}`,
    })),
  );
}

/** The set with each screenshot rendered. */
export async function renderedReceiptTestSet(): Promise<
  Array<GeneratedReceipt & { image: Buffer }>
> {
  const set = receiptTestSet();
  const images = await Promise.all(set.map(renderReceipt));
  return set.map((receipt, i) => ({ ...receipt, image: images[i] as Buffer }));
}
