/** Video calls between matches (calls/, docs/decisions/040-video-calls.md). */
import { CALL_OUTCOMES } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountRef, createdAt } from './members.js';
import { nullOrOneOf, oneOf } from './one-of.js';
import { matches } from './social.js';

export const CALL_STATUSES = ['ringing', 'active', 'ended'] as const;

export const calls = pgTable(
  'calls',
  {
    /** Chosen by the caller's app, so a retried invite starts one call. */
    id: uuid('id').primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    callerId: accountRef('caller_id'),
    calleeId: accountRef('callee_id'),
    status: text('status', { enum: CALL_STATUSES }).notNull().default('ringing'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: text('outcome', { enum: CALL_OUTCOMES }),
  },
  (t) => [
    check('calls_status', oneOf(t.status, CALL_STATUSES)),
    check('calls_outcome', nullOrOneOf(t.outcome, CALL_OUTCOMES)),
    check('calls_ended', sql`(${t.status} = 'ended') = (${t.outcome} IS NOT NULL)`),
    check('calls_not_self', sql`${t.callerId} <> ${t.calleeId}`),
    // The unfinished call of a match, which a new invite ends (a crashed process's leftover).
    index('calls_match_open_idx').on(t.matchId).where(sql`${t.status} <> 'ended'`),
    index('calls_caller_idx').on(t.callerId),
    index('calls_callee_idx').on(t.calleeId),
  ],
);

/**
 * A realtime frame too long for one NOTIFY (a WebRTC offer with its codecs runs to 5-10 KB):
 * stored for the moment every process needs to read it by id (infra/realtime/hub.ts), then
 * deleted by the next one stored a minute later.
 */
export const realtimeFrames = pgTable(
  'realtime_frames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payload: text('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_frames_created_idx').on(t.createdAt)],
);
