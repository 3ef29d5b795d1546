import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { facePrints } from '../infra/db/schema.js';
import type { AnalysedFace, FaceEngine } from '../infra/faces/index.js';
import type { JobStats } from '../infra/jobs/index.js';
import type { Storage } from '../infra/storage/index.js';
import type { FaceJob } from './jobs.js';
import { linkPrint } from './link.js';

export type FacesDeps = { db: Db; storage: Storage; engine: FaceEngine };

/**
 * The analyse-face job: reads the stored picture, finds its faces, writes its print (one per
 * picture: a second run updates it) and links it to other accounts' prints of the same face.
 * A picture removed before its turn has nothing to read and gets no print.
 */
export async function analyseFace(
  { db, storage, engine }: FacesDeps,
  job: FaceJob,
): Promise<JobStats> {
  const bucket = job.kind === 'photo' ? 'media' : 'kyc';
  const file = await storage.get(bucket, job.path);
  if (!file) return { skipped: 1 };
  const analysis = await engine.analyzeFaces(
    file.data,
    job.challenge ? { challenge: job.challenge } : {},
  );
  const largest = largestFace(analysis.faces);
  const values = {
    faces: analysis.faces.length,
    embedding: largest ? unitLength(largest.embedding) : null,
    pose: analysis.pose ?? null,
    analysisMs: Math.round(analysis.ms),
  };
  const links = await db.transaction(async (tx) => {
    const [print] = await tx
      .insert(facePrints)
      .values({ userId: job.userId, kind: job.kind, path: job.path, ...values })
      .onConflictDoUpdate({ target: [facePrints.kind, facePrints.path], set: values })
      .returning({ id: facePrints.id });
    if (!print) return 0;
    // Removed while it was analysed: the removal forgot the print before this one was written.
    if (!(await storage.exists(bucket, job.path))) {
      await tx.execute(sql`delete from face_prints where id = ${print.id}`);
      return 0;
    }
    return linkPrint(tx, print.id);
  });
  return { faces: values.faces, links };
}

/** The face the picture is about: the largest box. */
function largestFace(faces: AnalysedFace[]): AnalysedFace | undefined {
  let best: AnalysedFace | undefined;
  for (const face of faces) {
    if (!best || face.box[2] * face.box[3] > best.box[2] * best.box[3]) best = face;
  }
  return best;
}

/** Stored at unit length, so the database's cosine similarity is a dot product. */
function unitLength(embedding: number[]): number[] | null {
  const norm = Math.sqrt(embedding.reduce((sum, x) => sum + x * x, 0));
  if (!Number.isFinite(norm) || norm === 0) return null;
  return embedding.map((x) => x / norm);
}
