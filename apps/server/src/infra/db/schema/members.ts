/** Accounts, profiles, sessions and member-to-member safety (reports, blocks). */
import {
  GENDERS,
  INTERESTED_IN_OPTIONS,
  KYC_STATUSES,
  LANGUAGES,
  RELATIONSHIP_INTENTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  SESSION_KINDS,
  SEXUALITIES,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from './one-of.js';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const accountRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const accounts = pgTable('accounts', {
  id: id(),
  username: text('username').notNull(),
  /** Login identity: the lowercased username, unique (docs/product.md#accounts-and-sign-in). */
  usernameNormalized: text('username_normalized').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
});

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    firstName: text('first_name'),
    birthdate: date('birthdate'),
    gender: text('gender', { enum: GENDERS }),
    pronouns: text('pronouns'),
    showGender: boolean('show_gender').notNull().default(true),
    sexuality: text('sexuality', { enum: SEXUALITIES }),
    interestedIn: text('interested_in', { enum: INTERESTED_IN_OPTIONS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relationshipIntention: text('relationship_intention', { enum: RELATIONSHIP_INTENTIONS }),
    bio: text('bio'),
    /** Storage paths in the media bucket; the first is the avatar. */
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    /**
     * Each uploaded photo's tiny inline placeholder (infra/images/placeholder.ts), by storage
     * path; written at upload, so it is there before the photo joins `media`.
     */
    mediaPlaceholders: jsonb('media_placeholders')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The member's own point (private); city is the public town name. */
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    city: text('city'),
    /**
     * What others see instead (distances, deck order, radius): the own point moved 1-2.95 km in a
     * random direction, kept while the member stays within 5 km. Written only by the
     * `user_profiles_public_point` trigger (migration 0009), never by the server.
     */
    publicLatitude: doublePrecision('public_latitude'),
    publicLongitude: doublePrecision('public_longitude'),
    searchLatitude: doublePrecision('search_latitude'),
    searchLongitude: doublePrecision('search_longitude'),
    searchLocation: text('search_location'),
    /** When the search location was last changed, for its hourly limit (newest last). */
    searchMovedAt: timestamp('search_moved_at', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    searchRadiusKm: integer('search_radius_km').notNull().default(50),
    ageMin: integer('age_min').notNull().default(18),
    ageMax: integer('age_max').notNull().default(99),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    coins: integer('coins').notNull().default(0),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Why, when and by whom an admin blocked the member (kept and shown on their page). */
    blockedReason: text('blocked_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: uuid('blocked_by').references(() => accounts.id, { onDelete: 'set null' }),
    isVerified: boolean('is_verified').notNull().default(false),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Discovery's nearest-first index key: an equal-area-ish plane (x = lon·cos(lat), y = lat). */
    geoPoint: point('geo_point', { mode: 'xy' }).generatedAlwaysAs(
      sql`point(public_longitude * cos(radians(public_latitude)), public_latitude)`,
    ),
    /** True right after a pass, until it is undone or the next swipe: "undo last pass, once". */
    canUndoPass: boolean('can_undo_pass').notNull().default(false),
    /** When the member last opened who likes them: likes after it count on the badge. */
    likesSeenAt: timestamp('likes_seen_at', { withTimezone: true }),
    /** Seeded demo member (embedded demo world). */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_profiles_coins_non_negative', sql`${t.coins} >= 0`),
    check('user_profiles_role', oneOf(t.role, ROLES)),
    check('user_profiles_gender', nullOrOneOf(t.gender, GENDERS)),
    check('user_profiles_kyc_status', nullOrOneOf(t.kycStatus, KYC_STATUSES)),
    check(
      'user_profiles_search_radius',
      sql`${t.searchRadiusKm} between 5 and 200 and ${t.searchRadiusKm} % 5 = 0`,
    ),
    check('user_profiles_age_range', sql`${t.ageMin} >= 18 and ${t.ageMax} >= ${t.ageMin}`),
    check('user_profiles_language', oneOf(t.language, LANGUAGES)),
    index('user_profiles_boosted_until_idx').on(t.boostedUntil),
    // Discovery's nearest-first walk: one index per audience (gender x interested in whom), so
    // a viewer walks only members who could be in their deck; its birthdate index serves rare
    // age ranges (ADR 021; both covering in 0016).
    ...GENDERS.flatMap((gender) =>
      GENDERS.flatMap((seeking) => {
        const name = `user_profiles_deck_${gender.toLowerCase()}_seeking_${seeking.toLowerCase()}`;
        const audience = sql.raw(
          `onboarding_complete and not is_blocked and role = 'user' and gender = '${gender}' and interested_in && '{${seeking},Everyone}'::text[]`,
        );
        return [
          index(`${name}_idx`).using('gist', t.geoPoint).where(audience),
          index(`${name}_age_idx`).on(t.birthdate).where(audience),
        ];
      }),
    ),
    index('user_profiles_first_name_idx').on(sql`lower(${t.firstName})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: accountRef('user_id'),
    /** 'cookie' for browser sessions, 'bearer' for impersonation tabs. */
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('cookie'),
    impersonatedBy: uuid('impersonated_by').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_kind', oneOf(t.kind, SESSION_KINDS)),
    index('sessions_user_id_idx').on(t.userId),
    // The housekeeping job deletes expired sessions (infra/jobs/housekeeping.ts).
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const impersonationTokens = pgTable('impersonation_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: accountRef('admin_id'),
  userId: accountRef('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterUserId: accountRef('reporter_user_id'),
    reportedUserId: accountRef('reported_user_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    /** Who resolved the report, when, and their note (decision 015). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    createdAt: createdAt(),
    /**
     * A photo or voice note of the reported member the report was filed from (issue 35), copied
     * to `chat/reports/{reportId}/...` (chat/report-media.ts): what moderators may open of a
     * conversation, kept when a block deletes the conversation.
     */
    mediaKind: text('media_kind', { enum: ['photo', 'voice'] }),
    mediaPath: text('media_path'),
    mediaDurationMs: integer('media_duration_ms'),
  },
  (t) => [
    check('reports_reason', oneOf(t.reason, REPORT_REASONS)),
    check(
      'reports_media',
      sql`(${t.mediaKind} IS NULL) = (${t.mediaPath} IS NULL) AND (${t.mediaKind} IS NULL OR ${t.mediaKind} in ('photo', 'voice'))`,
    ),
    check('reports_status', oneOf(t.status, REPORT_STATUSES)),
    check('reports_not_self', sql`${t.reporterUserId} <> ${t.reportedUserId}`),
    index('reports_reported_idx').on(t.reportedUserId, t.status),
    // The open queue: oldest open report of each member.
    index('reports_open_idx').on(t.reportedUserId, t.createdAt).where(sql`${t.status} = 'pending'`),
    index('reports_reporter_created_idx').on(t.reporterUserId, t.createdAt),
    // One report per reporter and member: a repeat updates it (safety/service.ts).
    uniqueIndex('reports_reporter_reported_idx').on(t.reporterUserId, t.reportedUserId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: accountRef('blocker_user_id'),
    blockedUserId: accountRef('blocked_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    check('blocks_not_self', sql`${t.blockerUserId} <> ${t.blockedUserId}`),
    index('blocks_blocked_idx').on(t.blockedUserId),
  ],
);
