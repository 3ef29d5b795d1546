/**
 * Database schema: every entity of spec section 3 plus what DESIGN.md adds (accounts, sessions,
 * coin ledger, blocks, audit log, idempotency keys, impersonation tokens). Constraints live here
 * too, so the database refuses what the services refuse. Personal data cascades on account
 * deletion; money records keep their rows with the user reference set to null.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const accounts = pgTable('accounts', {
  id: id(),
  username: text('username').notNull(),
  /** Login identity: the lowercased username, unique (DESIGN.md "Auth"). */
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
    gender: text('gender'),
    pronouns: text('pronouns'),
    showGender: boolean('show_gender').notNull().default(true),
    sexuality: text('sexuality'),
    interestedIn: text('interested_in').array().notNull().default(sql`'{}'::text[]`),
    relationshipIntention: text('relationship_intention'),
    bio: text('bio'),
    /** Storage paths in the media bucket; the first is the avatar. */
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    /** The member's own point (private); city is the public town name. */
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    city: text('city'),
    searchLatitude: doublePrecision('search_latitude'),
    searchLongitude: doublePrecision('search_longitude'),
    searchLocation: text('search_location'),
    searchRadiusKm: integer('search_radius_km').notNull().default(50),
    ageMin: integer('age_min').notNull().default(18),
    ageMax: integer('age_max').notNull().default(99),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    coins: integer('coins').notNull().default(0),
    role: text('role').notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    kycStatus: text('kyc_status'),
    language: text('language').notNull().default('en'),
    /** Discovery's nearest-first index key: an equal-area-ish plane (x = lon·cos(lat), y = lat). */
    geoPoint: point('geo_point', { mode: 'xy' }).generatedAlwaysAs(
      sql`point(location_longitude * cos(radians(location_latitude)), location_latitude)`,
    ),
    /** True right after a pass, until it is undone or the next swipe: "undo last pass, once". */
    canUndoPass: boolean('can_undo_pass').notNull().default(false),
    /** Seeded demo member (embedded demo world). */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_profiles_coins_non_negative', sql`${t.coins} >= 0`),
    check('user_profiles_role', sql`${t.role} in ('user', 'admin')`),
    check('user_profiles_gender', sql`${t.gender} is null or ${t.gender} in ('Man', 'Woman')`),
    check(
      'user_profiles_kyc_status',
      sql`${t.kycStatus} is null or ${t.kycStatus} in ('pending', 'approved', 'denied')`,
    ),
    check(
      'user_profiles_search_radius',
      sql`${t.searchRadiusKm} between 5 and 200 and ${t.searchRadiusKm} % 5 = 0`,
    ),
    check('user_profiles_age_range', sql`${t.ageMin} >= 18 and ${t.ageMax} >= ${t.ageMin}`),
    check('user_profiles_language', sql`${t.language} in ('en', 'my')`),
    index('user_profiles_boosted_until_idx').on(t.boostedUntil),
    index('user_profiles_discoverable_geo_idx')
      .using('gist', t.geoPoint)
      .where(sql`onboarding_complete and not is_blocked and role = 'user'`),
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
    kind: text('kind').notNull().default('cookie'),
    impersonatedBy: uuid('impersonated_by').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_kind', sql`${t.kind} in ('cookie', 'bearer')`),
    index('sessions_user_id_idx').on(t.userId),
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

export const swipes = pgTable(
  'swipes',
  {
    id: id(),
    swiperUserId: accountRef('swiper_user_id'),
    swipedUserId: accountRef('swiped_user_id'),
    action: text('action').notNull(),
    /** A like on one photo ("like photo") or on the bio with a comment. */
    photoIndex: integer('photo_index'),
    comment: text('comment'),
    userGiftId: uuid('user_gift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('swipes_one_per_pair').on(t.swiperUserId, t.swipedUserId),
    check('swipes_action', sql`${t.action} in ('like', 'superlike', 'pass')`),
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
  },
  (t) => [
    unique('messages_client_id_once').on(t.senderId, t.clientId),
    check('messages_content_not_blank', sql`length(btrim(${t.content})) > 0`),
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

export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: id(),
    userId: accountRef('user_id'),
    status: text('status').notNull().default('pending'),
    selfie1Url: text('selfie1_url'),
    selfie2Url: text('selfie2_url'),
    avatarSnapshotUrl: text('avatar_snapshot_url'),
    selfie1Sha256: text('selfie1_sha256'),
    selfie2Sha256: text('selfie2_sha256'),
    avatarSha256: text('avatar_sha256'),
    challenge1: text('challenge1'),
    challenge2: text('challenge2'),
    notes: text('notes'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('kyc_requests_status', sql`${t.status} in ('pending', 'approved', 'denied')`),
    index('kyc_requests_user_idx').on(t.userId, t.createdAt),
    index('kyc_requests_status_idx').on(t.status),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterUserId: accountRef('reporter_user_id'),
    reportedUserId: accountRef('reported_user_id'),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reports_reason',
      sql`${t.reason} in ('Inappropriate Photos', 'Feels like spam or a scam', 'Underage user', 'Inappropriate messages or behavior', 'Other')`,
    ),
    check('reports_status', sql`${t.status} in ('pending', 'reviewed')`),
    check('reports_not_self', sql`${t.reporterUserId} <> ${t.reportedUserId}`),
    index('reports_reported_idx').on(t.reportedUserId, t.status),
    index('reports_reporter_idx').on(t.reporterUserId),
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => accounts.id, { onDelete: 'set null' }),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
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
