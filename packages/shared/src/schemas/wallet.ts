import { z } from 'zod';
import {
  PAYMENT_METHODS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  WITHDRAWAL_MINIMUM_COINS,
  WITHDRAWAL_RESERVE_COINS,
} from '../constants.js';
import { formatErrorMessage } from '../errors.js';
import { RECEIPT_FLAGS } from '../trust.js';
import { ADMIN_PAGE_DEFAULT } from './admin.js';
import { clampedLimit, requiredText } from './common.js';
import {
  adminDecisionOutcomes,
  adminMoneyDecisionFields,
  amountReasonSchema,
} from './money-decisions.js';
import { duplicatePhotoOfSchema } from './profile.js';

/**
 * Wallet and admin money contract (docs/product.md#coins-gifts-and-money; the shop's is in
 * shop.ts). Messages are the
 * product's (docs/product.md#messages), so the web forms can parse with these same schemas.
 */

/** No single money amount above this (keeps every sum inside PostgreSQL's integer). */
export const MAX_COIN_AMOUNT = 100_000_000;
/**
 * No balance above this: the largest PostgreSQL `integer`, the type of user_profiles.coins and
 * coin_ledger.balance_after. A credit past it is refused with BALANCE_MAXIMUM (422).
 */
export const MAX_COIN_BALANCE = 2_147_483_647;
export const TRANSACTION_REF_MAX_LENGTH = 100;
export const PAYOUT_DETAILS_MAX_LENGTH = 500;
export const ADMIN_NOTES_MAX_LENGTH = 500;
export const WALLET_PAGE_DEFAULT = 50;
/** The largest 'Amount sent (Kyat)' a deposit may state (a PostgreSQL integer holds it). */
export const MAX_KYAT_AMOUNT = 1_000_000_000;

export const PAYMENT_METHOD_NAMES = { kbzpay: 'KBZ Pay', wavepay: 'Wave Pay' } as const;

export const INVALID_AMOUNT_MESSAGE = formatErrorMessage('INVALID_AMOUNT');
export const WITHDRAWAL_MINIMUM_MESSAGE = formatErrorMessage('WITHDRAWAL_MINIMUM', {
  min: WITHDRAWAL_MINIMUM_COINS,
});
export const PAYOUT_DETAILS_MESSAGE = formatErrorMessage('PAYOUT_DETAILS_REQUIRED');
export const DEPOSIT_PROOF_MESSAGE = formatErrorMessage('DEPOSIT_PROOF_REQUIRED');
export const PAYMENT_METHOD_MESSAGE = 'Please select a payment method.';

/**
 * Sell price: the purchase price × 0.8, rounded down (docs/product.md#coins-gifts-and-money), in
 * integer arithmetic.
 */
export function giftSellPrice(purchasePrice: number): number {
  return Math.floor((purchasePrice * 4) / 5);
}

/**
 * The coins a deposit of `amountKyat` buys at `coinsPerKyat` (COINS_PER_KYAT), rounded down; the
 * tiny epsilon keeps binary fractions (0.29 × 100 = 28.999…) from losing a coin.
 */
export function depositCoins(amountKyat: number, coinsPerKyat: number): number {
  return Math.floor(amountKyat * coinsPerKyat + 1e-9);
}

/** What a member may withdraw: everything above the 500-coin reserve. */
export function withdrawableCoins(coins: number): number {
  return Math.max(0, coins - WITHDRAWAL_RESERVE_COINS);
}

/**
 * A money amount on the wire: a JSON integer only. No coercion: `true`, `"0x3E8"`, `"1000"` or
 * `[5]` would otherwise turn into coins. An empty field ('') is refused with `emptyMessage`
 * (the withdrawal minimum: nothing is below it), anything else with 'Please enter a valid
 * amount.'.
 */
const coinAmount = (emptyMessage = INVALID_AMOUNT_MESSAGE) =>
  z
    .number({ error: (issue) => (issue.input === '' ? emptyMessage : INVALID_AMOUNT_MESSAGE) })
    .int(INVALID_AMOUNT_MESSAGE)
    .max(MAX_COIN_AMOUNT, INVALID_AMOUNT_MESSAGE);

