import { z } from 'zod';
import {
  LIKE_ACTIONS,
  PHOTO_SLOTS,
  REPORT_REASONS,
  SWIPE_ACTIONS,
  SWIPE_COMMENT_MAX_LENGTH,
} from '../constants.js';
import { PROMPT_IDS } from '../prompts.js';
import { clampedLimit, requiredText } from './common.js';
import { publicProfileSchema } from './profile.js';

export const DISCOVERY_PAGE_DEFAULT = 20;

/**
 * Paging by exclusion: swiped members never come back, so the client only lists the candidates
 * it already holds but has not swiped yet (comma-separated ids, at most 100).
 */
export const discoveryQuerySchema = z.object({
  limit: clampedLimit(DISCOVERY_PAGE_DEFAULT),
  exclude: z
    .string()
    .max(100 * 37)
    .optional()
    .transform((v) => (v ? v.split(',').filter((id) => z.uuid().safeParse(id).success) : [])),
});

export const discoveryCandidateSchema = publicProfileSchema.extend({
  is_boosted: z.boolean(),
});
export type DiscoveryCandidate = z.infer<typeof discoveryCandidateSchema>;

export const discoveryResponseSchema = z.object({ items: z.array(discoveryCandidateSchema) });

const swipeCommentSchema = requiredText('Please write a comment.').max(
  SWIPE_COMMENT_MAX_LENGTH,
  `Comments can be at most ${SWIPE_COMMENT_MAX_LENGTH} characters.`,
);

export const swipeRequestSchema = z
  .object({
    target_user_id: z.uuid(),
    /** A superlike is sent with a gift (POST /api/swipes/gift). */
    action: z.enum(SWIPE_ACTIONS).exclude(['superlike']),
    photo_index: z
      .number()
      .int()
      .min(0)
      .max(PHOTO_SLOTS - 1)
      .nullish(),
    comment: swipeCommentSchema.nullish(),
    /** A like on one of the target's answered prompts: carries a comment, not a photo. */
    prompt_id: z.enum(PROMPT_IDS).nullish(),
  })
  .refine((v) => v.action === 'like' || (v.photo_index == null && v.comment == null), {
    message: 'Only a like can carry a photo or a comment.',
    path: ['action'],
  })
  .refine((v) => v.prompt_id == null || (v.comment != null && v.photo_index == null), {
    message: 'A like on a prompt carries a comment and no photo.',
    path: ['prompt_id'],
  });
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

export const giftSwipeRequestSchema = z.object({
  target_user_id: z.uuid(),
  user_gift_id: z.uuid({ error: 'Please select a gift.' }),
  comment: swipeCommentSchema.nullish(),
});
export type GiftSwipeRequest = z.infer<typeof giftSwipeRequestSchema>;

export const swipeResponseSchema = z.object({
  matched: z.boolean(),
  match_id: z.uuid().optional(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

export const undoResponseSchema = z.object({ user_id: z.uuid() });

export const likeSchema = z.object({
  profile: publicProfileSchema,
  action: z.enum(LIKE_ACTIONS),
  photo_index: z.number().int().nullable(),
  comment: z.string().nullable(),
  gift: z.object({ name: z.string(), image_url: z.string() }).nullable(),
  created_at: z.string(),
});
export type Like = z.infer<typeof likeSchema>;

export const likesResponseSchema = z.object({
  superlikes: z.array(likeSchema),
  likes: z.array(likeSchema),
});

export const spotlightMemberSchema = publicProfileSchema.extend({ boosted_until: z.string() });
export const spotlightResponseSchema = z.object({ items: z.array(spotlightMemberSchema) });

export const reportRequestSchema = z.object({
  reported_user_id: z.uuid(),
  reason: z.enum(REPORT_REASONS, { error: 'Please select a reason.' }),
  details: z.string().trim().max(1000).nullish(),
  /** Also block the member in the same step (the report dialog ticks it by default). */
  also_block: z.boolean().optional(),
  /**
   * Reported from a conversation: a photo or voice note the member sent, which the report carries
   * to the moderators (issue 35).
   */
  message_id: z.uuid().nullish(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const blockRequestSchema = z.object({ blocked_user_id: z.uuid() });
export const blockedMemberSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  blocked_at: z.string(),
});
export const blocksResponseSchema = z.object({ items: z.array(blockedMemberSchema) });
