import { vi } from 'vitest';

/** A camera or microphone track: tests read whether the call stopped or disabled it. */
export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  readonly tracks = [new FakeTrack('audio'), new FakeTrack('video')];
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

type Description = { type: 'offer' | 'answer'; sdp: string };

/** An RTCPeerConnection stand-in that records what the call did with it. */
export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  static get last(): FakePeerConnection {
    const pc = FakePeerConnection.instances.at(-1);
    if (!pc) throw new Error('no peer connection was created');
    return pc;
  }

  readonly senders: {
    track: FakeTrack;
    parameters: { encodings: { maxBitrate?: number }[] };
    getParameters: () => { encodings: { maxBitrate?: number }[] };
    setParameters: (p: { encodings: { maxBitrate?: number }[] }) => Promise<void>;
  }[] = [];
  readonly candidates: unknown[] = [];
  remoteDescription: Description | null = null;
  localDescription: Description | null = null;
  connectionState = 'new';
  closed = false;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  bytes = 0;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  addTrack(track: FakeTrack) {
    const sender = {
      track,
      parameters: { encodings: [{}] as { maxBitrate?: number }[] },
      getParameters: () => structuredClone(sender.parameters),
      setParameters: async (p: { encodings: { maxBitrate?: number }[] }) => {
        sender.parameters = p;
      },
    };
    this.senders.push(sender);
    return sender;
  }
  addTransceiver() {}
  getSenders() {
    return this.senders;
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'v=0 offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 answer' };
  }
  async setLocalDescription(description: Description) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: Description) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }
  async getStats() {
    return new Map([
      ['T01', { type: 'transport', bytesSent: this.bytes, bytesReceived: this.bytes }],
    ]);
  }
  close() {
    this.closed = true;
  }

  /** The browser found a candidate of this side. */
  emitCandidate(candidate: string) {
    this.onicecandidate?.({
      candidate: { candidate, toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) },
    });
  }

  static reset() {
    FakePeerConnection.instances = [];
  }
}

/** Installs the fakes as the browser's camera and WebRTC; returns the camera's streams. */
export function stubCallBrowser(options: { denied?: boolean } = {}) {
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn(async () => {
    if (options.denied) throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  FakePeerConnection.reset();
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  // jsdom plays no media: the call screens' play() is a no-op here.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { streams, getUserMedia };
}

export function unstubCallBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
}

export const callConfig = {
  ice_servers: [{ urls: ['stun:stun.example.org:3478'] }],
  video_max_bitrate: 300_000,
  video_data_saver_bitrate: 120_000,
  audio_max_bitrate: 24_000,
  ring_seconds: 30,
};
