/** Why the camera and microphone could not be used, as the screens explain it. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported';

export class MediaError extends Error {
  constructor(readonly problem: MediaProblem) {
    super(`Camera or microphone: ${problem}`);
  }
}

/**
 * A small picture for mobile data: 480x360 at 15 frames a second, or 320x240 at 12 in Data
 * saver (the bitrate cap alone would leave a large picture blurred, not cheaper to encode).
 */
export function captureConstraints(dataSaver: boolean): MediaStreamConstraints {
  const [width, height, frameRate] = dataSaver ? [320, 240, 12] : [480, 360, 15];
  return {
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    video: {
      facingMode: 'user',
      width: { ideal: width },
      height: { ideal: height },
      frameRate: { ideal: frameRate, max: frameRate },
    },
  };
}

export function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

/** The camera and microphone, or a MediaError saying why not. */
export async function openCamera(dataSaver: boolean): Promise<MediaStream> {
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.getUserMedia || typeof globalThis.RTCPeerConnection !== 'function') {
    throw new MediaError('unsupported');
  }
  try {
    return await media.getUserMedia(captureConstraints(dataSaver));
  } catch (error) {
    throw new MediaError(problemOf(error));
  }
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
