import type { PromptAnswersRequest, PromptAnswersResponse } from '@dating/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../infra/db/client.js';
import { profilePrompts } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lockMemberRow } from '../wallet/index.js';

type Answers = PromptAnswersResponse['prompts'];

/** A member's answered prompts, in their order (docs/product.md#profile-prompts). */
export async function promptAnswersOf(q: Queryable, userId: string): Promise<Answers> {
  return (await promptAnswersByMember(q, [userId])).get(userId) ?? [];
}

/** The answered prompts of several members at once (the deck's page), by member id. */
export async function promptAnswersByMember(
  q: Queryable,
  userIds: string[],
): Promise<Map<string, Answers>> {
  const byMember = new Map<string, Answers>();
  if (userIds.length === 0) return byMember;
  const rows = await q
    .select()
    .from(profilePrompts)
    .where(inArray(profilePrompts.userId, userIds))
    .orderBy(asc(profilePrompts.userId), asc(profilePrompts.position));
  for (const row of rows) {
    const list = byMember.get(row.userId) ?? [];
    list.push({ prompt_id: row.promptId, answer: row.answer });
    byMember.set(row.userId, list);
  }
  return byMember;
}

/**
 * Replaces the member's answers with `input`'s, in its order, under the member's row lock so two
 * saves at once leave one of them whole (the request schema checked ids, lengths, count, repeats).
 */
export async function savePromptAnswers(
  db: Db,
  userId: string,
  input: PromptAnswersRequest,
): Promise<PromptAnswersResponse> {
  return db.transaction(async (tx) => {
    if (!(await lockMemberRow(tx, userId, 'update'))) throw new AppError('NOT_FOUND');
    await tx.delete(profilePrompts).where(eq(profilePrompts.userId, userId));
    if (input.prompts.length > 0) {
      await tx.insert(profilePrompts).values(
        input.prompts.map((p, position) => ({
          userId,
          promptId: p.prompt_id,
          answer: p.answer,
          position,
        })),
      );
    }
    return { prompts: await promptAnswersOf(tx, userId) };
  });
}
