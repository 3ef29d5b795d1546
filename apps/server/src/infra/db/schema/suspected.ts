/**
 * The Suspected queue (docs/decisions/034-suspected-queue.md): the scam-signal job's verdict per
 * member, kept so the queue, its counts and the "not a scam until something new" rule read one
 * row; and the safety notices members who talked to a blocked scammer see once.
 */
import { SUSPECTED_STATES } from '@dating/shared';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountRef, accounts, createdAt, id } from './members.js';
import { oneOf } from './one-of.js';

export const suspectedMembers = pgTable(
  'suspected_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    state: text('state', { enum: SUSPECTED_STATES }).notNull().default('open'),
    /** The signals with their evidence, as the queue shows them (SuspectedSignal[]). */
    signals: jsonb('signals').notNull(),
    /** One key per piece of evidence (a conversation, a reporter, a linked account...). */
    evidenceKeys: text('evidence_keys').array().notNull(),
    /** The keys a "not a scam" decision saw: only a key outside them reopens the member. */
    clearedKeys: text('cleared_keys').array().notNull().default([]),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    /** Set when the decision blocked the member: the block's reason. */
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    check('suspected_members_state', oneOf(t.state, SUSPECTED_STATES)),
    index('suspected_members_queue_idx').on(t.state, t.score, t.flaggedAt),
  ],
);

export const safetyNotices = pgTable(
  'safety_notices',
  {
    id: id(),
    userId: accountRef('user_id'),
    /** The member blocked for scam signs; null once that account is deleted. */
    aboutUserId: uuid('about_user_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('safety_notices_user_idx').on(t.userId, t.seenAt)],
);
