import type { CallOutcome, CallSignal, ClientFrame, ServerFrame } from '@dating/shared';

/** The other member of a call, as the screens show them. */
export interface CallPeer {
  id: string;
  name: string;
  photo_url: string | null;
}

/** Why a call screen says the call is over. */
export type EndReason =
  | CallOutcome
  /** This side hung up an answered call. */
  | 'hung_up'
  /** The match ended (unmatched or blocked) during the call. */
  | 'unmatched'
  /** The server refused a call frame (the call is gone, or the match is). */
  | 'unavailable'
  /** The socket was down when the call had to start or be answered. */
  | 'offline'
  /** The phones could not connect to each other. */
  | 'failed';

export type MediaState = { muted: boolean; camera_off: boolean };

interface CallBase {
  callId: string;
  matchId: string;
  other: CallPeer;
  direction: 'out' | 'in';
}

export type CallState =
  | { phase: 'idle' }
  /** Caller: invited; `ringing` once the server has stored the invite. */
  | (CallBase & { phase: 'outgoing'; ringing: boolean })
  /** Callee: the ringing screen. */
  | (CallBase & { phase: 'incoming' })
  /** Answered: `answered` is false on the callee's side until the server confirms. */
  | (CallBase & {
      phase: 'active';
      answered: boolean;
      local: MediaState;
      remote: MediaState;
    })
  | (CallBase & { phase: 'ended'; reason: EndReason; duration_ms?: number });

export type CallEvent =
  | { type: 'start'; callId: string; matchId: string; other: CallPeer }
  | { type: 'frame'; frame: ServerFrame }
  | { type: 'incoming'; frame: Extract<ServerFrame, { type: 'call_incoming' }> }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'hang_up' }
  | { type: 'ring_timeout'; callId: string }
  | { type: 'toggle'; what: 'muted' | 'camera_off' }
  /** This side's media after the camera and microphone were asked for. */
  | { type: 'local_media'; media: MediaState }
  | { type: 'send_failed'; callId: string }
  | { type: 'peer_failed'; callId: string }
  | { type: 'dismiss' };

/** What the controller must do after a transition (the reducer itself does nothing). */
export type CallEffect =
  | { kind: 'send'; frame: ClientFrame }
  | { kind: 'ring_timer'; callId: string }
  /** Callee: ask for the camera and microphone, open the connection, then send call_accept. */
  | { kind: 'answer'; callId: string }
  /** Caller: open the connection and send the offer. */
  | { kind: 'offer'; callId: string }
  | { kind: 'signal'; signal: CallSignal }
  | { kind: 'apply_media'; media: MediaState }
  /** Stop every track and close the connection. */
  | { kind: 'teardown' };

export type Transition = { state: CallState; effects: CallEffect[] };

export const IDLE: CallState = { phase: 'idle' };

const NO_MEDIA: MediaState = { muted: false, camera_off: false };

const stay = (state: CallState): Transition => ({ state, effects: [] });

/** A call that rings, talks or is being set up: the member is busy for another one. */
export const isLive = (state: CallState) =>
  state.phase === 'outgoing' || state.phase === 'incoming' || state.phase === 'active';

function ended(state: CallState & CallBase, reason: EndReason, duration_ms?: number): CallState {
  const { callId, matchId, other, direction } = state;
  return { phase: 'ended', callId, matchId, other, direction, reason, duration_ms };
}

/** This side stops a live call: hung up, cancelled before an answer, or declined. */
function leave(state: CallState): Transition {
  if (state.phase === 'incoming') {
    const frame: ClientFrame = { type: 'call_decline', call_id: state.callId };
    return { state: IDLE, effects: [{ kind: 'send', frame }] };
  }
  if (state.phase !== 'outgoing' && state.phase !== 'active') return stay(state);
  const reason: EndReason = state.phase === 'outgoing' ? 'cancelled' : 'hung_up';
  return {
    state: ended(state, reason),
    effects: [{ kind: 'send', frame: { type: 'call_end', call_id: state.callId } }, TEARDOWN],
  };
}

const TEARDOWN: CallEffect = { kind: 'teardown' };

/**
 * The call's state machine, pure: one call at a time per tab. The caller invites, hears it ring
 * and gives up after the ring time (call_end: the server records it missed); the callee accepts
 * or declines; a second call while one is live is answered "busy"; the end of the match ends it.
 */
