import {
  CALL_RING_SECONDS,
  type CallConfigResponse,
  type ClientFrame,
  type ServerFrame,
} from '@dating/shared';
import {
  type CallEffect,
  type CallEvent,
  type CallPeer,
  type CallState,
  IDLE,
  isLive,
  reduce,
} from './machine';
import { MediaError, type MediaProblem, stopStream } from './media';
import type { Peer, PeerOptions } from './peer';

/** What the controller needs from the browser and the server (fakes in tests). */
export interface CallDeps {
  send: (frame: ClientFrame) => boolean;
  onFrame: <T extends ServerFrame['type']>(
    type: T,
    handler: (frame: Extract<ServerFrame, { type: T }>) => void,
  ) => () => void;
  fetchConfig: () => Promise<CallConfigResponse>;
  openCamera: (dataSaver: boolean) => Promise<MediaStream>;
  createPeer: (options: PeerOptions) => Peer;
  dataSaver: () => boolean;
  now?: () => number;
}

export interface CallSnapshot {
  state: CallState;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** When the call was answered (for the timer). */
  answeredAt: number | null;
  /** The callee's camera or microphone could not be used: they take the call without. */
  mediaProblem: MediaProblem | null;
}

/** How much longer than the ring time a callee's screen rings without word from the server. */
const CALLEE_GRACE_SECONDS = 10;

/** The frames a live call listens to (call_incoming comes through `receive`: load.ts). */
const FRAMES = [
  'call_ringing',
  'call_accepted',
  'call_signal',
  'call_ended',
  'error',
  'unmatched',
] as const;

