import { useSyncExternalStore } from 'react';
import { readDataSaver } from '../../lib/dataSaver';
import { realtime } from '../../lib/realtime';
import { fetchCallConfig } from './api';
import { createCallController } from './controller';
import { openCamera } from './media';
import { createPeer } from './peer';

/** The tab's one call, created when the calls feature first loads (a call came or was placed). */
export const calls = createCallController({
  send: realtime.send,
  onFrame: realtime.onFrame,
  fetchConfig: fetchCallConfig,
  openCamera,
  createPeer: (options) => createPeer(options),
  dataSaver: readDataSaver,
});

export function useCallSnapshot() {
  return useSyncExternalStore(calls.subscribe, calls.snapshot, calls.snapshot);
}