export function reduce(state: CallState, event: CallEvent): Transition {
  switch (event.type) {
    case 'start': {
      if (isLive(state)) return stay(state);
      const { callId, matchId, other } = event;
      const frame: ClientFrame = { type: 'call_invite', call_id: callId, match_id: matchId };
      return {
        state: { phase: 'outgoing', callId, matchId, other, direction: 'out', ringing: false },
        effects: [{ kind: 'send', frame }],
      };
    }
    case 'incoming': {
      const { frame } = event;
      if (isLive(state)) {
        // The same call again (another socket of this tab heard it): still one call.
        if ('callId' in state && state.callId === frame.call_id) return stay(state);
        const busy: ClientFrame = { type: 'call_busy', call_id: frame.call_id };
        return { state, effects: [{ kind: 'send', frame: busy }] };
      }
      const other = {
        id: frame.from.id,
        name: frame.from.first_name,
        photo_url: frame.from.photo_url,
      };
      // Rings until the server ends it, or a while past the ring time if that never comes.
      return {
        state: {
          phase: 'incoming',
          callId: frame.call_id,
          matchId: frame.match_id,
          other,
          direction: 'in',
        },
        effects: [{ kind: 'ring_timer', callId: frame.call_id }],
      };
    }
    case 'accept':
      if (state.phase !== 'incoming') return stay(state);
      return {
        state: { ...state, phase: 'active', answered: false, local: NO_MEDIA, remote: NO_MEDIA },
        effects: [{ kind: 'answer', callId: state.callId }],
      };
    case 'decline':
    case 'hang_up':
      return leave(state);
    case 'ring_timeout':
      if (state.phase === 'incoming' && state.callId === event.callId) return stay(IDLE);
      if (state.phase !== 'outgoing' || state.callId !== event.callId) return stay(state);
      return {
        state: ended(state, 'missed'),
        effects: [{ kind: 'send', frame: { type: 'call_end', call_id: state.callId } }, TEARDOWN],
      };
    case 'toggle': {
      if (state.phase !== 'active') return stay(state);
      const local = { ...state.local, [event.what]: !state.local[event.what] };
      return withMedia(state, local);
    }
    case 'local_media':
      if (state.phase !== 'active') return stay(state);
      return withMedia(state, event.media);
    case 'send_failed':
    case 'peer_failed':
      if (!isLive(state) || !('callId' in state) || state.callId !== event.callId) {
        return stay(state);
      }
      return {
        state: ended(state, event.type === 'send_failed' ? 'offline' : 'failed'),
        effects: [{ kind: 'send', frame: { type: 'call_end', call_id: state.callId } }, TEARDOWN],
      };
    case 'dismiss':
      return state.phase === 'ended' ? stay(IDLE) : stay(state);
    case 'frame':
      return onFrame(state, event.frame);
  }
}

function withMedia(state: Extract<CallState, { phase: 'active' }>, local: MediaState): Transition {
  return {
    state: { ...state, local },
    effects: [
      { kind: 'apply_media', media: local },
      {
        kind: 'send',
        frame: { type: 'call_signal', call_id: state.callId, signal: { media: local } },
      },
    ],
  };
}

/** A frame from the server; frames about another call (or none) change nothing. */
function onFrame(state: CallState, frame: ServerFrame): Transition {
  if (state.phase === 'idle') return stay(state);
  if (frame.type === 'unmatched') {
    if (frame.match_id !== state.matchId || !isLive(state)) return stay(state);
    return {
      state: ended(state, 'unmatched'),
      effects: [{ kind: 'send', frame: { type: 'call_end', call_id: state.callId } }, TEARDOWN],
    };
  }
  if (!('call_id' in frame) || frame.call_id !== state.callId) return stay(state);
  switch (frame.type) {
    case 'call_ringing':
      if (state.phase !== 'outgoing' || state.ringing) return stay(state);
      return {
        state: { ...state, ringing: true },
        effects: [{ kind: 'ring_timer', callId: state.callId }],
      };
    case 'call_accepted':
      return onAccepted(state);
    case 'call_signal':
      if (state.phase !== 'active') return stay(state);
      if (frame.signal.media) return stay({ ...state, remote: frame.signal.media });
      return { state, effects: [{ kind: 'signal', signal: frame.signal }] };
    case 'call_ended':
      if (state.phase === 'ended') {
        // The server's word on a call this side ended already: its outcome and length.
        return stay({ ...state, duration_ms: frame.duration_ms ?? state.duration_ms });
      }
      // Declined by this tab, or answered on another device: nothing to say here.
      if (state.phase === 'incoming') return stay(IDLE);
      return { state: ended(state, frame.outcome, frame.duration_ms), effects: [TEARDOWN] };
    case 'error':
      if (!isLive(state)) return stay(state);
      return { state: ended(state, 'unavailable'), effects: [TEARDOWN] };
    default:
      return stay(state);
  }
}

function onAccepted(state: Exclude<CallState, { phase: 'idle' }>): Transition {
  if (state.phase === 'outgoing') {
    return {
      state: { ...state, phase: 'active', answered: true, local: NO_MEDIA, remote: NO_MEDIA },
      effects: [{ kind: 'offer', callId: state.callId }],
    };
  }
  // Answered on another of this member's devices: this one stops ringing.
  if (state.phase === 'incoming') return stay(IDLE);
  if (state.phase === 'active' && !state.answered) return stay({ ...state, answered: true });
  return stay(state);
}
