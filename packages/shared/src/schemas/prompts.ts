import { z } from 'zod';
import { PROMPT_ANSWER_MAX_LENGTH, PROMPT_IDS, PROMPT_MAX_ANSWERS } from '../prompts.js';
import { requiredText } from './common.js';

/** One answered prompt, as members see it (in the member's order). */
export const promptAnswerSchema = z.object({
  prompt_id: z.enum(PROMPT_IDS, { error: 'Please choose a prompt from the list.' }),
  answer: requiredText('Please write an answer.').max(
    PROMPT_ANSWER_MAX_LENGTH,
    `Answers can be at most ${PROMPT_ANSWER_MAX_LENGTH} characters.`,
  ),
});
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;

/** The member's answers, replacing the ones before; their order is the order shown. */
export const promptAnswersRequestSchema = z.object({
  prompts: z
    .array(promptAnswerSchema)
    .max(PROMPT_MAX_ANSWERS, `Answer at most ${PROMPT_MAX_ANSWERS} prompts.`)
    .refine((list) => new Set(list.map((p) => p.prompt_id)).size === list.length, {
      message: 'Each prompt can be answered once.',
    }),
});
export type PromptAnswersRequest = z.infer<typeof promptAnswersRequestSchema>;

export const promptAnswersResponseSchema = z.object({
  prompts: z.array(z.object({ prompt_id: z.string(), answer: z.string() })),
});
export type PromptAnswersResponse = z.infer<typeof promptAnswersResponseSchema>;
