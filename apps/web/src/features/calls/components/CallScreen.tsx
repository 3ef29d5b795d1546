import type { CallSnapshot } from '../controller';
import { EndedCall, IncomingCall, OutgoingCall } from './CallScreens';
import { InCall } from './InCall';

/** The screen of the tab's call, if it goes the given way (in: rung here; out: placed here). */
export function CallScreen({
  snapshot,
  direction,
}: {
  snapshot: CallSnapshot;
  direction: 'in' | 'out';
}) {
  const { state } = snapshot;
  if (state.phase === 'idle' || state.direction !== direction) return null;
  switch (state.phase) {
    case 'incoming':
      return <IncomingCall state={state} />;
    case 'outgoing':
      return <OutgoingCall state={state} local={snapshot.local} />;
    case 'active':
      return <InCall state={state} snapshot={snapshot} />;
    case 'ended':
      return <EndedCall state={state} />;
  }
}
