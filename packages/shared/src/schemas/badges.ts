import { z } from 'zod';

/**
 * GET /api/badges: the counts the tab bar, the document title and the app icon show.
 * Counts only what is addressed to the member and still waiting for them.
 */
export const badgesResponseSchema = z.object({
  /** Unread messages addressed to me, summed over my conversations. */
  unread_messages: z.number().int().nonnegative(),
  /** In how many conversations those unread messages are. */
  unread_conversations: z.number().int().nonnegative(),
  /** Likes and super likes received since I last opened who likes me, not yet answered. */
  new_likes: z.number().int().nonnegative(),
  /**
   * Matches whose conversation I have not opened yet and that hold no unread message for me (a
   * new match with an unread opener counts in unread_messages): the chat list shows them.
   */
  new_matches: z.number().int().nonnegative(),
  /**
   * Safety notices not yet dismissed (someone I talked with was removed for scam behaviour): the
   * shell loads the notice only when there is one, without a request of its own.
   */
  safety_notices: z.number().int().nonnegative(),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;
