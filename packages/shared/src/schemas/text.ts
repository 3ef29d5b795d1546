import { z } from 'zod';

/** Longest text `POST /api/text/zawgyi-check` looks at (a bio is the longest field it serves). */
export const ZAWGYI_CHECK_MAX_LENGTH = 2000;

/** `POST /api/text/zawgyi-check`: a text a member is typing into a name or bio field. */
export const zawgyiCheckBodySchema = z.object({
  text: z
    .string()
    .max(ZAWGYI_CHECK_MAX_LENGTH, `Text must be at most ${ZAWGYI_CHECK_MAX_LENGTH} characters.`),
});
export type ZawgyiCheckBody = z.infer<typeof zawgyiCheckBodySchema>;

/**
 * The detector's probability that the text is Zawgyi, the text converted to Unicode when it may
 * be Zawgyi (else null), and whether the server converts it by itself on save (Zawgyi beyond
 * doubt). When `converted` is set and `converts_on_save` is false, only the member can tell:
 * the form asks, and saves whichever text the member chose.
 */
export const zawgyiCheckResponseSchema = z.object({
  zawgyi_probability: z.number().min(0).max(1),
  converted: z.string().nullable(),
  converts_on_save: z.boolean(),
});
export type ZawgyiCheckResponse = z.infer<typeof zawgyiCheckResponseSchema>;
