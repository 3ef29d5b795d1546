import { z } from 'zod';
import { ROLES, VIEW_AS_REASON_MAX_LENGTH, VIEW_AS_REASON_MIN_LENGTH } from '../constants.js';
import { clampedLimit } from './common.js';
import { duplicatePhotoOfSchema } from './profile.js';

/**
 * Admin console (docs/product.md#moderation): dashboard, users, View As, password reset, reports,
 * audit.
 */

export const ADMIN_PAGE_DEFAULT = 50;
/** A "View As" link is valid this long, once (docs/product.md#view-as). */
export const IMPERSONATION_TOKEN_TTL_MS = 5 * 60 * 1000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

const adminLimit = clampedLimit(ADMIN_PAGE_DEFAULT);

export const adminStatsSchema = z.object({
  /** Members only: admins are staff, not users of the app. */
  total_users: z.number().int(),
  total_matches: z.number().int(),
  pending_verifications: z.number().int(),
  pending_reports: z.number().int(),
  pending_deposits: z.number().int(),
  pending_withdrawals: z.number().int(),
  /** Members open in the Suspected queue (scam signals, decision 034). */
  pending_suspected: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  coins: z.number().int(),
  role: z.enum(ROLES),
  is_blocked: z.boolean(),
  onboarding_complete: z.boolean(),
  created_at: z.string(),
  /** Other accounts using one of this member's photos, or whose photos their selfie matches. */
  duplicate_photo_of: z.array(duplicatePhotoOfSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  /** Username or first name contains this, case-insensitive. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  cursor: z.string().max(200).optional(),
  limit: adminLimit,
});

export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserSchema),
  next_cursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.string() });

/** Why the admin looks at the member's app: required, trimmed, kept in the audit entry. */
export const adminImpersonateRequestSchema = z.object({
  reason: z
    .string({ error: 'Please say why you are viewing as this member.' })
    .trim()
    .min(
      VIEW_AS_REASON_MIN_LENGTH,
      'Please say why you are viewing as this member (at least 3 characters).',
    )
    .max(
      VIEW_AS_REASON_MAX_LENGTH,
      `The reason can be at most ${VIEW_AS_REASON_MAX_LENGTH} characters.`,
    ),
});
export type AdminImpersonateRequest = z.infer<typeof adminImpersonateRequestSchema>;

export const adminImpersonateResponseSchema = z.object({
  /** `/impersonate?token=...`: one use, valid a few minutes. */
  magic_link: z.string(),
});

export const adminPasswordResetResponseSchema = z.object({ temporary_password: z.string() });

export const ADMIN_REPORTS_PER_GROUP = 50;

export const adminReportParamsSchema = z.object({ reportedUserId: z.string() });

const auditPersonSchema = z.object({ id: z.uuid(), username: z.string() }).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** Null once that admin's account is gone. */
  admin: auditPersonSchema,
  action: z.string(),
  target: auditPersonSchema,
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
