import type { ClaimItemKind } from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { moderationClaims, reports } from '../infra/db/schema.js';
import { computeSuspected } from '../suspected/index.js';
import { insertMembers, onboardedMember } from '../test/members.js';
import { request } from '../test/test-app.js';
import { selfie, submitVerification } from '../verification/test-helpers.js';
import { depositAs, memberWithCoins, withdrawalAs } from '../wallet/test-support.js';

/** One open item of a queue: its claim id, the member it is about, what deciding it sends. */
export type QueueItem = { kind: ClaimItemKind; id: string; memberId: string; reportIds: string[] };
type Caller = { cookie?: string; bearer?: string };

/** A fresh open item of each kind, made the way members make them. */
export async function openItem(app: FastifyInstance, kind: ClaimItemKind): Promise<QueueItem> {
  const db = app.database.db;
  if (kind === 'report') {
    const [reporter, reported] = await insertMembers(db, 2);
    if (!reporter || !reported) throw new Error('members');
    const [row] = await db
      .insert(reports)
      .values({ reporterUserId: reporter, reportedUserId: reported, reason: 'Other' })
      .returning({ id: reports.id });
    return { kind, id: reported, memberId: reported, reportIds: row ? [row.id] : [] };
  }
  if (kind === 'suspected') {
    // Reports from two members are a signal on their own; the job's run queues the member.
    const [first, second, suspect] = await insertMembers(db, 3);
    if (!first || !second || !suspect) throw new Error('members');
    await db.insert(reports).values([
      { reporterUserId: first, reportedUserId: suspect, reason: 'Feels like spam or a scam' },
      { reporterUserId: second, reportedUserId: suspect, reason: 'Feels like spam or a scam' },
    ]);
    await computeSuspected(db);
    return { kind, id: suspect, memberId: suspect, reportIds: [] };
  }
  if (kind === 'kyc') {
    const member = await onboardedMember(app);
    const files = { selfie1: await selfie(), selfie2: await selfie() };
    const res = await submitVerification(app, member.cookie, files);
    expect(res.statusCode, res.body).toBe(201);
    return { kind, id: res.json().id, memberId: member.user.id, reportIds: [] };
  }
  const member = await memberWithCoins(app, kind === 'withdrawal' ? 5000 : 0);
  const made =
    kind === 'deposit'
      ? await depositAs(app, member.cookie)
      : await withdrawalAs(app, member.cookie);
  return { kind, id: made.id, memberId: member.user.id, reportIds: [] };
}

/** The decision each queue's screen sends (an approval; a review for reports). */
export function decide(app: FastifyInstance, item: QueueItem, who: Caller) {
  const calls: Record<ClaimItemKind, [string, unknown]> = {
    report: [`/api/admin/reports/${item.id}/review`, { report_ids: item.reportIds }],
    kyc: [`/api/admin/kyc/${item.id}/decision`, { status: 'approved' }],
    deposit: [`/api/admin/deposits/${item.id}/approve`, { amount: 100 }],
    withdrawal: [`/api/admin/withdrawals/${item.id}/approve`, { payout_reference: 'PAY-42' }],
    suspected: [`/api/admin/suspected/${item.id}/resolve`, { note: 'Checked: a real member.' }],
  };
  const [url, body] = calls[item.kind];
  return request(app, 'POST', url, body, who);
}

export const claimItem = (app: FastifyInstance, item: QueueItem, who: Caller) =>
  request(app, 'POST', `/api/admin/claims/${item.kind}/${item.id}`, undefined, who);

export const releaseItem = (app: FastifyInstance, item: QueueItem, who: Caller) =>
  request(app, 'DELETE', `/api/admin/claims/${item.kind}/${item.id}`, undefined, who);

/** The item's claim row as stored (expired or not). */
export async function storedClaim(app: FastifyInstance, item: QueueItem) {
  const [row] = await app.database.db
    .select()
    .from(moderationClaims)
    .where(and(eq(moderationClaims.itemKind, item.kind), eq(moderationClaims.itemId, item.id)));
  return row;
}

/** The claim ran out (its holder stopped renewing it): its end moves into the past. */
export async function expireClaim(app: FastifyInstance, item: QueueItem) {
  await app.database.db
    .update(moderationClaims)
    .set({ expiresAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(and(eq(moderationClaims.itemKind, item.kind), eq(moderationClaims.itemId, item.id)));
}
