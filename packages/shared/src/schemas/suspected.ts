import { z } from 'zod';
import { SUSPECTED_LINK_KINDS, SUSPECTED_PAGE_SIZE, SUSPECTED_SIGNAL_KINDS } from '../trust.js';
import { clampedLimit } from './common.js';
import {
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_NOTE_TOO_LONG,
  queuedMemberSchema,
} from './moderation.js';

/**
 * The Suspected queue (docs/product.md#the-suspected-queue, docs/decisions/034): members ranked
 * by the weights of their scam signals, each signal with the evidence a moderator needs.
 */

export const SUSPECTED_STATES = ['open', 'resolved'] as const;
export type SuspectedState = (typeof SUSPECTED_STATES)[number];
export const SUSPECTED_NOTE_REQUIRED = 'Please say why this is not a scam.';
export const SUSPECTED_REASON_REQUIRED = 'Please give a reason for blocking.';

const person = z.object({ id: z.uuid(), username: z.string() });

/** A conversation the evidence points at: the other member and when. */
const conversationSchema = z.object({ match_id: z.uuid(), with: person, at: z.string() });

export const suspectedEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('repeated_opener'),
    /** One of the near-identical openers, as sent. */
    text: z.string(),
    match_count: z.number().int(),
    conversations: z.array(conversationSchema),
  }),
  z.object({
    kind: z.literal('off_app_asks'),
    conversation_count: z.number().int(),
    /** The flagged messages, quoted, one per conversation. */
    messages: z.array(conversationSchema.extend({ text: z.string() })),
  }),
  z.object({
    kind: z.literal('reports'),
    reporter_count: z.number().int(),
    reports: z.array(
      z.object({
        reporter: person,
        reason: z.string(),
        details: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('linked_accounts'),
    links: z.array(
      z.object({
        via: z.enum(SUSPECTED_LINK_KINDS),
        user: person.extend({ is_blocked: z.boolean() }),
        /** What is shared: "same browser", the payout number's last digits, the photo paths. */
        detail: z.string(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('machine_likes'),
    likes: z.number().int(),
    median_gap_ms: z.number().int(),
    account_age_hours: z.number().int(),
  }),
]);
export type SuspectedEvidence = z.infer<typeof suspectedEvidenceSchema>;

export const suspectedSignalSchema = z.object({
  kind: z.enum(SUSPECTED_SIGNAL_KINDS),
  weight: z.number().int(),
  evidence: suspectedEvidenceSchema,
});
export type SuspectedSignal = z.infer<typeof suspectedSignalSchema>;

export const suspectedItemSchema = z.object({
  user: queuedMemberSchema.extend({ created_at: z.string() }),
  score: z.number().int(),
  state: z.enum(SUSPECTED_STATES),
  signals: z.array(suspectedSignalSchema),
  flagged_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: person.nullable(),
  resolution: z.string().nullable(),
  /** Blocked in the resolving decision. */
  blocked: z.boolean(),
});
export type SuspectedItem = z.infer<typeof suspectedItemSchema>;

export const suspectedQuerySchema = z.object({
  state: z.enum(SUSPECTED_STATES).catch('open').default('open'),
  /** The next page's cursor from the page before (keyset: score, flagged time, id). */
  cursor: z.string().max(400).optional().catch(undefined),
  limit: clampedLimit(SUSPECTED_PAGE_SIZE),
});
export type SuspectedQuery = z.infer<typeof suspectedQuerySchema>;

export const suspectedResponseSchema = z.object({
  items: z.array(suspectedItemSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type SuspectedResponse = z.infer<typeof suspectedResponseSchema>;

export const suspectedParamsSchema = z.object({ userId: z.string() });

const requiredNote = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(MODERATION_NOTE_MAX_LENGTH, MODERATION_NOTE_TOO_LONG);

/** Block and resolve in one step: the reason is kept on the member's record and in the audit. */
export const suspectedBlockRequestSchema = z.object({
  reason: requiredNote(SUSPECTED_REASON_REQUIRED),
});
export type SuspectedBlockRequest = z.infer<typeof suspectedBlockRequestSchema>;

/** Not a scam: the member leaves the queue until a new signal appears. */
export const suspectedClearRequestSchema = z.object({
  note: requiredNote(SUSPECTED_NOTE_REQUIRED),
});
export type SuspectedClearRequest = z.infer<typeof suspectedClearRequestSchema>;

export const suspectedDecisionResponseSchema = z.object({
  item: suspectedItemSchema,
  /** Members told by a safety notice (block only). */
  notified: z.number().int(),
});
export type SuspectedDecisionResponse = z.infer<typeof suspectedDecisionResponseSchema>;

/** A safety notice a member sees once: someone they talked to was removed for scam signs. */
export const safetyNoticeSchema = z.object({
  id: z.uuid(),
  /** The removed member's first name, so the member knows which conversation (maybe off-app). */
  first_name: z.string().nullable(),
  created_at: z.string(),
});
export type SafetyNotice = z.infer<typeof safetyNoticeSchema>;
export const safetyNoticesResponseSchema = z.object({ items: z.array(safetyNoticeSchema) });
export const safetyNoticeParamsSchema = z.object({ id: z.string() });
