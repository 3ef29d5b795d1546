import { CALL_RING_SECONDS, type ClientFrame, type ServerFrame } from '@dating/shared';
import type { FastifyBaseLogger } from 'fastify';
import { acceptCall } from './accept.js';
import type { CallDeps } from './deps.js';
import { announceEnded, type EndAction, endCall, endedFrame } from './end-call.js';
import { inviteCall } from './invite.js';
import { relaySignal } from './signal.js';

export type CallFrame = Extract<ClientFrame, { type: `call_${string}` }>;

export const isCallFrame = (frame: ClientFrame): frame is CallFrame =>
  frame.type.startsWith('call_');

/** Frame type → what call_end.sql is asked to do. */
const ENDING: Record<string, EndAction> = {
  call_end: 'end',
  call_decline: 'decline',
  call_busy: 'busy',
};

/** A call this socket placed or answered: ended when the socket closes. */
type Held = { matchId: string; otherId: string; ring?: NodeJS.Timeout };

/**
 * The call frames of one member's socket (chat/realtime-routes.ts hands them over). It keeps the
 * calls this socket placed or accepted, so closing it ends them and the other side's screen
 * hears call_ended; a caller's call rings CALL_RING_SECONDS at most (then it is missed), timed
 * here, so no client has to. Refusals answer `error` CALL_NOT_AVAILABLE with the call's id.
 */
export function callSocket(
  deps: CallDeps,
  userId: string,
  send: (frame: ServerFrame) => void,
  log: FastifyBaseLogger,
) {
  const held = new Map<string, Held>();
  const refuse = (callId: string) =>
    send({ type: 'error', code: 'CALL_NOT_AVAILABLE', call_id: callId });

  let closed = false;

  function hold(callId: string, call: Held) {
    if (held.has(callId)) return;
    held.set(callId, call);
    // Stored or answered while the socket was closing: it ends now, as the others did.
    if (closed) void close();
  }

  function letGo(callId: string) {
    clearTimeout(held.get(callId)?.ring);
    held.delete(callId);
  }

  /** Ends the caller's call as missed once it has rung its time, whatever the phones do. */
  function ringFor(callId: string) {
    const ring = setTimeout(
      () => {
        void endCall(deps, callId, userId, 'timeout')
          .then((ended) => announceEnded(deps, ended))
          .catch((error: unknown) => log.warn({ err: error }, 'call ring timeout failed'));
      },
      (CALL_RING_SECONDS + 1) * 1000,
    );
    ring.unref();
    return ring;
  }

  async function finish(callId: string, action: EndAction) {
    const ended = await endCall(deps, callId, userId, action);
    if (ended.outcome === 'ended') {
      letGo(callId);
      return announceEnded(deps, ended);
    }
    // Hung up twice (both at once, or a retry): how it ended, to this socket.
    if (ended.outcome === 'already') return send(endedFrame(ended));
    refuse(callId);
  }

  async function handle(frame: CallFrame) {
    const callId = frame.call_id;
    if (frame.type === 'call_invite') {
      const matchId = frame.match_id;
      // Held once stored, before the callee hears: a close from then on ends it.
      const invited = await inviteCall(deps, userId, callId, matchId, (otherId) => {
        if (!held.has(callId)) hold(callId, { matchId, otherId, ring: ringFor(callId) });
      });
      if (invited.kind === 'unavailable') return refuse(callId);
      return send({ type: 'call_ringing', call_id: callId, match_id: matchId });
    }
    if (frame.type === 'call_accept') {
      const accepted = await acceptCall(deps, userId, callId, ({ matchId, callerId }) =>
        hold(callId, { matchId, otherId: callerId }),
      );
      if (!accepted) refuse(callId);
      return;
    }
    if (frame.type === 'call_signal') {
      if (!(await relaySignal(deps, userId, callId, frame.signal))) refuse(callId);
      return;
    }
    const action = ENDING[frame.type];
    if (action) await finish(callId, action);
  }

  /**
   * The socket closed: its calls end (cancelled, missed or completed, as a hang-up). A call already
   * gone went with its match (an unmatch, a block, an account deleted): the other member hears
   * 'unmatched', which ends a call on their screen as it ends the conversation.
   */
  async function close() {
    closed = true;
    for (const [callId, call] of [...held]) {
      letGo(callId);
      try {
        const ended = await endCall(deps, callId, userId, 'end');
        if (ended.outcome === 'ended') await announceEnded(deps, ended);
        else if (ended.outcome === 'not_found') {
          await deps.realtime.publish({
            kind: 'unmatched',
            match_id: call.matchId,
            user_ids: [call.otherId],
          });
        }
      } catch (error) {
        log.warn({ err: error }, 'ending a closed socket’s call failed');
      }
    }
  }

  return { handle, close };
}

export type CallSocket = ReturnType<typeof callSocket>;
