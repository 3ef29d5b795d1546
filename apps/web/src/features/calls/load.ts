import type { ServerFrame } from '@dating/shared';
import type { ComponentType } from 'react';
import { loadNamespaces } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazyModule';

/**
 * The call screens, the WebRTC code and their texts: fetched when a call is placed or rings,
 * never with a screen (a member's /home stays within its budget; issue 35).
 */
export const callUi = lazyModule(() =>
  Promise.all([import('./screens'), loadNamespaces(['calls', 'errors'])]).then(([ui]) => ui),
);

/**
 * Someone is calling (notifications' LiveCall heard call_incoming): the call goes to the tab's
 * controller (which answers busy by itself), and `show` gets the screen that rings.
 */
export function incomingCall(
  frame: Extract<ServerFrame, { type: 'call_incoming' }>,
  show: (host: () => ComponentType) => void,
) {
  callUi.preload().then(
    (ui) => {
      ui.receiveCall(frame);
      show(() => ui.IncomingCallHost);
    },
    (error: unknown) => console.error('Could not show a call', error),
  );
}
