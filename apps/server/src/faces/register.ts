import type { FastifyInstance } from 'fastify';
import { createFaceEngine, type FaceEngine } from '../infra/faces/index.js';
import { analyseFace } from './analyse.js';
import { ANALYSE_FACE_JOB, type FaceJob } from './jobs.js';
import { facesRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's face engine: its worker and models load on the first analysis. */
    faces: FaceEngine;
  }
}

/**
 * Faces (docs/face-matching.md): the engine, the analyse-face job that reads each stored photo
 * and selfie once, and the member's selfie check. Called while the app is built.
 */
export async function registerFaces(app: FastifyInstance): Promise<void> {
  const engine = createFaceEngine();
  app.decorate('faces', engine);
  // After preClose has stopped the queue: no job is analysing any more.
  app.addHook('onClose', async () => {
    await engine.close();
  });
  const deps = { db: app.database.db, storage: app.storage, engine };
  app.queue.define<FaceJob>(ANALYSE_FACE_JOB, (job) => analyseFace(deps, job), {
    retryLimit: 2,
    // The first job also loads the models (a few seconds); a loaded machine is slower.
    expireInSeconds: 120,
  });
  await app.register(facesRoutes);
}
