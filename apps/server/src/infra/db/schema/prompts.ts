/** Profile prompts: a member's answers (docs/product.md#profile-prompts). */
import { PROMPT_ANSWER_MAX_LENGTH, PROMPT_MAX_ANSWERS } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accountRef } from './members.js';

export const profilePrompts = pgTable(
  'profile_prompts',
  {
    userId: accountRef('user_id'),
    /** One of PROMPT_IDS; checked by the API, not here, so a retired prompt's answers still read. */
    promptId: text('prompt_id').notNull(),
    answer: text('answer').notNull(),
    /** 0 first: the order the member chose. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.promptId] }),
    unique('profile_prompts_position_once').on(t.userId, t.position),
    check(
      'profile_prompts_position',
      sql`${t.position} between 0 and ${sql.raw(String(PROMPT_MAX_ANSWERS - 1))}`,
    ),
    check(
      'profile_prompts_answer_length',
      sql`length(btrim(${t.answer})) between 1 and ${sql.raw(String(PROMPT_ANSWER_MAX_LENGTH))}`,
    ),
  ],
);
