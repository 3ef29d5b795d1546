/** Gifts, wallet transactions, the coin ledger and idempotency keys. */
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
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    transactionRef: text('transaction_ref'),
    proofUrl: text('proof_url'),
    proofSha256: text('proof_sha256'),
    amount: integer('amount'),
    payoutDetails: text('payout_details'),
    adminNotes: text('admin_notes'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_transactions_type', sql`${t.type} in ('deposit', 'withdraw')`),
    check('wallet_transactions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'wallet_transactions_payment_method',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('kbzpay', 'wavepay')`,
    ),
    check('wallet_transactions_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
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
    reason: text('reason').notNull(),
    referenceId: text('reference_id'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'coin_ledger_reason',
      sql`${t.reason} in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'gift_purchase', 'gift_sale', 'admin_adjustment')`,
    ),
    check('coin_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    index('coin_ledger_user_idx').on(t.userId),
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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] })],
);
