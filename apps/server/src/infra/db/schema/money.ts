/** Gifts, wallet transactions, the coin ledger and idempotency keys. */
import {
  ADJUSTMENT_REQUEST_STATUSES,
  LEDGER_REASONS,
  PAYMENT_METHODS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRef, accounts, createdAt, id } from './members.js';
import { nullOrOneOf, oneOf } from './one-of.js';

export const giftsCatalog = pgTable(
  'gifts_catalog',
  {
    id: id(),
    name: text('name').notNull().unique(),
    price: integer('price').notNull(),
    imagePath: text('image_path').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('gifts_catalog_price_positive', sql`${t.price} > 0`)],
);

export const userGifts = pgTable(
  'user_gifts',
  {
    id: id(),
    userId: accountRef('user_id'),
    giftCatalogId: uuid('gift_catalog_id')
      .notNull()
      .references(() => giftsCatalog.id),
    name: text('name').notNull(),
    purchasePrice: integer('purchase_price').notNull(),
    imagePath: text('image_path').notNull(),
    /** Set when the gift arrived with a superlike. */
    receivedFrom: uuid('received_from').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_gifts_price_non_negative', sql`${t.purchasePrice} >= 0`),
    index('user_gifts_user_idx').on(t.userId, t.createdAt),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    /** Null after the member deleted their account: money records stay for accounting. */
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: WALLET_TRANSACTION_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    transactionRef: text('transaction_ref'),
    proofUrl: text('proof_url'),
    proofSha256: text('proof_sha256'),
    amount: integer('amount'),
    /** A deposit: the Kyat the member says they sent, and the coins the form showed for it. */
    amountKyat: integer('amount_kyat'),
    quotedCoins: integer('quoted_coins'),
    payoutDetails: text('payout_details'),
    adminNotes: text('admin_notes'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Four eyes: the first of two approvals of a large amount (the row stays pending). */
    firstApprovedBy: uuid('first_approved_by').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    firstApprovedAmount: integer('first_approved_amount'),
    /** Why the approved amount differs from `quoted_coins` (decision 024). */
    amountReason: text('amount_reason'),
    /** An approved withdrawal: the reference of the payout the admin made (shown to the member). */
    payoutReference: text('payout_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_transactions_type', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
    check('wallet_transactions_status', oneOf(t.status, WALLET_TRANSACTION_STATUSES)),
    check('wallet_transactions_payment_method', nullOrOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('wallet_transactions_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'wallet_transactions_amount_kyat_positive',
      sql`${t.amountKyat} is null or ${t.amountKyat} > 0`,
    ),
    index('wallet_transactions_status_idx').on(t.status, t.type, t.createdAt),
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    referenceId: text('reference_id'),
    balanceAfter: integer('balance_after').notNull(),
    /** An admin adjustment: why, shown to the member, and which admin made it. */
    note: text('note'),
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('coin_ledger_reason', oneOf(t.reason, LEDGER_REASONS)),
    check('coin_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    index('coin_ledger_user_idx').on(t.userId),
    index('coin_ledger_adjustments_idx')
      .on(t.userId, t.id)
      .where(sql`${t.reason} = 'admin_adjustment'`),
    // The coins one admin created in 24 hours (wallet/four-eyes.ts, decision 024).
    index('coin_ledger_admin_idx').on(t.adminId, t.createdAt).where(sql`${t.adminId} is not null`),
  ],
);

/**
 * A correction waiting for a second, different admin (decision 024). Nothing moves until a
 * different admin approves it (then one `coin_ledger` row); a decline keeps the row.
 */
export const coinAdjustmentRequests = pgTable(
  'coin_adjustment_requests',
  {
    id: id(),
    userId: accountRef('user_id'),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    transactionId: uuid('transaction_id'),
    status: text('status', { enum: ADJUSTMENT_REQUEST_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineNote: text('decline_note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coin_adjustment_requests_status', oneOf(t.status, ADJUSTMENT_REQUEST_STATUSES)),
    check('coin_adjustment_requests_delta', sql`${t.delta} <> 0`),
    index('coin_adjustment_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('coin_adjustment_requests_user_idx').on(t.userId),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: accountRef('user_id'),
    key: text('key').notNull(),
    route: text('route').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    /** While running (status 0): the claim ends here unless renewed (infra/http/idempotency.ts). */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** While running: which request holds the claim; a takeover gives it a new one. */
    claimToken: uuid('claim_token'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] })],
);
