/** Web Push: device subscriptions, per-member preferences, the outbox and the VAPID keys. */
import { LANGUAGES, PUSH_KINDS } from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, id } from './members.js';
import { oneOf } from './one-of.js';

/** One browser/device; an endpoint is bound to the member who registered it until they drop it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: accountRef('user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_locale', oneOf(t.locale, LANGUAGES)),
  ],
);

/** A member without a row has the defaults (DEFAULT_PUSH_PREFERENCES). */
export const pushPreferences = pgTable('push_preferences', {
  userId: accountRef('user_id').primaryKey(),
  matches: boolean('matches').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  likes: boolean('likes').notNull().default(true),
  decisions: boolean('decisions').notNull().default(true),
  messagePreviews: boolean('message_previews').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One delivery of one event to one subscription, written in the event's own transaction and
 * removed once the push service accepted it (docs/decisions/013-web-push-outbox.md).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PUSH_KINDS }).notNull(),
    /** Same key, same notification on the device (the tag): one per conversation, one for likes. */
    collapseKey: text('collapse_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process claimed the row until then; after it, the row is free again (crash). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The claim the row is under: only its holder finishes the row (migration 0024). */
    claimToken: uuid('claim_token'),
    /** The holder is calling the push service: never claimed again (sent at most once). */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    /** Given up after the last attempt; kept for a while as the record of it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('push_outbox_kind', oneOf(t.kind, PUSH_KINDS)),
    index('push_outbox_due_idx').on(t.dueAt).where(sql`failed_at is null`),
    // Events that arrive before the first is sent merge into it (latest data wins).
    uniqueIndex('push_outbox_pending_idx')
      .on(t.subscriptionId, t.collapseKey)
      .where(sql`attempts = 0`),
  ],
);

/** The server's VAPID key pair when it is not configured (embedded / development): one row. */
export const pushServerKeys = pgTable(
  'push_server_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_server_keys_one_row', sql`${t.id} = 1`)],
);
