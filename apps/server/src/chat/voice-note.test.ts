import fs from 'node:fs';
import path from 'node:path';
import { VOICE_MAX_BYTES } from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { makeOgg, makeWebm } from './test-voice-notes.js';
import { readVoiceNote } from './voice-note.js';

const codeOf = (data: Buffer) => {
  try {
    readVoiceNote(data);
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('readVoiceNote', () => {
  it("reads a real recording of Chromium's MediaRecorder (fake microphone, 2.5 s at 24 kbps)", () => {
    // fixtures/chromium-voice.webm: recorded by Debian's Chromium with --use-fake-device-for-media-stream.
    const file = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/chromium-voice.webm'));
    expect(readVoiceNote(file)).toEqual({ container: 'webm', durationMs: 2_400 });
  });

  it("reads a Chromium recording's length from its last block (no Duration written)", () => {
    expect(readVoiceNote(makeWebm({ seconds: 12.5 }))).toEqual({
      container: 'webm',
      durationMs: 12_480,
    });
  });

  it("takes Info's Duration when the file has one", () => {
    const note = readVoiceNote(makeWebm({ seconds: 3, infoDurationMs: 3_020 }));
    expect(note.durationMs).toBe(3_020);
  });

  it('reads Ogg Opus: the last granule position less the pre-skip', () => {
    expect(readVoiceNote(makeOgg(7.5))).toEqual({ container: 'ogg', durationMs: 7_500 });
  });

  it('accepts 60 seconds and refuses longer', () => {
    expect(codeOf(makeWebm({ seconds: 60 }))).toBe('accepted');
    expect(codeOf(makeOgg(60))).toBe('accepted');
    expect(codeOf(makeWebm({ seconds: 61 }))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(makeOgg(61))).toBe('VOICE_NOTE_INVALID');
  });

  it('refuses what is not Opus audio alone', () => {
    expect(codeOf(makeWebm({ seconds: 2, codec: 'A_VORBIS' }))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(makeWebm({ seconds: 2, withVideo: true }))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(makeWebm({ seconds: 2, docType: 'matroska' }))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(makeOgg(2, 'OpusHeaX'))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(Buffer.from('ID3\u0004 an mp3 file', 'latin1'))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(Buffer.from('<svg onload=alert(1)>'))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(Buffer.alloc(2))).toBe('VOICE_NOTE_INVALID');
  });

  it('refuses an empty recording and a cut or forged header', () => {
    expect(codeOf(makeWebm({ seconds: 0 }))).toBe('VOICE_NOTE_INVALID');
    expect(codeOf(makeOgg(3).subarray(0, 40))).toBe('VOICE_NOTE_INVALID');
    const ogg = makeOgg(3);
    ogg.write('OggX', ogg.length - 3027, 'latin1');
    expect(codeOf(ogg)).toBe('VOICE_NOTE_INVALID');
  });

  it('keeps the blocks before a cut-off tail', () => {
    const webm = makeWebm({ seconds: 5 });
    expect(readVoiceNote(webm.subarray(0, webm.length - 30)).durationMs).toBe(4_960);
  });

  it('refuses a file above the size cap as too large', () => {
    const big = Buffer.concat([makeOgg(1), Buffer.alloc(VOICE_MAX_BYTES)]);
    expect(codeOf(big)).toBe('FILE_TOO_LARGE');
  });
});
