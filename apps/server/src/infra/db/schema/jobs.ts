/** Background work (infra/jobs): the run-once schedule, and uploads waiting to be attached. */
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, createdAt } from './members.js';
import { nullOrOneOf } from './one-of.js';

export const JOB_OUTCOMES = ['ok', 'failed'] as const;

/**
 * One row per job (docs/decisions/018-run-once-jobs.md): a process runs the job only after
 * claiming it with one conditional statement that moves `next_run_at` on, so of all processes
 * exactly one runs each due turn. `lease_until` lets another process take over a run whose
 * process died; `runs` numbers the turns (a run finishes only its own turn).
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    name: text('name').primaryKey(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    runs: bigint('runs', { mode: 'number' }).notNull().default(0),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: JOB_OUTCOMES }),
    lastError: text('last_error'),
  },
  (t) => [check('scheduled_jobs_last_outcome', nullOrOneOf(t.lastOutcome, JOB_OUTCOMES))],
);

/**
 * Every uploaded profile photo, from upload until the photo sweep looks at it 24 hours later:
 * attached by then (in `user_profiles.media`), the row goes; never attached, the files go too.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    /** The photo's path in the media bucket (its thumbnail sits beside it). */
    path: text('path').primaryKey(),
    userId: accountRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_uploads_created_at_idx').on(t.createdAt),
    index('photo_uploads_user_id_idx').on(t.userId),
  ],
);
