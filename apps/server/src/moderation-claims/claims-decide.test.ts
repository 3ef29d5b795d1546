import { CLAIM_ITEM_KINDS } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../infra/db/schema.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import {
  claimItem,
  decide,
  expireClaim,
  openItem,
  type QueueItem,
  storedClaim,
} from './test-items.js';

/** Every queue's decide path honours claims (docs/decisions/026-moderation-claims.md). */

let t: TestApp;
let first: Awaited<ReturnType<typeof createAdmin>>;
let second: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  first = await createAdmin(t.app);
  second = await createAdmin(t.app);
});
afterAll(async () => t.close());

const open = (kind: QueueItem['kind']) => openItem(t.app, kind);

describe.each(CLAIM_ITEM_KINDS)('claims on a %s', (kind) => {
  it('keep a second admin from deciding the item, naming the holder; the holder decides', async () => {
    const item = await open(kind);
    const claimed = await claimItem(t.app, item, first);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().admin).toEqual({ id: first.user.id, username: first.user.username });

    const refused = await decide(t.app, item, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('ITEM_CLAIMED');
    expect(refused.json().error.params.username).toBe(first.user.username);
    expect(refused.json().error.message).toContain(`@${first.user.username}`);
    // Nor can they take the claim over.
    const taken = await claimItem(t.app, item, second);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('ITEM_CLAIMED');

    const decided = await decide(t.app, item, first);
    expect(decided.statusCode, decided.body).toBe(200);
    // The decision ended the claim.
    expect(await storedClaim(t.app, item)).toBeUndefined();
  });

  it('let another admin decide once the claim has expired', async () => {
    const item = await open(kind);
    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);
    await expireClaim(t.app, item);
    const decided = await decide(t.app, item, second);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await storedClaim(t.app, item)).toBeUndefined();
  });

  it('let another admin take an expired claim over, which then holds', async () => {
    const item = await open(kind);
    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);
    await expireClaim(t.app, item);
    const taken = await claimItem(t.app, item, second);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().admin.username).toBe(second.user.username);
    const refused = await decide(t.app, item, first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.params.username).toBe(second.user.username);
  });
});

describe('claims on reported members in bulk and block-and-resolve', () => {
  it('refuse a bulk resolve that includes a claimed member, resolving none of them', async () => {
    const free = await open('report');
    const held = await open('report');
    expect((await claimItem(t.app, held, first)).statusCode).toBe(200);
    const body = {
      user_ids: [free.id, held.id],
      report_ids: [...free.reportIds, ...held.reportIds],
    };
    const refused = await request(t.app, 'POST', '/api/admin/reports/resolve', body, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('ITEM_CLAIMED');
    // The free member's report is still open: this review closes it.
    const again = await decide(t.app, free, second);
    expect(again.json().reports, again.body).toBe(1);
  });

  it('refuse block-and-resolve of a claimed member, blocking nothing', async () => {
    const held = await open('report');
    expect((await claimItem(t.app, held, first)).statusCode).toBe(200);
    const url = `/api/admin/users/${held.id}/block`;
    const body = { blocked: true, reason: 'spam', resolve_reports: true };
    const refused = await request(t.app, 'POST', url, body, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('ITEM_CLAIMED');
    const [member] = await t.database.db
      .select({ isBlocked: userProfiles.isBlocked })
      .from(userProfiles)
      .where(eq(userProfiles.userId, held.id));
    expect(member?.isBlocked).toBe(false);
  });
});
