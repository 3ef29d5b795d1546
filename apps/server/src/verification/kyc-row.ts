import type { KycRequestSummary } from '@dating/shared';
import type { kycRequests } from '../infra/db/schema.js';

export type KycRow = typeof kycRequests.$inferSelect;

/** What POST /api/verification received, before any check. */
export type VerificationUpload = {
  selfie1?: Buffer;
  selfie2?: Buffer;
  challenge1?: string;
  challenge2?: string;
};

export function toSummary(row: KycRow): KycRequestSummary {
  return {
    id: row.id,
    status: row.status,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    challenge1: row.challenge1,
    challenge2: row.challenge2,
  };
}

/**
 * Storage paths of one request: `{userId}/{requestId}/selfie1.jpg`, ...
 * (docs/architecture.md#file-storage).
 */
export function kycPaths(userId: string, requestId: string) {
  const dir = `${userId}/${requestId}`;
  return {
    dir,
    selfie1: `${dir}/selfie1.jpg`,
    selfie2: `${dir}/selfie2.jpg`,
    avatar: `${dir}/avatar.jpg`,
  };
}
