import type { AdminKycDecisionRequest, AdminKycQuery } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { decideKyc } from './admin-kyc-decide.js';
import { listKyc } from './admin-kyc-list.js';

/**
 * The admins' KYC queue, one file per operation: the paged list (admin-kyc-list.ts) and the
 * decision (admin-kyc-decide.ts); both show requests through admin-kyc-load.ts.
 */
export function createAdminKycService({ db }: { db: Db }) {
  return {
    list: (query: AdminKycQuery) => listKyc(db, query),
    decide: (adminId: string, requestId: string, input: AdminKycDecisionRequest) =>
      decideKyc(db, adminId, requestId, input),
  };
}
