import sharp from 'sharp';
import type { ReceiptWallet } from '../parse.js';
import type { GeneratedReceipt, ReceiptLayout } from './receipt-data.js';

/**
 * Draws a receipt screenshot in the arrangement of the two wallets' apps (no brand artwork: the
 * wallet's name is plain text). KBZPay-style: a blue bar, the amount big and signed, then rows
 * with the label left and the value right. WavePay-style: a yellow bar, the amount big, then
 * each label on its own line above its value. Burmese text is set in Padauk, Latin in a sans.
 */

const LATIN = 'Liberation Sans, DejaVu Sans, sans-serif';
const BURMESE = 'Padauk, Padauk Book';
const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const LABELS = {
  kbzpay: {
    en: [
      'Transfer Successful',
      'Transaction Time',
      'Transaction No.',
      'Transfer To',
      'Amount',
      'Notes',
    ],
    my: ['ငွေလွှဲခြင်း အောင်မြင်ပါသည်', 'လုပ်ဆောင်ချိန်', 'လုပ်ဆောင်မှုအမှတ်', 'လက်ခံသူ', 'ငွေပမာဏ', 'မှတ်ချက်'],
  },
  wavepay: {
    en: [
      'Sent Successfully',
      'Receiver Name',
      'Receiver Number',
      'Amount',
      'Transaction ID',
      'Date & Time',
      'Notes',
    ],
    my: ['ငွေပို့ခြင်း အောင်မြင်ပါသည်', 'လက်ခံသူအမည်', 'လက်ခံသူဖုန်းနံပါတ်', 'ငွေပမာဏ', 'ငွေလွှဲအမှတ်', 'ရက်စွဲနှင့်အချိန်', 'မှတ်ချက်'],
  },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const toMyanmar = (text: string) => text.replace(/\d/g, (d) => MYANMAR_DIGITS[Number(d)] as string);

function digitsFor(layout: ReceiptLayout) {
  return (text: string) => (layout.myanmarDigits ? toMyanmar(text) : text);
}

const grouped = (n: number) => n.toLocaleString('en-US');

type Text = { x: number; y: number; size: number; text: string; anchor?: string; bold?: boolean };

function textElement(t: Text, colour: string): string {
  const burmese = /[\u1000-\u109f]/.test(t.text);
  return `<text x="${t.x}" y="${t.y}" font-size="${t.size}" fill="${colour}" font-family="${
    burmese ? BURMESE : LATIN
  }" text-anchor="${t.anchor ?? 'start'}"${t.bold ? ' font-weight="bold"' : ''}>${escapeXml(t.text)}</text>`;
}

/** The date as each wallet prints it; KBZPay 2026/11/28 14:32:05, WavePay 28 Nov 2026, 02:32 PM. */
function printedDate(receipt: GeneratedReceipt): string {
  const [date = '', time = ''] = (receipt.truth.occurredAt ?? '').split('T');
  const [year, month, day] = date.split('-');
  const [hh = '00', mm = '00', ss = '00'] = time.slice(0, 8).split(':');
  const digits = digitsFor(receipt.layout);
  if (receipt.wallet === 'kbzpay') return digits(`${year}/${month}/${day} ${hh}:${mm}:${ss}`);
  if (receipt.layout.myanmarDigits) return digits(`${day}/${month}/${year} ${hh}:${mm}`);
  const hour = Number(hh);
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}, ${twelve}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

function printedAmount(receipt: GeneratedReceipt, signed: boolean): string {
  const digits = digitsFor(receipt.layout);
  const amount = receipt.truth.amountKyat ?? 0;
  const unit = receipt.layout.myanmarDigits ? 'ကျပ်' : receipt.wallet === 'kbzpay' ? 'Ks' : 'MMK';
  const figure = receipt.wallet === 'kbzpay' ? `${grouped(amount)}.00` : grouped(amount);
  return `${signed ? '-' : ''}${digits(figure)} ${unit}`;
}

function kbzRows(receipt: GeneratedReceipt, u: number): Text[] {
  const labels = LABELS.kbzpay[receipt.layout.burmeseLabels ? 'my' : 'en'];
  const values = [
    printedDate(receipt),
    receipt.truth.transactionId ?? '',
    `${receipt.truth.receiver.name} (${receipt.truth.receiver.number})`,
    printedAmount(receipt, true),
    receipt.notes,
  ];
  return values.flatMap((value, i) => {
    const y = (560 + i * 84) * u;
    return [
      { x: 40 * u, y, size: 25 * u, text: labels[i + 1] as string },
      { x: 680 * u, y, size: 25 * u, text: value, anchor: 'end' },
    ];
  });
}

function waveRows(receipt: GeneratedReceipt, u: number): Text[] {
  const labels = LABELS.wavepay[receipt.layout.burmeseLabels ? 'my' : 'en'];
  const values = [
    receipt.truth.receiver.name ?? '',
    receipt.truth.receiver.number ?? '',
    printedAmount(receipt, false),
    receipt.truth.transactionId ?? '',
    printedDate(receipt),
    receipt.notes,
  ];
  return values.flatMap((value, i) => {
    const y = (540 + i * 112) * u;
    return [
      { x: 56 * u, y, size: 23 * u, text: labels[i + 1] as string },
      { x: 56 * u, y: y + 44 * u, size: 28 * u, text: value, bold: true },
    ];
  });
}

const COLOURS: Record<ReceiptWallet, { bar: string; barText: string }> = {
  kbzpay: { bar: '#0a4da2', barText: '#ffffff' },
  wavepay: { bar: '#ffd200', barText: '#1b1b1b' },
};

export function receiptSvg(receipt: GeneratedReceipt): string {
  const { width, height, dark, burmeseLabels } = receipt.layout;
  const u = width / 720;
  const ink = dark ? '#f2f2f2' : '#1b1b1b';
  const faint = dark ? '#a8a8a8' : '#6b6b6b';
  const { bar, barText } = COLOURS[receipt.wallet];
  const labels = LABELS[receipt.wallet][burmeseLabels ? 'my' : 'en'];
  const rows = receipt.wallet === 'kbzpay' ? kbzRows(receipt, u) : waveRows(receipt, u);
  const brand = receipt.wallet === 'kbzpay' ? 'KBZPay' : 'WavePay';
  const parts = [
    `<rect width="${width}" height="${height}" fill="${dark ? '#121212' : '#ffffff'}"/>`,
    textElement({ x: 30 * u, y: 34 * u, size: 22 * u, text: '9:41' }, ink),
    `<rect y="${50 * u}" width="${width}" height="${100 * u}" fill="${bar}"/>`,
    textElement(
      { x: 360 * u, y: 115 * u, size: 34 * u, text: brand, anchor: 'middle', bold: true },
      barText,
    ),
    `<circle cx="${360 * u}" cy="${240 * u}" r="${44 * u}" fill="#2fb34a"/>`,
    `<path d="M ${338 * u} ${240 * u} l ${16 * u} ${16 * u} l ${28 * u} ${-30 * u}" stroke="#fff" stroke-width="${8 * u}" fill="none"/>`,
    textElement(
      { x: 360 * u, y: 340 * u, size: 30 * u, text: labels[0] as string, anchor: 'middle' },
      ink,
    ),
    textElement(
      {
        x: 360 * u,
        y: 430 * u,
        size: 56 * u,
        text: printedAmount(receipt, receipt.wallet === 'kbzpay'),
        anchor: 'middle',
        bold: true,
      },
      ink,
    ),
    `<line x1="${40 * u}" x2="${680 * u}" y1="${480 * u}" y2="${480 * u}" stroke="${faint}" stroke-width="${u}"/>`,
    ...rows.map((t, i) => textElement(t, i % 2 === 0 ? faint : ink)),
    `<rect x="${40 * u}" y="${height - 140 * u}" width="${640 * u}" height="${80 * u}" rx="${40 * u}" fill="${bar}"/>`,
    textElement(
      { x: 360 * u, y: height - 88 * u, size: 28 * u, text: 'Done', anchor: 'middle' },
      barText,
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** The screenshot as the member would upload it: PNG, or a scaled-down JPEG; cropped if asked. */
export async function renderReceipt(receipt: GeneratedReceipt): Promise<Buffer> {
  const { width, height, crop, jpeg } = receipt.layout;
  let image = sharp(Buffer.from(receiptSvg(receipt)));
  if (crop) {
    const top = Math.round(crop.top * height);
    image = sharp(await image.png().toBuffer()).extract({
      left: 0,
      top,
      width,
      height: Math.round(crop.bottom * height) - top,
    });
  }
  if (jpeg) return image.resize({ width: jpeg.width }).jpeg({ quality: jpeg.quality }).toBuffer();
  return image.png({ compressionLevel: 6 }).toBuffer();
}
