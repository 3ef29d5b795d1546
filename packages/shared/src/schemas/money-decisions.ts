import { z } from 'zod';

/**
 * Safe money decisions (docs/decisions/016-four-eyes-and-adjustments.md): four eyes above
 * FOUR_EYES_COINS, the payout reference of a withdrawal, adjustments as new ledger entries, and a
 * repeated decision answered with its outcome.
 */

export const PAYOUT_REFERENCE_MAX_LENGTH = 100;
/** As ADMIN_NOTES_MAX_LENGTH (wallet.ts imports this file, so it cannot import from there). */
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;
/** As MAX_COIN_AMOUNT: no single correction above it. */
const MAX_ADJUSTMENT = 100_000_000;

/** Fields the admin money lists add to each transaction. */
export const adminMoneyDecisionFields = {
  decided_by_username: z.string().nullable(),
  /** Four eyes: the first approval of a large amount, waiting for a second, different admin. */
  first_approval: z
    .object({
      admin_id: z.uuid().nullable(),
      username: z.string().nullable(),
      amount: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
  /**
   * Why the approved amount differs from the member's quoted coins (decision 024): asked of the
   * admin who approves a different amount, and shown to the second admin.
   */
  amount_reason: z.string().nullable(),
  /** What an earlier deposit (duplicate_of) shares with this one. */
  duplicate_match: z.enum(['screenshot', 'reference', 'both']).nullable(),
  /** What an admin should know before approving (null once the member deleted the account). */
  member_context: z
    .object({
      is_blocked: z.boolean(),
      open_reports: z.number().int(),
      approved_deposits: z.number().int(),
      approved_deposit_coins: z.number().int(),
    })
    .nullable(),
};

/** A decision's answer: the transaction and what this request did. */
export const adminDecisionOutcomes = [
  /** This request decided it. */
  'decided',
  /** Four eyes: recorded as the first approval; a second, different admin must approve. */
  'awaiting_second_approval',
  /** The same decision had already been made (a repeated click): nothing changed. */
  'already_decided',
] as const;
export type AdminDecisionOutcome = (typeof adminDecisionOutcomes)[number];

export const approveWithdrawalRequestSchema = z
  .object({
    /** Required when this approval completes the withdrawal (the server says so otherwise). */
    payout_reference: z
      .string()
      .trim()
      .max(
        PAYOUT_REFERENCE_MAX_LENGTH,
        `The payout reference can be at most ${PAYOUT_REFERENCE_MAX_LENGTH} characters.`,
      )
      .nullish(),
  })
  .default({});
export type ApproveWithdrawalRequest = z.infer<typeof approveWithdrawalRequestSchema>;

const ADJUSTMENT_AMOUNT_MESSAGE = 'Please enter a whole number of coins, not zero.';

export const adjustmentRequestSchema = z.object({
  user_id: z.uuid({ error: 'Please choose a member.' }),
  /** Positive adds coins, negative takes them back; never zero. */
  delta: z
    .number({ error: ADJUSTMENT_AMOUNT_MESSAGE })
    .int(ADJUSTMENT_AMOUNT_MESSAGE)
    .min(-MAX_ADJUSTMENT, ADJUSTMENT_AMOUNT_MESSAGE)
    .max(MAX_ADJUSTMENT, ADJUSTMENT_AMOUNT_MESSAGE)
    .refine((delta) => delta !== 0, ADJUSTMENT_AMOUNT_MESSAGE),
  reason: z
    .string({ error: 'Please enter a reason.' })
    .trim()
    .min(1, 'Please enter a reason.')
    .max(
      ADJUSTMENT_REASON_MAX_LENGTH,
      `The reason can be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters.`,
    ),
  /** The transaction it corrects, when there is one. */
  transaction_id: z.uuid().nullish(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** An adjustment as the member sees it in their wallet history. */
export const coinAdjustmentSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
});
export type CoinAdjustment = z.infer<typeof coinAdjustmentSchema>;
export const coinAdjustmentsResponseSchema = z.object({ items: z.array(coinAdjustmentSchema) });

/** Why an approval's amount differs from the quoted coins (decision 024). */
export const amountReasonSchema = z
  .string()
  .trim()
  .max(
    ADJUSTMENT_REASON_MAX_LENGTH,
    `The reason can be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters.`,
  );

export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A correction that waits for a second, different admin (decision 024): it would take the coins
 * admins created for the member, or by the admin, in 24 hours above FOUR_EYES_COINS.
 */
export const pendingAdjustmentSchema = z.object({
  id: z.uuid(),
  /** Null once the member deleted the account. */
  user: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  delta: z.number().int(),
  reason: z.string(),
  transaction_id: z.string().nullable(),
  requested_by: z.uuid().nullable(),
  requested_by_username: z.string().nullable(),
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES),
  created_at: z.string(),
});
export type PendingAdjustment = z.infer<typeof pendingAdjustmentSchema>;
export const pendingAdjustmentsResponseSchema = z.object({
  items: z.array(pendingAdjustmentSchema),
  four_eyes_coins: z.number().int(),
});
export type PendingAdjustmentsResponse = z.infer<typeof pendingAdjustmentsResponseSchema>;

/**
 * What a correction answers: `decided` with the new ledger entry, or `awaiting_second_approval`
 * with the request a different admin must approve (`adjustment` null, `coins` unchanged);
 * `already_decided` when a second approval or decline repeats one already made.
 */
export const adjustmentResponseSchema = z.object({
  outcome: z.enum(adminDecisionOutcomes),
  adjustment: coinAdjustmentSchema.extend({ admin_username: z.string().nullable() }).nullable(),
  pending: pendingAdjustmentSchema.nullable(),
  coins: z.number().int(),
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;
