import { PROMPT_ANSWER_MAX_LENGTH } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePrompts } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (cookie: string, prompts: unknown) =>
  request(t.app, 'PUT', '/api/me/prompts', { prompts }, { cookie });
const pair = async () => ({
  a: await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] }),
  b: await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] }),
});
const tea = { prompt_id: 'tea_shop_order', answer: 'Laphet yay and a plate of palata' };
const sunday = { prompt_id: 'perfect_sunday', answer: 'ရွှေတိဂုံ ညနေခင်း' };

describe('PUT /api/me/prompts', () => {
  it('saves up to three answers in order, replaces them, and reads them back', async () => {
    const { cookie } = await onboardedMember(t.app);
    const res = await save(cookie, [tea, sunday]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ prompts: [tea, sunday] });
    const third = { prompt_id: 'fun_fact', answer: '  I can name every township in Yangon  ' };
    expect((await save(cookie, [sunday, third])).json()).toEqual({
      prompts: [sunday, { ...third, answer: third.answer.trim() }],
    });
    const own = await request(t.app, 'GET', '/api/me/prompts', undefined, { cookie });
    expect(own.json().prompts.map((p: { prompt_id: string }) => p.prompt_id)).toEqual([
      'perfect_sunday',
      'fun_fact',
    ]);
    expect((await save(cookie, [])).json()).toEqual({ prompts: [] });
  });

  it('refuses an unknown prompt, a long or blank answer, more than three, and repeats', async () => {
    const { cookie, user } = await onboardedMember(t.app);
    await save(cookie, [tea]);
    const refused = [
      [{ prompt_id: 'favourite_colour', answer: 'Blue' }],
      [{ ...tea, answer: 'x'.repeat(PROMPT_ANSWER_MAX_LENGTH + 1) }],
      [{ ...tea, answer: '   ' }],
      [tea, sunday, { prompt_id: 'fun_fact', answer: 'a' }, { prompt_id: 'book', answer: 'b' }],
      [tea, { ...tea, answer: 'again' }],
    ];
    for (const prompts of refused) {
      const res = await save(cookie, prompts);
      expect(res.statusCode, JSON.stringify(prompts)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const exactly = await save(cookie, [{ ...tea, answer: 'y'.repeat(PROMPT_ANSWER_MAX_LENGTH) }]);
    expect(exactly.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(profilePrompts)
      .where(eq(profilePrompts.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('answers 401 anonymously and writes only the caller’s own answers', async () => {
    expect((await request(t.app, 'GET', '/api/me/prompts')).statusCode).toBe(401);
    expect((await request(t.app, 'PUT', '/api/me/prompts', { prompts: [tea] })).statusCode).toBe(
      401,
    );
    const { a, b } = await pair();
    await save(a.cookie, [tea]);
    await save(b.cookie, [sunday]);
    const seenByB = await request(t.app, 'GET', `/api/profiles/${a.user.id}`, undefined, {
      cookie: b.cookie,
    });
    expect(seenByB.json().prompts).toEqual([tea]);
  });

  it('View As reads the answers and cannot change them', async () => {
    const member = await onboardedMember(t.app);
    await save(member.cookie, [tea]);
    const admin = await createAdmin(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      { cookie: admin.cookie },
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const bearer = (
      await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token })
    ).json().token as string;
    const read = await request(t.app, 'GET', '/api/me/prompts', undefined, { bearer });
    expect(read.json()).toEqual({ prompts: [tea] });
    const write = await request(t.app, 'PUT', '/api/me/prompts', { prompts: [] }, { bearer });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('IMPERSONATION_READ_ONLY');
  });
});

describe('prompts on the deck and in a like', () => {
  it('shows the answers on the deck card', async () => {
    const { a, b } = await pair();
    await save(b.cookie, [sunday, tea]);
    const deck = await request(t.app, 'GET', '/api/discovery', undefined, { cookie: a.cookie });
    const card = deck.json().items.find((c: { user_id: string }) => c.user_id === b.user.id);
    expect(card.prompts).toEqual([sunday, tea]);
  });

  it('a like on a prompt with a comment opens the chat with the prompt named', async () => {
    const { a, b } = await pair();
    await save(b.cookie, [tea]);
    const liked = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: b.user.id, action: 'like', prompt_id: tea.prompt_id, comment: 'Same!' },
      { cookie: a.cookie },
    );
    expect(liked.json()).toEqual({ matched: false });
    const back = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: a.user.id, action: 'like' },
      { cookie: b.cookie },
    );
    const matchId = back.json().match_id as string;
    const chat = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
      cookie: b.cookie,
    });
    const [opener] = chat.json().items;
    expect(opener).toMatchObject({
      sender_id: a.user.id,
      content: '💬 tea_shop_order\nSame!',
      client_id: expect.stringMatching(/^opener:/),
    });
  });

  it('refuses a like on a prompt the member has not answered, or without a comment', async () => {
    const { a, b } = await pair();
    await save(b.cookie, [tea]);
    const like = (body: Record<string, unknown>) =>
      request(
        t.app,
        'POST',
        '/api/swipes',
        { target_user_id: b.user.id, action: 'like', ...body },
        { cookie: a.cookie },
      );
    const unanswered = await like({ prompt_id: 'book', comment: 'Which one?' });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.params).toMatchObject({ field: 'prompt_id' });
    expect((await like({ prompt_id: tea.prompt_id })).statusCode).toBe(400);
    expect(
      (await like({ prompt_id: tea.prompt_id, comment: 'x', photo_index: 0 })).statusCode,
    ).toBe(400);
    expect((await like({ prompt_id: tea.prompt_id, comment: 'Me too' })).statusCode).toBe(200);
  });

  it('the answers go with the account', async () => {
    const member = await onboardedMember(t.app);
    await save(member.cookie, [tea, sunday]);
    const before = await t.database.db
      .select()
      .from(profilePrompts)
      .where(eq(profilePrompts.userId, member.user.id));
    expect(before).toHaveLength(2);
    const deleted = await request(t.app, 'DELETE', '/api/me', undefined, { cookie: member.cookie });
    expect(deleted.statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(profilePrompts)
      .where(eq(profilePrompts.userId, member.user.id));
    expect(left).toHaveLength(0);
  });
});
