/** Swipes, matches and chat. */
import { CALL_OUTCOMES, MESSAGE_KINDS, SWIPE_ACTIONS } from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, id } from './members.js';
import { nullOrOneOf, oneOf } from './one-of.js';

export const swipes = pgTable(
  'swipes',
  {
    id: id(),
    swiperUserId: accountRef('swiper_user_id'),
    swipedUserId: accountRef('swiped_user_id'),
    action: text('action', { enum: SWIPE_ACTIONS }).notNull(),
    /** A like on one photo ("like photo") or on the bio with a comment. */
    photoIndex: integer('photo_index'),
    comment: text('comment'),
    /** A like on one of the target's prompts (its comment opens the chat naming it). */
    promptId: text('prompt_id'),
    userGiftId: uuid('user_gift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('swipes_one_per_pair').on(t.swiperUserId, t.swipedUserId),
    check('swipes_action', oneOf(t.action, SWIPE_ACTIONS)),
    check('swipes_not_self', sql`${t.swiperUserId} <> ${t.swipedUserId}`),
    check('swipes_photo_index', sql`${t.photoIndex} is null or ${t.photoIndex} between 0 and 5`),
    index('swipes_swiped_user_idx').on(t.swipedUserId, t.action),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: id(),
    /** Stored ordered (user_1_id < user_2_id) so one unordered pair has one row. */
    user1Id: accountRef('user_1_id'),
    user2Id: accountRef('user_2_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('matches_one_per_pair').on(t.user1Id, t.user2Id),
    check('matches_ordered_pair', sql`${t.user1Id} < ${t.user2Id}`),
    index('matches_user_2_idx').on(t.user2Id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** Insertion order, for stable paging. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: accountRef('sender_id'),
    content: text('content').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    /** Text, or a photo or voice note in the private `chat` storage area (issue 35). */
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('text'),
    mediaPath: text('media_path'),
    durationMs: integer('duration_ms'),
    /** When the receiver first played a voice note. */
    heardAt: timestamp('heard_at', { withTimezone: true }),
    /** A call's line (kind 'call', calls/): how it ended; duration_ms is its talking time. */
    callOutcome: text('call_outcome', { enum: CALL_OUTCOMES }),
  },
  (t) => [
    unique('messages_client_id_once').on(t.senderId, t.clientId),
    // A photo or voice note has no text of its own (its content is empty).
    check(
      'messages_content_not_blank',
      sql`${t.kind} <> 'text' OR length(btrim(${t.content})) > 0`,
    ),
    check('messages_kind', oneOf(t.kind, MESSAGE_KINDS)),
    check(
      'messages_media',
      sql`(${t.kind} in ('text', 'call')) = (${t.mediaPath} IS NULL) AND CASE ${t.kind} WHEN 'voice' THEN ${t.durationMs} IS NOT NULL WHEN 'call' THEN true ELSE ${t.durationMs} IS NULL END`,
    ),
    check(
      'messages_call',
      sql`(${t.kind} = 'call') = (${t.callOutcome} IS NOT NULL) AND (${nullOrOneOf(t.callOutcome, CALL_OUTCOMES)})`,
    ),
    index('messages_match_seq_idx').on(t.matchId, t.seq),
  ],
);

export const matchReads = pgTable(
  'match_reads',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: accountRef('user_id'),
    lastReadMessageId: uuid('last_read_message_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);
