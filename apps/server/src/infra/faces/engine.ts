import type { Worker } from 'node:worker_threads';
import type { VerificationChallenge } from '@dating/shared';
import { ANALYSIS_WORKER_IDLE_MS, idleRelease } from '../threads/idle-release.js';
import { challengeNeedsHands, type PoseVerdict, poseVerdict } from './poses.js';

/**
 * Face analysis on CPU: one worker thread (worker.mjs) running @vladmandic/human on the tfjs
 * WebAssembly backend. Nothing is loaded until the first analysis; requests queue on the one
 * worker; a worker that dies is replaced on the next request.
 */

export type FaceBox = [x: number, y: number, width: number, height: number];

export type AnalysedFace = {
  box: FaceBox;
  /** Detector confidence, 0-1. */
  score: number;
  /** The face description (1024 numbers) that similarity.ts compares. */
  embedding: number[];
  emotions: Array<{ emotion: string; score: number }>;
  /** Human's face gestures for this face: 'facing left', 'head up', 'mouth 40% open'... */
  gestures: string[];
};

export type FaceAnalysis = {
  faces: AnalysedFace[];
  /** Only when a challenge was given: whether its pose was seen (poses.ts). */
  pose?: PoseVerdict;
  /** Size analysed (at most 640 px on the long side), the frame of every box. */
  width: number;
  height: number;
  /** Time in the worker for this picture: decode, detection and description. */
  ms: number;
};

export type RawAnalysis = Omit<FaceAnalysis, 'pose'> & {
  hands: { count: number; gestures: string[] } | null;
};

export type FaceEngine = {
  analyzeFaces(
    image: Buffer,
    options?: { challenge?: VerificationChallenge },
  ): Promise<FaceAnalysis>;
  /** Memory of the process as seen from the worker (starts it if needed). */
  workerMemory(): Promise<NodeJS.MemoryUsage>;
  /** Whether a worker thread is running. */
  readonly started: boolean;
  close(): Promise<void>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Reply = { id: number; ok: boolean; result?: unknown; error?: string };

/** `idleMs`: a started worker (and its models) is ended after this long without a request. */
export function createFaceEngine(options: { idleMs?: number } = {}): FaceEngine {
  let worker: Worker | null = null;
  let nextId = 1;
  // Each worker's own requests: a worker ended on purpose (idle, close) or by a crash fails only
  // what it was given, never a request already sent to its successor.
  const pendingOf = new WeakMap<Worker, Map<number, Pending>>();
  // One picture at a time: the worker has one thread, and a queue here keeps its memory flat.
  let queue: Promise<unknown> = Promise.resolve();

  const failAll = (target: Worker, error: Error) => {
    const pending = pendingOf.get(target);
    for (const request of pending?.values() ?? []) request.reject(error);
    pending?.clear();
  };
  const stopWorker = async () => {
    const current = worker;
    worker = null;
    if (current) await current.terminate();
  };
  const idle = idleRelease(options.idleMs ?? ANALYSIS_WORKER_IDLE_MS, stopWorker);

  const ensureWorker = async (): Promise<Worker> => {
    if (worker) return worker;
    const { Worker } = await import('node:worker_threads');
    const started = new Worker(new URL('./worker.mjs', import.meta.url));
    const pending = new Map<number, Pending>();
    pendingOf.set(started, pending);
    started.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if (reply.ok) request.resolve(reply.result);
      else request.reject(new Error(`face analysis failed: ${reply.error}`));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(started, error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`face worker stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  };

  const send = <T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> => {
    const run = async () => {
      const target = await ensureWorker();
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pendingOf.get(target)?.set(id, { resolve: resolve as (value: unknown) => void, reject });
        target.postMessage({ ...message, id }, transfer);
      });
    };
    idle.begin();
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    void queue.then(() => idle.end());
    return result;
  };

  return {
    async analyzeFaces(image, options = {}) {
      const { challenge } = options;
      // A copy the worker owns: the caller's buffer may be a slice of a larger pool.
      const copy = new Uint8Array(image).buffer;
      const raw = await send<RawAnalysis>(
        { type: 'analyze', image: copy, hands: challenge ? challengeNeedsHands(challenge) : false },
        [copy],
      );
      const { hands: _hands, ...analysis } = raw;
      return challenge ? { ...analysis, pose: poseVerdict(challenge, raw) } : analysis;
    },
    workerMemory: () => send<NodeJS.MemoryUsage>({ type: 'memory' }),
    get started() {
      return worker !== null;
    },
    async close() {
      idle.cancel();
      await stopWorker();
    },
  };
}
