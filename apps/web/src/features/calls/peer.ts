import type { CallSignal, IceServer } from '@dating/shared';

export interface BitrateCaps {
  /** Bits per second for the camera (lower in Data saver). */
  video: number;
  audio: number;
}

export interface PeerOptions {
  iceServers: IceServer[];
  /** This side's camera and microphone; null when the member allowed neither. */
  stream: MediaStream | null;
  caps: BitrateCaps;
  /** Relays a description or candidate to the other phone (call_signal). */
  send: (signal: CallSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  /** The connection was lost for good (ICE failed or closed by the browser). */
  onFailed: () => void;
}

export interface Peer {
  /** Caller: creates and sends the offer. */
  offer(): Promise<void>;
  /** A description or candidate from the other phone. */
  receive(signal: CallSignal): Promise<void>;
  /** Bytes sent and received so far on this call (both ways, all transports). */
  bytes(): Promise<number>;
  close(): void;
}

type PeerConstructor = new (configuration: RTCConfiguration) => RTCPeerConnection;

/**
 * One WebRTC connection between the two phones: trickle ICE over the socket, the media capped
 * for mobile data by RTCRtpSender.setParameters once each sender has its encoding.
 */
export function createPeer(
  options: PeerOptions,
  Connection: PeerConstructor = RTCPeerConnection,
): Peer {
  const { stream, caps, send } = options;
  const pc = new Connection({ iceServers: options.iceServers });
  for (const track of stream?.getTracks() ?? []) pc.addTrack(track, stream as MediaStream);

  pc.onicecandidate = ({ candidate }) => {
    if (candidate?.candidate) send({ candidate: candidate.toJSON() as CallSignal['candidate'] });
  };
  pc.ontrack = ({ streams, track }) => {
    options.onRemoteStream(streams[0] ?? new MediaStream([track]));
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'failed') options.onFailed();
  };

  // Candidates that arrive before the description they belong to wait for it.
  const early: RTCIceCandidateInit[] = [];
  // Signals are handled one after another: a candidate must not overtake its description.
  let queue: Promise<void> = Promise.resolve();

  async function cap() {
    for (const sender of pc.getSenders()) {
      const kind = sender.track?.kind;
      if (!kind) continue;
      const parameters = sender.getParameters();
      const [encoding] = parameters.encodings ?? [];
      if (!encoding) continue;
      encoding.maxBitrate = kind === 'video' ? caps.video : caps.audio;
      await sender.setParameters(parameters).catch((error: unknown) => {
        console.error('Could not cap the call bitrate', error);
      });
    }
  }

  async function describe(description: NonNullable<CallSignal['description']>) {
    await pc.setRemoteDescription(description);
    for (const candidate of early.splice(0)) await pc.addIceCandidate(candidate);
    if (description.type === 'offer') {
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      send({ description: { type: 'answer', sdp: answer.sdp ?? '' } });
    }
    await cap();
  }

  async function handle(signal: CallSignal) {
    if (signal.description) return describe(signal.description);
    if (!signal.candidate) return;
    const candidate = { ...signal.candidate } as RTCIceCandidateInit;
    if (pc.remoteDescription) await pc.addIceCandidate(candidate);
    else early.push(candidate);
  }

  return {
    async offer() {
      // A caller who allowed no camera still receives the other's picture and voice.
      if (!stream?.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
      if (!stream?.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      send({ description: { type: 'offer', sdp: offer.sdp ?? '' } });
    },
    receive(signal) {
      const next = queue.then(() => handle(signal));
      queue = next.catch((error: unknown) => console.error('Could not apply a call signal', error));
      return next;
    },
    async bytes() {
      const report = await pc.getStats();
      let total = 0;
      let transports = 0;
      let pair = 0;
      report.forEach((entry: RTCStats & Record<string, unknown>) => {
        const sent = Number(entry.bytesSent ?? 0) + Number(entry.bytesReceived ?? 0);
        if (entry.type === 'transport') {
          transports += 1;
          total += sent;
        } else if (entry.type === 'candidate-pair' && entry.nominated) {
          pair += sent;
        }
      });
      // Browsers without transport stats (Firefox) count the chosen candidate pair's.
      return transports > 0 ? total : pair;
    },
    close() {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
    },
  };
}
