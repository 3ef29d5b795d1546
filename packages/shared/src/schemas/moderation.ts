import { z } from 'zod';
import { KYC_STATUSES, REPORT_REASONS, REPORT_STATUSES, ROLES } from '../constants.js';
import { FACE_PRINT_KINDS } from '../trust.js';
import {
  ADMIN_REPORTS_PER_GROUP,
  ADMIN_SEARCH_MAX_LENGTH,
  adminAuditEntrySchema,
  adminUserSchema,
} from './admin.js';
import { clampedLimit } from './common.js';
import { duplicatePhotoOfSchema } from './profile.js';

/**
 * The moderation queue (docs/product.md#moderation, decision 015): reports grouped per member,
 * open first by severity and age, paged; live queue counts; block with a reason; the member page;
 * the filtered audit log.
 */

/** Reasons whose open reports go to the top of the queue (a minor, or money at risk). */
export const SEVERE_REPORT_REASONS = [
  'Underage user',
  'Feels like spam or a scam',
] as const satisfies readonly (typeof REPORT_REASONS)[number][];

/** Block reasons and report resolution notes: refused above this, never cut. */
export const MODERATION_NOTE_MAX_LENGTH = 500;
export const MODERATION_NOTE_TOO_LONG = 'Notes can be at most 500 characters.';
export const BLOCK_REASON_REQUIRED = 'Please give a reason for blocking.';
export const REPORTS_PAGE_SIZE = 20;
/** Most members one bulk decision may cover (a page of the queue, with room). */
export const REPORTS_BULK_MAX = 100;

const note = z.string().trim().max(MODERATION_NOTE_MAX_LENGTH, MODERATION_NOTE_TOO_LONG);
const person = z.object({ id: z.uuid(), username: z.string() });

export const REPORT_QUEUE_STATES = ['open', 'resolved'] as const;
export type ReportQueueState = (typeof REPORT_QUEUE_STATES)[number];

export const reportQueueQuerySchema = z.object({
  state: z.enum(REPORT_QUEUE_STATES).catch('open').default('open'),
  reason: z.enum(REPORT_REASONS).optional().catch(undefined),
  /** Username or first name contains this, case-insensitive. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  /**
   * Keyset paging (decision 025): the `next_cursor` of the page before. Paging follows the
   * last member shown, not an offset, so members decided on one page do not push others past
   * the next (a cursor not made by the server is the first page).
   */
  cursor: z.string().max(400).optional().catch(undefined),
  limit: clampedLimit(REPORTS_PAGE_SIZE),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

export const queueReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: person,
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Null when unknown (resolved before this was kept) or that admin's account is gone. */
  resolved_by: person.nullable(),
  resolution: z.string().nullable(),
  /**
   * The photo or voice note the report was filed from (issue 35): its address is the admin-only
   * `/api/admin/reports/{id}/media`; nothing else of the conversation is shown.
   */
  media: z
    .object({
      kind: z.enum(['photo', 'voice']),
      url: z.string(),
      duration_ms: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

/** The member a moderation queue's item is about (the Reports and Suspected queues). */
export const queuedMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_blocked: z.boolean(),
  role: z.enum(ROLES),
});

export const reportQueueItemSchema = z.object({
  user: queuedMemberSchema,
  count: z.number().int(),
  open_count: z.number().int(),
  /** An open Underage or scam report: the group sorts first. */
  severe: z.boolean(),
  /** The oldest open report's time (the queue's order), or null when none is open. */
  oldest_open_at: z.string().nullable(),
  /** Open reports first, then the newest resolved (at most 50). */
  reports: z.array(queueReportSchema),
  duplicate_photo_of: z.array(duplicatePhotoOfSchema),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;

export const reportQueueResponseSchema = z.object({
  items: z.array(reportQueueItemSchema),
  /** Members matching the filters (all pages). */
  total: z.number().int(),
  /** The next page's cursor, or null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ReportQueueResponse = z.infer<typeof reportQueueResponseSchema>;

/** Most report ids one decision may name (a full page of members, each with every line shown). */
export const REPORT_IDS_MAX = REPORTS_BULK_MAX * ADMIN_REPORTS_PER_GROUP;
/**
 * The open reports the moderator saw (decision 025): only these are closed; a report that
 * arrived after the queue was read stays open, and the answer counts it in `left_open`.
 */
const seenReportIds = z.array(z.uuid()).min(1).max(REPORT_IDS_MAX);

/** Resolve the open reports of one or more members (one audit entry per member). */
export const resolveReportsRequestSchema = z.object({
  user_ids: z.array(z.uuid()).min(1).max(REPORTS_BULK_MAX),
  report_ids: seenReportIds,
  note: note.optional(),
});
export type ResolveReportsRequest = z.infer<typeof resolveReportsRequestSchema>;
export const resolveReportsResponseSchema = z.object({
  /** Members whose open reports were resolved by this call (already resolved ones are left). */
  members: z.number().int(),
  reports: z.number().int(),
  /** Open reports of these members that were not named (arrived later): still open. */
  left_open: z.number().int(),
});
export type ResolveReportsResponse = z.infer<typeof resolveReportsResponseSchema>;

/** Mark one member's reports reviewed: the open ones the moderator saw. */
export const reviewReportsRequestSchema = z.object({ report_ids: seenReportIds });
export type ReviewReportsRequest = z.infer<typeof reviewReportsRequestSchema>;
export const reviewReportsResponseSchema = z.object({
  reports: z.number().int(),
  left_open: z.number().int(),
});
export type ReviewReportsResponse = z.infer<typeof reviewReportsResponseSchema>;

/** Block needs a reason (kept on the member's record); `resolve_reports` closes their reports too. */
export const adminBlockWithReasonSchema = z
  .object({
    blocked: z.boolean(),
    reason: note.optional(),
    resolve_reports: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.blocked && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: BLOCK_REASON_REQUIRED });
    }
  });
export type AdminBlockWithReason = z.infer<typeof adminBlockWithReasonSchema>;

export const queueCountsSchema = z.object({
  /** Members with at least one open report (the Reports queue's items). */
  reports: z.number().int(),
  kyc: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** Members open in the Suspected queue (scam signals). */
  suspected: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  balance_after: z.number().int().nullable(),
  created_at: z.string(),
});

const memberTransactionSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.string(),
  amount: z.number().int().nullable(),
  method: z.string().nullable(),
  created_at: z.string(),
});

const verificationAttemptSchema = z.object({
  id: z.uuid(),
  status: z.enum(KYC_STATUSES),
  images: z.array(z.object({ label: z.string(), url: z.string() })),
  notes: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});

/** Other members sharing a photo, selfie or deposit proof with this one (perceptual hashes). */
const linkedAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  /** What matched: photo, selfie or proof. */
  kinds: z.array(z.string()),
});

