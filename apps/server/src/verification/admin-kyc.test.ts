import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { selfie, submitVerification } from './test-helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof onboardedMember>>;

async function submitted(me?: Member, files?: { selfie1: Buffer; selfie2: Buffer }) {
  const member = me ?? (await onboardedMember(t.app));
  const res = await submitVerification(
    t.app,
    member.cookie,
    files ?? { selfie1: await selfie(), selfie2: await selfie() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { member, requestId: res.json().id as string };
}

const decide = (id: string, body: unknown, who: { cookie?: string } = admin) =>
  request(t.app, 'POST', `/api/admin/kyc/${id}/decision`, body, who);

const stateOf = async (member: Member) =>
  (await request(t.app, 'GET', '/api/verification', undefined, member)).json();

describe('admin KYC routes: who may call them', () => {
  it('answers 401 without a session and 403 to members', async () => {
    const { member, requestId } = await submitted();
    expect((await request(t.app, 'GET', '/api/admin/kyc')).statusCode).toBe(401);
    expect((await decide(requestId, { status: 'approved' }, {})).statusCode).toBe(401);
    const list = await request(t.app, 'GET', '/api/admin/kyc', undefined, member);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe('ADMIN_REQUIRED');
    const own = await decide(requestId, { status: 'approved' }, member);
    expect(own.statusCode).toBe(403);
    expect((await stateOf(member)).state).toBe('pending');
  });
});

describe('GET /api/admin/kyc', () => {
  it('lists requests newest first with private image URLs and the challenges', async () => {
    const first = await submitted();
    const second = await submitted();
    const res = await request(t.app, 'GET', '/api/admin/kyc', undefined, admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    const item = res.json().items.find((i: { id: string }) => i.id === first.requestId);
    const base = `/files/kyc/${first.member.user.id}/${first.requestId}`;
    expect(item).toMatchObject({
      user: { id: first.member.user.id, username: first.member.username, first_name: 'Thiri' },
      selfie1_url: `${base}/selfie1.jpg`,
      selfie2_url: `${base}/selfie2.jpg`,
      avatar_snapshot_url: `${base}/avatar.jpg`,
      challenge1: 'big_smile',
      challenge2: 'peace_sign',
      status: 'pending',
      notes: null,
      duplicate_of: null,
    });
    const pendingOnly = await request(
      t.app,
      'GET',
      '/api/admin/kyc?status=pending',
      undefined,
      admin,
    );
    expect(pendingOnly.json().items.every((i: { status: string }) => i.status === 'pending')).toBe(
      true,
    );
  });

  it('flags a selfie another account already submitted', async () => {
    const reused = await selfie();
    const original = await submitted(undefined, { selfie1: reused, selfie2: await selfie() });
    const copy = await submitted(undefined, { selfie1: await selfie(), selfie2: reused });
    const { items } = (await request(t.app, 'GET', '/api/admin/kyc', undefined, admin)).json();
    const byId = (id: string) => items.find((i: { id: string }) => i.id === id);
    expect(byId(copy.requestId).duplicate_of).toEqual({
      request_id: original.requestId,
      user_id: original.member.user.id,
      username: original.member.username,
    });
    expect(byId(original.requestId).duplicate_of).toBeNull();
  });
});

describe('POST /api/admin/kyc/:id/decision', () => {
  it('needs a reason to deny; the member sees it and may resubmit; approval verifies', async () => {
    const { member, requestId } = await submitted();
    for (const body of [{ status: 'denied' }, { status: 'denied', reason: '   ' }]) {
      const res = await decide(requestId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'KYC_REASON_REQUIRED',
          message: 'Please enter a reason for denying this request.',
        },
      });
    }
    expect((await stateOf(member)).state).toBe('pending');

    const denied = await decide(requestId, { status: 'denied', reason: ' Face not visible ' });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', notes: 'Face not visible' });
    expect(await stateOf(member)).toMatchObject({
      state: 'denied',
      last_request: { id: requestId, status: 'denied', notes: 'Face not visible' },
    });

    const again = await submitted(member);
    expect((await stateOf(member)).state).toBe('pending');
    const approved = await decide(again.requestId, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', notes: null });
    expect(await stateOf(member)).toMatchObject({
      state: 'verified',
      last_request: { id: again.requestId, status: 'approved' },
    });
    const me = await request(t.app, 'GET', '/api/me', undefined, member);
    expect(me.json()).toMatchObject({ is_verified: true, kyc_status: 'approved' });
    const viewer = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const profile = await request(
      t.app,
      'GET',
      `/api/profiles/${member.user.id}`,
      undefined,
      viewer,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json().is_verified).toBe(true);

    const verifiedAgain = await submitVerification(t.app, member.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(verifiedAgain.statusCode).toBe(409);
    expect(verifiedAgain.json().error.code).toBe('ALREADY_VERIFIED');

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.adminId, admin.user.id), eq(auditLog.targetUserId, member.user.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['kyc.approve', 'kyc.deny']);
  });

  it('decides a request once: the same decision again is no failure, another one 409', async () => {
    const { requestId } = await submitted();
    expect((await decide(requestId, { status: 'approved' })).statusCode).toBe(200);
    // A double click or a second tab (decision 025): the decision made, nothing changed.
    const again = await decide(requestId, { status: 'approved' });
    expect([again.statusCode, again.json().outcome, again.json().status]).toEqual([
      200,
      'already_decided',
      'approved',
    ]);
    const res = await decide(requestId, { status: 'denied', reason: 'Blurry' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'ALREADY_DECIDED', message: 'This request has already been decided.' },
    });
  });

  it('decides once when two admins click at once (two server processes)', async () => {
    const second = await createTestApp({ secondProcessOf: t });
    try {
      const otherAdmin = await createAdmin(t.app);
      for (let round = 0; round < 3; round++) {
        const { member, requestId } = await submitted();
        const results = await Promise.all([
          decide(requestId, { status: 'approved' }),
          request(
            second.app,
            'POST',
            `/api/admin/kyc/${requestId}/decision`,
            { status: 'denied', reason: 'Not the same person' },
            otherAdmin,
          ),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const won = results.find((r) => r.statusCode === 200)?.json().status;
        expect((await stateOf(member)).state).toBe(won === 'approved' ? 'verified' : 'denied');
        const audits = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetUserId, member.user.id));
        expect(audits).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = await decide('6f1c2a8e-3b1d-4c55-9a7e-0d4f8b2c1e99', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect((await decide('not-a-uuid', { status: 'approved' })).statusCode).toBe(404);
    const bad = await decide('6f1c2a8e-3b1d-4c55-9a7e-0d4f8b2c1e99', { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });
});
