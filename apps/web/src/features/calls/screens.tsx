import { useEffect, useRef } from 'react';
import { CallScreen } from './components/CallScreen';
import { PreCall } from './components/PreCall';
import { calls, useCallSnapshot } from './host';
import type { CallPeer } from './machine';

/**
 * Calls coming in, wherever the member is (rendered by notifications' LiveCall once the first
 * one rang). Calls this member places show in their conversation (OutgoingCallHost).
 */
export function IncomingCallHost() {
  const snapshot = useCallSnapshot();
  return <CallScreen snapshot={snapshot} direction="in" />;
}

/**
 * The conversation's video call: the pre-call screen while `open`, then the call. Leaving the
 * conversation (the browser's back button) hangs up: the camera never stays on behind the app.
 */
export function OutgoingCallHost({
  open,
  onClose,
  matchId,
  other,
}: {
  open: boolean;
  onClose: () => void;
  matchId: string;
  other: CallPeer;
}) {
  const snapshot = useCallSnapshot();
  const { state } = snapshot;
  const ours = state.phase !== 'idle' && state.direction === 'out' && state.matchId === matchId;
  // This conversation's call is over (and its message dismissed): the screen closes with it.
  const wasOurs = useRef(false);
  useEffect(() => {
    if (wasOurs.current && !ours) onClose();
    wasOurs.current = ours;
  }, [ours, onClose]);
  useEffect(
    () => () => {
      const current = calls.snapshot().state;
      if (current.phase === 'idle' || current.direction !== 'out' || current.matchId !== matchId) {
        return;
      }
      // Ended already (the match ended and took the conversation with it): nothing left to say.
      if (current.phase === 'ended') calls.dismiss();
      else calls.hangUp();
    },
    [matchId],
  );
  if (ours) return <CallScreen snapshot={snapshot} direction="out" />;
  if (!open) return null;
  return <PreCall matchId={matchId} other={other} onCancel={onClose} />;
}

/** A call_incoming frame (heard by notifications' LiveCall): busy is answered by itself. */
export const receiveCall: typeof calls.receive = (frame) => calls.receive(frame);
