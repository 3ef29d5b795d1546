/**
 * Voice notes for tests, laid out as MediaRecorder writes them: WebM as Chromium does (unknown
 * sizes, no Duration, a cluster per second, a 20 ms Opus frame per block) and Ogg Opus as
 * Firefox and Safari do. The frames are filler bytes: the server reads containers, not audio.
 */

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function sizeVint(size: number): Buffer {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number, data: Buffer | null): Buffer {
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  if (data === null) return Buffer.concat([idBytes, UNKNOWN_SIZE]);
  return Buffer.concat([idBytes, sizeVint(data.length), data]);
}

const uint = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

export type WebmOptions = {
  seconds: number;
  codec?: string;
  /** Adds a video track beside the audio one. */
  withVideo?: boolean;
  /** Writes Info's Duration (ms) as a file with a known length does. */
  infoDurationMs?: number;
  docType?: string;
};

const FRAME_MS = 20;

export function makeWebm(options: WebmOptions): Buffer {
  const header = element(
    0x1a45dfa3,
    Buffer.concat([element(0x4282, Buffer.from(options.docType ?? 'webm'))]),
  );
  const infoParts = [element(0x2ad7b1, uint(1_000_000))];
  if (options.infoDurationMs !== undefined) {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(options.infoDurationMs);
    infoParts.push(element(0x4489, duration));
  }
  const track = (number: number, type: number, codec: string) =>
    element(
      0xae,
      Buffer.concat([
        element(0xd7, Buffer.from([number])),
        element(0x83, Buffer.from([type])),
        element(0x86, Buffer.from(codec)),
      ]),
    );
  const tracks = [track(1, 2, options.codec ?? 'A_OPUS')];
  if (options.withVideo) tracks.push(track(2, 1, 'V_VP8'));
  const clusters: Buffer[] = [];
  const totalMs = Math.round(options.seconds * 1000);
  for (let start = 0; start < totalMs; start += 1000) {
    const blocks = [element(0xe7, uint(start))];
    for (let at = 0; at < 1000 && start + at < totalMs; at += FRAME_MS) {
      const block = Buffer.alloc(4 + 60, 0x55);
      block[0] = 0x81;
      block.writeInt16BE(at, 1);
      block[3] = 0x80;
      blocks.push(element(0xa3, block));
    }
    clusters.push(element(0x1f43b675, null), ...blocks);
  }
  return Buffer.concat([
    header,
    element(0x18538067, null),
    element(0x1549a966, Buffer.concat(infoParts)),
    element(0x1654ae6b, Buffer.concat(tracks)),
    ...clusters,
  ]);
}

function oggPage(serial: number, sequence: number, granule: bigint, flags: number, body: Buffer) {
  const segments: number[] = [];
  let left = body.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  return Buffer.concat([header, Buffer.from(segments), body]);
}

/** Ogg Opus of `seconds`, a page per second; `head` replaces the OpusHead packet's magic. */
export function makeOgg(seconds: number, head = 'OpusHead'): Buffer {
  const serial = 0x1234;
  const opusHead = Buffer.alloc(19);
  opusHead.write(head, 0, 'latin1');
  opusHead[8] = 1;
  opusHead[9] = 1;
  opusHead.writeUInt16LE(312, 10);
  opusHead.writeUInt32LE(48_000, 12);
  const pages = [
    oggPage(serial, 0, 0n, 0x02, opusHead),
    oggPage(serial, 1, 0n, 0, Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1')),
  ];
  for (let second = 1; second <= Math.ceil(seconds); second++) {
    const samples = BigInt(Math.round(Math.min(second, seconds) * 48_000) + 312);
    pages.push(oggPage(serial, second + 1, samples, 0, Buffer.alloc(3000, 0x55)));
  }
  return Buffer.concat(pages);
}