/** A form's amount as typed: decimal digits become the number; any other text stays text. */
export function amountFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

// ---- Wallet ----

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE });

export const paymentMethodInfoSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;

export const walletResponseSchema = z.object({
  coins: z.number().int(),
  withdrawable: z.number().int(),
  payment_methods: z.array(paymentMethodInfoSchema),
  /** The deposit rate (COINS_PER_KYAT, above 0): the coins one Kyat buys. */
  coins_per_kyat: z.number(),
  /**
   * Money still waiting for an admin, all of it (not a page of the list): what a member deleting
   * their account must hear they would lose (deposits sent but not yet credited, withdrawals not
   * yet paid out).
   */
  pending: z.object({
    deposits: z.number().int(),
    deposit_kyat: z.number().int(),
    withdrawals: z.number().int(),
    withdrawal_coins: z.number().int(),
  }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const walletTransactionSchema = z.object({
  id: z.uuid(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  amount: z.number().int().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  transaction_ref: z.string().nullable(),
  /** A deposit: the Kyat the member says they sent, and the coins that buys at the rate then. */
  amount_kyat: z.number().int().nullable(),
  quoted_coins: z.number().int().nullable(),
  proof_url: z.string().nullable(),
  payout_details: z.string().nullable(),
  admin_notes: z.string().nullable(),
  /** An approved withdrawal: the reference of the payout the admin made. */
  payout_reference: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = z.object({
  cursor: z.uuid().optional().catch(undefined),
  limit: clampedLimit(WALLET_PAGE_DEFAULT),
});
export const walletTransactionsResponseSchema = z.object({
  items: z.array(walletTransactionSchema),
  next_cursor: z.string().nullable(),
});

/** The text fields of the multipart deposit form (the `proof` file is checked on its own). */
export const depositFieldsSchema = z.object({
  payment_method: paymentMethodSchema,
  transaction_ref: z
    .string()
    .trim()
    .max(
      TRANSACTION_REF_MAX_LENGTH,
      `The transaction reference can be at most ${TRANSACTION_REF_MAX_LENGTH} characters.`,
    )
    .nullish()
    .transform((value) => value || null),
  /** Optional: empty means not stated. Text digits are read as the number (a multipart field). */
  amount_kyat: z.preprocess(
    (value) => (value === '' ? null : amountFromText(value)),
    z
      .number({ error: INVALID_AMOUNT_MESSAGE })
      .int(INVALID_AMOUNT_MESSAGE)
      .positive(INVALID_AMOUNT_MESSAGE)
      .max(MAX_KYAT_AMOUNT, INVALID_AMOUNT_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
  ),
});
export type DepositFields = z.infer<typeof depositFieldsSchema>;

export const withdrawalRequestSchema = z.object({
  amount: coinAmount(WITHDRAWAL_MINIMUM_MESSAGE).min(
    WITHDRAWAL_MINIMUM_COINS,
    WITHDRAWAL_MINIMUM_MESSAGE,
  ),
  payout_details: requiredText(PAYOUT_DETAILS_MESSAGE).max(
    PAYOUT_DETAILS_MAX_LENGTH,
    `Payout details can be at most ${PAYOUT_DETAILS_MAX_LENGTH} characters.`,
  ),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/**
 * The withdraw form: the amount as typed (text), with the balance rule too ('You can withdraw a
 * maximum of {n} coins.').
 */
export function withdrawalFormSchema(coins: number) {
  const max = withdrawableCoins(coins);
  return withdrawalRequestSchema.extend({
    amount: z.preprocess(
      amountFromText,
      withdrawalRequestSchema.shape.amount.refine(
        (amount) => amount <= max,
        formatErrorMessage('WITHDRAWAL_MAXIMUM', { max }),
      ),
    ),
  });
}

// ---- Admin ----

export const approveDepositRequestSchema = z.object({
  amount: coinAmount().positive(INVALID_AMOUNT_MESSAGE),
  /** Required when the amount differs from the quoted coins (AMOUNT_REASON_REQUIRED, decision 024). */
  reason: amountReasonSchema.nullish(),
});
export type ApproveDepositRequest = z.infer<typeof approveDepositRequestSchema>;

/** Deposit and withdrawal rejections: notes optional (default 'No reason provided'). */
export const rejectTransactionRequestSchema = z
  .object({
    admin_notes: z
      .string()
      .trim()
      .max(ADMIN_NOTES_MAX_LENGTH, `Notes can be at most ${ADMIN_NOTES_MAX_LENGTH} characters.`)
      .nullish(),
  })
  .default({});
export type RejectTransactionRequest = z.infer<typeof rejectTransactionRequestSchema>;

export const adminWalletUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
});

/**
 * What OCR read from a deposit's screenshot, to set beside what the member typed
 * (docs/receipt-reading.md). A field is null when it was not read.
 */
export const receiptReadingSchema = z.object({
  /** `pending` until the background reading has run: every field null, no flags. */
  status: z.enum(['pending', 'read']),
  wallet: z.enum(PAYMENT_METHODS).nullable(),
  transaction_id: z.string().nullable(),
  amount_kyat: z.number().int().nullable(),
  /** The coins the amount read buys at the rate of the time it was read (COINS_PER_KYAT). */
  quoted_coins: z.number().int().nullable(),
  occurred_at: z.string().nullable(),
  receiver_name: z.string().nullable(),
  receiver_number: z.string().nullable(),
  /** What the admin should look at (RECEIPT_FLAGS); empty when all agrees. */
  flags: z.array(z.enum(RECEIPT_FLAGS)),
  /** transaction_id_reused: the other deposits (any member, any status) with the same ID. */
  reused_with: z.array(z.uuid()),
});
export type ReceiptReadingView = z.infer<typeof receiptReadingSchema>;

export const adminWalletTransactionSchema = walletTransactionSchema.extend({
  /** Null when the member deleted their account. */
  user: adminWalletUserSchema.nullable(),
  /** An earlier deposit with the same screenshot (SHA-256) or the same transaction reference. */
  duplicate_of: z.uuid().nullable(),
  /** Other accounts whose deposit proof looks like this one (resized, cropped, recompressed). */
  duplicate_photo_of: z.array(duplicatePhotoOfSchema),
  /** A deposit's screenshot as read by OCR; null for a withdrawal. */
  receipt_reading: receiptReadingSchema.nullable(),
  decided_by: z.uuid().nullable(),
  ...adminMoneyDecisionFields,
});
export type AdminWalletTransaction = z.infer<typeof adminWalletTransactionSchema>;

/** One page of an open queue (Deposits, Withdrawals), oldest first. */
export const adminWalletTransactionsResponseSchema = z.object({
  items: z.array(adminWalletTransactionSchema),
  /** Above this many coins an approval needs a second, different admin (FOUR_EYES_COINS). */
  four_eyes_coins: z.number().int(),
  /** Open items matching the filters, on all pages (unfiltered: the sidebar's count). */
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type AdminPendingPage = z.infer<typeof adminWalletTransactionsResponseSchema>;

/** What an approve or reject answers: the transaction, and what this request did. */
export const adminDecisionResponseSchema = adminWalletTransactionSchema.extend({
  outcome: z.enum(adminDecisionOutcomes),
});
export type AdminDecisionResponse = z.infer<typeof adminDecisionResponseSchema>;

/**
 * The open queues: one payment method, or a search of the transaction reference / username;
 * paged by page number like the Reports queue (a page that is not a whole number from 1 is page 1).
 */
export const adminPendingQuerySchema = z.object({
  method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: clampedLimit(ADMIN_PAGE_DEFAULT),
});
export type AdminPendingQuery = z.infer<typeof adminPendingQuerySchema>;

export const adminTransactionsQuerySchema = z.object({
  type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.uuid().optional().catch(undefined),
  limit: clampedLimit(WALLET_PAGE_DEFAULT),
});
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuerySchema>;

export const adminTransactionsPageSchema = z.object({
  items: z.array(adminWalletTransactionSchema),
  next_cursor: z.string().nullable(),
});