/** One face of this member's that looks like another account's face (docs/face-matching.md). */
export const faceLinkSchema = z.object({
  other: z.object({ id: z.uuid(), username: z.string(), is_blocked: z.boolean() }),
  similarity: z.number(),
  /** This member's picture and the other account's: `/files/media` or `/files/kyc` URLs. */
  picture: z.object({ kind: z.enum(FACE_PRINT_KINDS), url: z.string() }),
  other_picture: z.object({ kind: z.enum(FACE_PRINT_KINDS), url: z.string() }),
});
export type FaceLink = z.infer<typeof faceLinkSchema>;

export const memberOverviewSchema = z.object({
  user: adminUserSchema.extend({
    is_verified: z.boolean(),
    kyc_status: z.enum(KYC_STATUSES).nullable(),
    blocked_reason: z.string().nullable(),
    blocked_at: z.string().nullable(),
    blocked_by: person.nullable(),
    bio: z.string().nullable(),
  }),
  photos: z.array(z.string()),
  reports_against: z.array(queueReportSchema),
  reports_filed: z.array(queueReportSchema.extend({ reported: person })),
  verifications: z.array(verificationAttemptSchema),
  ledger: z.array(ledgerEntrySchema),
  transactions: z.array(memberTransactionSchema),
  linked_accounts: z.array(linkedAccountSchema),
  /** The same face on another account (a blocked one too), most alike first. */
  face_links: z.array(faceLinkSchema),
  audit: z.array(adminAuditEntrySchema),
});
export type MemberOverview = z.infer<typeof memberOverviewSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    // 2025-02-30 parses (it rolls over to March): a real day prints back as itself.
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, 'Please enter a real date.');

/** Filters of the audit log and its CSV export (dates are UTC days, both ends included). */
export const auditFilterSchema = z.object({
  /** Admin username, exact (case-insensitive). */
  admin: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  /** Member username, exact (case-insensitive). */
  member: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/)
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const adminAuditFilteredQuerySchema = auditFilterSchema.extend({
  cursor: z.string().max(40).optional(),
  limit: clampedLimit(50),
});
