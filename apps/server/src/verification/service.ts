import type { Db } from '../infra/db/client.js';
import type { JobQueue } from '../infra/jobs/index.js';
import type { Storage } from '../infra/storage/index.js';
import type { VerificationUpload } from './kyc-row.js';
import { getState, latestRequest } from './state.js';
import { submit } from './submit.js';

/**
 * A member's verification, one file per operation: the state shown (state.ts) and the
 * submission (submit.ts, after check-upload.ts); a request's row and paths are in kyc-row.ts.
 */
export function createVerificationService(deps: { db: Db; storage: Storage; queue: JobQueue }) {
  const { db } = deps;
  return {
    getState: (userId: string) => getState(db, userId),
    submit: (userId: string, upload: VerificationUpload) => submit(deps, userId, upload),
    latestRequest: (userId: string) => latestRequest(db, userId),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
