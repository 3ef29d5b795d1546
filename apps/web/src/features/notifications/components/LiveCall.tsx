import { type ComponentType, useEffect, useState } from 'react';
import { realtime } from '../../../lib/realtime';

/**
 * A video call ringing wherever the member is: only this listener is on every screen (kept
 * small: /home's first visit is at its budget); the call screens and WebRTC load when the first
 * call arrives (issue 35), and the calls feature hands back the screen to render here.
 */
export function LiveCall() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      realtime.onFrame('call_incoming', (frame) => {
        import('../../calls').then((calls) => calls.incomingCall(frame, setHost), console.error);
      }),
    [],
  );
  return Host && <Host />;
}
