import { useCallback } from 'react';

/**
 * A ref for a <video> that shows `stream`: a callback ref, so the stream is attached whenever
 * the element appears. An effect keyed on the stream alone missed it on the call screens: their
 * Radix portal mounts its content one render later, after the effect had found no element, and
 * a stream set before that (the caller's own camera) never reached its <video>.
 */
export function useVideoStream(stream: MediaStream | null) {
  return useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element) return;
      if (element.srcObject !== stream) element.srcObject = stream;
      if (stream) void Promise.resolve(element.play?.()).catch(() => undefined);
    },
    [stream],
  );
}
