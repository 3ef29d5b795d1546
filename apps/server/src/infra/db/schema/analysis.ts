/**
 * What the machines read from pictures (docs/face-matching.md, docs/receipt-reading.md): a face
 * print per stored profile photo and verification selfie, the links between two accounts' prints
 * that look like one face, and what OCR read from a deposit's screenshot. Each is written by a
 * background job once per picture; people decide what to do with them.
 */
import { FACE_PRINT_KINDS, PAYMENT_METHODS, POSE_VERDICTS } from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt } from './members.js';
import { walletTransactions } from './money.js';
import { nullOrOneOf, oneOf } from './one-of.js';

/**
 * One stored picture's faces. Deleted with the picture and with the account (cascade); a
 * blocked account is never deleted, so a scammer's prints stay to catch their next account.
 */
export const facePrints = pgTable(
  'face_prints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: accountRef('user_id'),
    kind: text('kind', { enum: FACE_PRINT_KINDS }).notNull(),
    /** The picture's storage path (as in image_hashes). */
    path: text('path').notNull(),
    /** Faces found; the embedding is the largest face's, null when none was found. */
    faces: smallint('faces').notNull(),
    /** Unit-length face embedding (cosine similarity is a dot product). */
    embedding: real('embedding').array(),
    /** A selfie: whether the asked pose was seen. */
    pose: text('pose', { enum: POSE_VERDICTS }),
    analysisMs: integer('analysis_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    check('face_prints_kind', oneOf(t.kind, FACE_PRINT_KINDS)),
    check('face_prints_pose', nullOrOneOf(t.pose, POSE_VERDICTS)),
    uniqueIndex('face_prints_kind_path_idx').on(t.kind, t.path),
    index('face_prints_user_idx').on(t.userId),
  ],
);

/** Two accounts' prints that look like one face: shown on both member pages, a Suspected signal. */
export const faceLinks = pgTable(
  'face_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    printId: bigint('print_id', { mode: 'number' })
      .notNull()
      .references(() => facePrints.id, { onDelete: 'cascade' }),
    otherPrintId: bigint('other_print_id', { mode: 'number' })
      .notNull()
      .references(() => facePrints.id, { onDelete: 'cascade' }),
    similarity: real('similarity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('face_links_ordered', sql`${t.printId} < ${t.otherPrintId}`),
    uniqueIndex('face_links_pair_idx').on(t.printId, t.otherPrintId),
    index('face_links_other_idx').on(t.otherPrintId),
  ],
);

/** What OCR read from a deposit's screenshot; every field null when it was not read. */
export const receiptReadings = pgTable(
  'receipt_readings',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    wallet: text('wallet', { enum: PAYMENT_METHODS }),
    /** The transaction ID read, normalised (normaliseTransactionId) so deposits compare by it. */
    transactionRef: text('transaction_ref'),
    amountKyat: integer('amount_kyat'),
    /** The coins the amount read buys at the rate when it was read (COINS_PER_KYAT). */
    quotedCoins: integer('quoted_coins'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receiverName: text('receiver_name'),
    receiverNumber: text('receiver_number'),
    /** The flags the comparison raised (RECEIPT_FLAGS), empty when all agrees. */
    flags: text('flags').array().notNull().default([]),
    /** transaction_id_reused: the other deposits that typed or read the same transaction ID. */
    reusedWith: uuid('reused_with').array().notNull().default([]),
    confidence: real('confidence'),
    text: text('text'),
    readingMs: integer('reading_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    check('receipt_readings_wallet', nullOrOneOf(t.wallet, PAYMENT_METHODS)),
    index('receipt_readings_ref_idx').on(t.transactionRef),
  ],
);
