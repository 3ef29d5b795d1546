import { z } from 'zod';
import { CLAIM_ITEM_KINDS } from '../constants.js';

/**
 * Moderator claims (docs/decisions/026-moderation-claims.md): who is working on which item of
 * the Reports, KYC, Deposits and Withdrawals queues, until when.
 */

export const claimItemKindSchema = z.enum(CLAIM_ITEM_KINDS);
export type ClaimItemKind = z.infer<typeof claimItemKindSchema>;

/** The item: a reported member's id (report), a verification request's or a transaction's id. */
export const claimParamsSchema = z.object({ kind: claimItemKindSchema, id: z.uuid() });

export const moderationClaimSchema = z.object({
  kind: claimItemKindSchema,
  id: z.uuid(),
  admin: z.object({ id: z.uuid(), username: z.string() }),
  /** The claim lapses then unless its holder renews it. */
  expires_at: z.string(),
});
export type ModerationClaim = z.infer<typeof moderationClaimSchema>;

export const claimsQuerySchema = z.object({ kind: claimItemKindSchema });

export const claimsResponseSchema = z.object({ items: z.array(moderationClaimSchema) });
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>;

export const releaseClaimResponseSchema = z.object({
  /** False when the caller held no live claim on it (nothing changed). */
  released: z.boolean(),
});
