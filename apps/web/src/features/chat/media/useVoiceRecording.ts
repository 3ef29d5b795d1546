import { VOICE_BITS_PER_SECOND, VOICE_MAX_SECONDS } from '@dating/shared';
import { useEffect, useRef, useState } from 'react';

/** Opus in the container this browser records: WebM (Chromium, Firefox) or Ogg. */
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];

type Recording = {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  cancelled: boolean;
  timer: ReturnType<typeof setTimeout>;
};

export type RecorderState = 'idle' | 'recording' | 'cancelling';

/**
 * One voice note at a time from the microphone: Opus at about 24 kbps for mobile data, stopped
 * at 60 s; `finish(true)` drops it. Leaving the screen mid-recording frees the microphone.
 */
export function useVoiceRecording(
  onRecorded: (note: Blob) => void,
  onError: (reason: 'denied' | 'unsupported') => void,
) {
  const recording = useRef<Recording | null>(null);
  const starting = useRef(false);
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (state === 'idle') return;
    const tick = setInterval(() => {
      const current = recording.current;
      if (current) setElapsed(Date.now() - current.startedAt);
    }, 250);
    return () => clearInterval(tick);
  }, [state]);

  // Leaving the screen mid-recording sends nothing and frees the microphone.
  const finishRef = useRef<(cancel: boolean) => void>(() => {});
  useEffect(() => () => finishRef.current(true), []);

  async function start() {
    if (recording.current || starting.current) return;
    const type = TYPES.find((candidate) => globalThis.MediaRecorder?.isTypeSupported(candidate));
    if (!type || !navigator.mediaDevices?.getUserMedia) return onError('unsupported');
    starting.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      starting.current = false;
      return onError('denied');
    }
    // Released while the microphone was being opened: nothing to record.
    if (!starting.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    starting.current = false;
    const recorder = new MediaRecorder(stream, {
      mimeType: type,
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    const current: Recording = {
      recorder,
      stream,
      chunks: [],
      startedAt: Date.now(),
      cancelled: false,
      timer: setTimeout(() => finish(false), VOICE_MAX_SECONDS * 1000),
    };
    recorder.ondataavailable = (event) => current.chunks.push(event.data);
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      if (!current.cancelled && current.chunks.length > 0) {
        onRecorded(new Blob(current.chunks, { type: recorder.mimeType || type }));
      }
    };
    recorder.start();
    recording.current = current;
    setElapsed(0);
    setState('recording');
  }

  function finish(cancel: boolean) {
    starting.current = false;
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    clearTimeout(current.timer);
    current.cancelled = cancel;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    setState('idle');
  }

  finishRef.current = finish;
  return { state, setState, elapsed, start, finish, active: () => recording.current !== null };
}