/**
 * Runs the pure state machine (machine.ts) against the socket, the camera and WebRTC: one call
 * at a time for the tab. The screens read `snapshot()` and call the actions.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure holds a call's resources (stream, connection, timer); split, each part would take them all as arguments
export function createCallController(deps: CallDeps) {
  const now = deps.now ?? Date.now;
  let snap: CallSnapshot = {
    state: IDLE,
    local: null,
    remote: null,
    answeredAt: null,
    mediaProblem: null,
  };
  let config: CallConfigResponse | null = null;
  let peer: Peer | null = null;
  let ringTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function update(patch: Partial<CallSnapshot>) {
    snap = { ...snap, ...patch };
    for (const listener of [...listeners]) listener();
  }

  const currentId = () => ('callId' in snap.state ? snap.state.callId : null);
  const isCurrent = (callId: string) => currentId() === callId && snap.state.phase !== 'ended';

  function dispatch(event: CallEvent) {
    const before = snap.state;
    const { state, effects } = reduce(before, event);
    if (state === before && effects.length === 0) return;
    const answered = state.phase === 'active' && state.answered;
    const wasAnswered = before.phase === 'active' && before.answered;
    update({
      state,
      answeredAt:
        answered && !wasAnswered ? now() : state.phase === 'active' ? snap.answeredAt : null,
      ...(state.phase === 'idle' ? { mediaProblem: null } : {}),
    });
    for (const effect of effects) run(effect);
  }

  function send(frame: ClientFrame) {
    if (deps.send(frame)) return;
    // The socket is down: a call that cannot be set up ends here (signals are best effort).
    if (frame.type === 'call_invite' || frame.type === 'call_accept') {
      dispatch({ type: 'send_failed', callId: frame.call_id });
    }
  }

  function openPeer(callId: string, stream: MediaStream | null) {
    if (!config) throw new Error('call config missing');
    const caps = deps.dataSaver()
      ? { video: config.video_data_saver_bitrate, audio: config.audio_max_bitrate }
      : { video: config.video_max_bitrate, audio: config.audio_max_bitrate };
    peer = deps.createPeer({
      iceServers: config.ice_servers,
      stream,
      caps,
      send: (signal) => void deps.send({ type: 'call_signal', call_id: callId, signal }),
      onRemoteStream: (remote) => update({ remote }),
      onFailed: () => dispatch({ type: 'peer_failed', callId }),
    });
    return peer;
  }

  /** Callee: camera and microphone (or none), the connection, then call_accept. */
  async function answer(callId: string) {
    let stream: MediaStream | null = null;
    try {
      config = await deps.fetchConfig();
      try {
        stream = await deps.openCamera(deps.dataSaver());
      } catch (error) {
        update({ mediaProblem: error instanceof MediaError ? error.problem : 'unsupported' });
      }
      if (!isCurrent(callId)) return stopStream(stream);
      update({ local: stream });
      openPeer(callId, stream);
      send({ type: 'call_accept', call_id: callId });
      if (!stream) dispatch({ type: 'local_media', media: { muted: true, camera_off: true } });
    } catch (error) {
      console.error('Could not answer the call', error);
      if (isCurrent(callId)) dispatch({ type: 'peer_failed', callId });
      else stopStream(stream);
    }
  }

  async function offer(callId: string) {
    try {
      await openPeer(callId, snap.local).offer();
    } catch (error) {
      console.error('Could not start the call', error);
      dispatch({ type: 'peer_failed', callId });
    }
  }

  function teardown() {
    clearTimeout(ringTimer);
    ringTimer = undefined;
    peer?.close();
    peer = null;
    stopStream(snap.local);
    update({ local: null, remote: null });
  }

  function run(effect: CallEffect) {
    switch (effect.kind) {
      case 'send':
        return send(effect.frame);
      case 'ring_timer': {
        const { callId } = effect;
        // The callee waits for the server's word a little longer than the caller rings.
        const seconds =
          snap.state.phase === 'incoming'
            ? CALL_RING_SECONDS + CALLEE_GRACE_SECONDS
            : (config?.ring_seconds ?? CALL_RING_SECONDS);
        clearTimeout(ringTimer);
        ringTimer = setTimeout(() => dispatch({ type: 'ring_timeout', callId }), seconds * 1000);
        return;
      }
      case 'answer':
        return void answer(effect.callId);
      case 'offer':
        return void offer(effect.callId);
      case 'signal':
        return void peer?.receive(effect.signal).catch(() => undefined);
      case 'apply_media':
        for (const track of snap.local?.getAudioTracks() ?? []) track.enabled = !effect.media.muted;
        for (const track of snap.local?.getVideoTracks() ?? []) {
          track.enabled = !effect.media.camera_off;
        }
        return;
      case 'teardown':
        return teardown();
    }
  }

  const unsubscribe = FRAMES.map((type) =>
    deps.onFrame(type, (frame) => dispatch({ type: 'frame', frame })),
  );

  return {
    snapshot: () => snap,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /**
     * Caller: rings `other` with the camera the pre-call screen opened (the call owns it from
     * here). Throws when the call settings cannot be fetched; nothing is sent then.
     */
    async start(matchId: string, other: CallPeer, stream: MediaStream): Promise<boolean> {
      config = await deps.fetchConfig();
      // Another call rang meanwhile: this one does not start (the stream stays the caller's).
      if (isLive(snap.state)) return false;
      if (snap.state.phase === 'ended') dispatch({ type: 'dismiss' });
      update({ local: stream, mediaProblem: null });
      dispatch({ type: 'start', callId: crypto.randomUUID(), matchId, other });
      return true;
    },
    /** Someone is calling (a call_incoming frame); busy is answered by itself. */
    receive(frame: Extract<ServerFrame, { type: 'call_incoming' }>) {
      dispatch({ type: 'incoming', frame });
    },
    accept: () => dispatch({ type: 'accept' }),
    decline: () => dispatch({ type: 'decline' }),
    hangUp: () => dispatch({ type: 'hang_up' }),
    toggle: (what: 'muted' | 'camera_off') => dispatch({ type: 'toggle', what }),
    dismiss: () => dispatch({ type: 'dismiss' }),
    /** Bytes this call has used so far, or null before the connection exists. */
    bytes: () => peer?.bytes() ?? Promise.resolve(null),
    /** Stops listening (tests; the app keeps one controller for the tab's life). */
    dispose() {
      for (const off of unsubscribe) off();
      teardown();
    },
  };
}

export type CallController = ReturnType<typeof createCallController>;
