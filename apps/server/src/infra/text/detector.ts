import { readFileSync } from 'node:fs';

/*
 * Google myanmar-tools' Zawgyi detector (Apache 2.0), reading the current model file
 * (model/zawgyiUnicodeModel.dat) instead of the older one the npm package 1.1.3 embeds as
 * base64. The format and the prediction follow the package's src/zawgyi_detector.ts: a binary
 * Markov chain over Myanmar code points whose entries are log P(Unicode) - log P(Zawgyi).
 */

const MODEL_URL = new URL('./model/zawgyiUnicodeModel.dat', import.meta.url);

// Code point ranges that get their own Markov state; everything else is state 0.
const RANGES: [number, number][] = [
  [0x1000, 0x103f], // Myanmar, before the digits
  [0x104a, 0x109f], // Myanmar, after the digits
  [0xaa60, 0xaa7f], // Myanmar Extended-A
  [0xa9e0, 0xa9ff], // Myanmar Extended-B
  [0x2000, 0x200b], // spaces (only in models of state set version 0)
];

function stateOf(cp: number, withSpaces: boolean): number {
  let offset = 1;
  for (let i = 0; i < RANGES.length; i++) {
    const [from, to] = RANGES[i] as [number, number];
    if (cp >= from && cp <= to) return i === 4 && !withSpaces ? 0 : offset + cp - from;
    offset += to - from + 1;
  }
  return 0;
}

function expectTag(view: DataView, offset: number, lead: number, trail: number): number {
  if (view.getUint32(offset) !== lead || view.getUint32(offset + 4) !== trail)
    throw new Error('zawgyiUnicodeModel.dat: unexpected magic number');
  return offset + 8;
}

export type ZawgyiModel = { getZawgyiProbability(text: string): number };

export function loadZawgyiModel(bytes: Uint8Array = readFileSync(MODEL_URL)): ZawgyiModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = expectTag(view, 0, 0x555a4d4f, 0x44454c20); // "UZMODEL "
  const version = view.getUint32(offset);
  offset += 4;
  let ssv = 0;
  if (version === 2) {
    ssv = view.getUint32(offset);
    offset += 4;
  } else if (version !== 1) throw new Error(`zawgyiUnicodeModel.dat: version ${version}`);
  offset = expectTag(view, offset, 0x424d4152, 0x4b4f5620); // "BMARKOV "
  if (view.getUint32(offset) !== 0) throw new Error('zawgyiUnicodeModel.dat: Markov version');
  offset += 4;

  const size = view.getInt16(offset);
  offset += 2;
  const table = new Float64Array(size * size);
  for (let from = 0; from < size; from++) {
    let entries = view.getInt16(offset);
    offset += 2;
    let fallback = 0;
    if (entries > 0) {
      fallback = view.getFloat32(offset);
      offset += 4;
    }
    let next = -1;
    for (let to = 0; to < size; to++) {
      if (entries > 0 && next < to) {
        next = view.getInt16(offset);
        offset += 2;
        entries--;
      }
      if (next === to) {
        table[from * size + to] = view.getFloat32(offset);
        offset += 4;
      } else table[from * size + to] = fallback;
    }
  }

  const withSpaces = ssv === 0;
  return {
    /** P(Zawgyi | Zawgyi or Unicode); -Infinity when the text has no Myanmar code point. */
    getZawgyiProbability(text: string): number {
      let previous = 0;
      let delta = 0;
      let seen = false;
      for (let i = 0; i <= text.length; i++) {
        const current = i === text.length ? 0 : stateOf(text.charCodeAt(i), withSpaces);
        if (previous !== 0 || current !== 0) {
          delta += table[previous * size + current] as number;
          seen = true;
        }
        previous = current;
      }
      return seen ? 1 / (1 + Math.exp(delta)) : Number.NEGATIVE_INFINITY;
    },
  };
}
