import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '@dating/shared';
import { AppError } from '../infra/http/errors.js';

/** What a voice note is stored as: its container (the file's extension) and its length. */
export type VoiceNote = { container: 'webm' | 'ogg'; durationMs: number };

/** A recorder stops a little after its 60 s timer: this much over is still accepted. */
const DURATION_SLACK_MS = 500;

const refuse = () => new AppError('VOICE_NOTE_INVALID', { max: VOICE_MAX_SECONDS });

/**
 * Checks an uploaded voice note before anything is stored (issue 35): an Opus stream in a WebM
 * (Chromium, Firefox) or Ogg container, within the size cap, with a length read from the
 * container itself, 60 s at most. Anything else is VOICE_NOTE_INVALID; nothing is decoded.
 */
export function readVoiceNote(data: Buffer): VoiceNote {
  if (data.length > VOICE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  const note = readContainer(data);
  if (!note || note.durationMs <= 0) throw refuse();
  if (note.durationMs > VOICE_MAX_SECONDS * 1000 + DURATION_SLACK_MS) throw refuse();
  return note;
}

function readContainer(data: Buffer): VoiceNote | null {
  try {
    if (data.length < 4) return null;
    if (data.toString('latin1', 0, 4) === 'OggS') {
      return { container: 'ogg', durationMs: oggOpusDurationMs(data) };
    }
    if (data.readUInt32BE(0) === ID.ebml) {
      return { container: 'webm', durationMs: webmOpusDurationMs(data) };
    }
    return null;
  } catch (error) {
    // A read past the end (RangeError) is a cut or forged header: not a voice note either.
    if (error instanceof AppError) throw error;
    return null;
  }
}

/**
 * Walks every Ogg page (RFC 3533): one logical stream whose first packet is an OpusHead; its
 * length is the last granule position (48 kHz samples) less the pre-skip (RFC 7845).
 */
function oggOpusDurationMs(data: Buffer): number {
  let offset = 0;
  let serial: number | null = null;
  let preSkip = 0;
  let granule = 0n;
  while (offset < data.length) {
    if (offset + 27 > data.length || data.toString('latin1', offset, offset + 4) !== 'OggS') {
      throw refuse();
    }
    const segments = data[offset + 26] as number;
    const tableEnd = offset + 27 + segments;
    if (tableEnd > data.length) throw refuse();
    let bodySize = 0;
    for (let i = offset + 27; i < tableEnd; i++) bodySize += data[i] as number;
    const pageSerial = data.readUInt32LE(offset + 14);
    const firstPage = serial === null;
    // Only the first page may begin a stream: a second stream (video, another track) is refused.
    if ((((data[offset + 5] as number) & 0x02) !== 0) !== firstPage) throw refuse();
    if (firstPage) {
      if (data.toString('latin1', tableEnd, tableEnd + 8) !== 'OpusHead') throw refuse();
      preSkip = data.readUInt16LE(tableEnd + 10);
      serial = pageSerial;
    } else if (pageSerial !== serial) throw refuse();
    const pageGranule = data.readBigInt64LE(offset + 6);
    if (pageGranule > 0n) granule = pageGranule;
    offset = tableEnd + bodySize;
    if (offset > data.length) throw refuse();
  }
  return Number((granule - BigInt(preSkip)) / 48n);
}

/** EBML ids of the WebM elements read (Matroska specification). */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;

/** Masters whose children are read in place; every other element is skipped whole. */
const OPENED: ReadonlySet<number> = new Set([
  ID.ebml,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.cluster,
  ID.blockGroup,
]);

/** A variable-length integer at `offset`: its value and width; `unknown` when all ones (size). */
function readVint(data: Buffer, offset: number, keepMarker: boolean) {
  const first = data[offset];
  if (first === undefined || first === 0) throw refuse();
  const width = Math.clz32(first) - 23;
  if (width > 8 || offset + width > data.length) throw refuse();
  let value = keepMarker ? first : first & (0xff >> width);
  let allOnes = value === 0xff >> width;
  for (let i = 1; i < width; i++) {
    const byte = data[offset + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, width, unknown: !keepMarker && allOnes };
}

function readUnsigned(data: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (data[start + i] as number);
  return value;
}

type WebmFacts = {
  docType: string;
  codecs: string[];
  trackTypes: number[];
  scale: number;
  infoDuration: number;
  clusterTime: number;
  lastBlockTime: number;
};

/**
 * Reads a WebM file flat: opened masters are read in place (so the unknown sizes a live
 * MediaRecorder writes need no end), other elements are skipped. One Opus audio track, no other;
 * the length is Info's Duration when written, else the last block's time (Chromium writes none).
 */
function webmOpusDurationMs(data: Buffer): number {
  const facts: WebmFacts = {
    docType: '',
    codecs: [],
    trackTypes: [],
    scale: 1_000_000,
    infoDuration: 0,
    clusterTime: 0,
    lastBlockTime: -1,
  };
  let offset = 0;
  while (offset < data.length) {
    const id = readVint(data, offset, true);
    const size = readVint(data, offset + id.width, false);
    const start = offset + id.width + size.width;
    if (OPENED.has(id.value)) {
      offset = start;
      continue;
    }
    // A cut-off last element (a recording's tail) ends the walk; its earlier blocks count.
    if (size.unknown || start + size.value > data.length) break;
    readElement(data, id.value, start, size.value, facts);
    offset = start + size.value;
  }
  const opusOnly = facts.codecs.length === 1 && facts.codecs[0] === 'A_OPUS';
  const audioOnly = facts.trackTypes.every((type) => type === 2);
  if (facts.docType !== 'webm' || !opusOnly || !audioOnly || facts.lastBlockTime < 0) {
    throw refuse();
  }
  const ticks = facts.infoDuration > 0 ? facts.infoDuration : facts.lastBlockTime;
  return Math.round((ticks * facts.scale) / 1_000_000);
}

function readElement(data: Buffer, id: number, start: number, size: number, facts: WebmFacts) {
  const text = () => data.toString('latin1', start, start + size).replace(/\0+$/, '');
  if (id === ID.docType) facts.docType = text();
  else if (id === ID.codecId) facts.codecs.push(text());
  else if (id === ID.trackType) facts.trackTypes.push(readUnsigned(data, start, size));
  else if (id === ID.timecodeScale) facts.scale = readUnsigned(data, start, size);
  else if (id === ID.clusterTimecode) facts.clusterTime = readUnsigned(data, start, size);
  else if (id === ID.duration) {
    if (size === 4) facts.infoDuration = data.readFloatBE(start);
    else if (size === 8) facts.infoDuration = data.readDoubleBE(start);
  } else if (id === ID.simpleBlock || id === ID.block) {
    // Track number (a vint), then the time relative to the cluster (signed 16 bits).
    const track = readVint(data, start, false);
    if (track.width + 2 > size) throw refuse();
    const time = facts.clusterTime + data.readInt16BE(start + track.width);
    facts.lastBlockTime = Math.max(facts.lastBlockTime, time);
  }
}
