/** Identity verification requests and the admin audit log. */
import {
  CLAIM_ITEM_KINDS,
  KYC_AVATAR_MATCHES,
  KYC_STATUSES,
  VERIFICATION_CHALLENGES,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountRef, accounts, createdAt, id } from './members.js';
import { oneOf } from './one-of.js';

export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: id(),
    userId: accountRef('user_id'),
    status: text('status', { enum: KYC_STATUSES }).notNull().default('pending'),
    selfie1Url: text('selfie1_url'),
    selfie2Url: text('selfie2_url'),
    avatarSnapshotUrl: text('avatar_snapshot_url'),
    selfie1Sha256: text('selfie1_sha256'),
    selfie2Sha256: text('selfie2_sha256'),
    avatarSha256: text('avatar_sha256'),
    /** A selfie that is the member's own avatar: 'identical' bytes or a 'look_alike' picture. */
    avatarMatch: text('avatar_match', { enum: KYC_AVATAR_MATCHES }),
    challenge1: text('challenge1', { enum: VERIFICATION_CHALLENGES }),
    challenge2: text('challenge2', { enum: VERIFICATION_CHALLENGES }),
    notes: text('notes'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('kyc_requests_status', oneOf(t.status, KYC_STATUSES)),
    index('kyc_requests_user_idx').on(t.userId, t.createdAt),
    index('kyc_requests_status_idx').on(t.status),
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
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // The audit filters (member page, admin, action), newest first.
    index('audit_log_target_idx').on(t.targetUserId, t.id),
    index('audit_log_admin_idx').on(t.adminId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

export const IMAGE_HASH_KINDS = ['photo', 'selfie', 'proof'] as const;

/**
 * Perceptual hashes of stored pictures (infra/images/duplicates.ts): a profile photo (media
 * path), a verification selfie (kyc path) or a deposit proof (deposit-proofs path), hashed as
 * uploaded and mirrored, so the same picture on two accounts can be flagged to admins.
 */
export const imageHashes = pgTable(
  'image_hashes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: accountRef('user_id'),
    kind: text('kind', { enum: IMAGE_HASH_KINDS }).notNull(),
    path: text('path').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    mirrorHash: bigint('mirror_hash', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('image_hashes_kind', oneOf(t.kind, IMAGE_HASH_KINDS)),
    uniqueIndex('image_hashes_kind_path_idx').on(t.kind, t.path),
    index('image_hashes_user_id_idx').on(t.userId),
  ],
);

/**
 * Two accounts' pictures that look alike (infra/images/duplicates.ts), recorded once when a
 * picture is hashed so that no list or job compares every picture with every other. One row per
 * pair, the lower id first; it goes with either picture.
 */
export const pictureLinks = pgTable(
  'picture_links',
  {
    hashId: bigint('hash_id', { mode: 'number' })
      .notNull()
      .references(() => imageHashes.id, { onDelete: 'cascade' }),
    otherHashId: bigint('other_hash_id', { mode: 'number' })
      .notNull()
      .references(() => imageHashes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.hashId, t.otherHashId] }),
    check('picture_links_ordered', sql`${t.hashId} < ${t.otherHashId}`),
    index('picture_links_other_idx').on(t.otherHashId),
  ],
);

/**
 * Moderator claims (docs/decisions/026-moderation-claims.md): which admin is working on a queue
 * item until when. One row per item; an expired row is taken over, never piled up.
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    itemKind: text('item_kind', { enum: CLAIM_ITEM_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    adminId: accountRef('admin_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId] }),
    check('moderation_claims_item_kind', oneOf(t.itemKind, CLAIM_ITEM_KINDS)),
    index('moderation_claims_kind_expires_idx').on(t.itemKind, t.expiresAt),
  ],
);
