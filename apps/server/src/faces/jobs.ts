import type { VerificationChallenge } from '@dating/shared';
import type { Queryable } from '../infra/db/client.js';
import type { JobQueue } from '../infra/jobs/index.js';

/** The queue that reads one stored picture's faces (analyse.ts). */
export const ANALYSE_FACE_JOB = 'analyse-face';

export type FaceJob = {
  userId: string;
  kind: 'photo' | 'selfie';
  /** The picture's storage path: the media bucket for a photo, the kyc bucket for a selfie. */
  path: string;
  /** A selfie's asked pose, judged where the models can tell it. */
  challenge?: VerificationChallenge;
};

/**
 * Queues the analysis of a stored picture, once per picture (keyed by kind and path). With `tx`
 * the job exists exactly when the transaction that stores the picture commits.
 */
export async function queueFaceAnalysis(
  queue: JobQueue,
  job: FaceJob,
  tx?: Queryable,
): Promise<void> {
  await queue.send(ANALYSE_FACE_JOB, job, {
    singletonKey: `${job.kind}:${job.path}`,
    ...(tx ? { tx } : {}),
  });
}
