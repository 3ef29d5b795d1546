import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWebm } from './chat/test-voice-notes.js';
import { computeSuspected } from './suspected/index.js';
import {
  createAdmin,
  makeJpeg,
  matchedPair,
  multipart,
  onboardedMember,
  uploadPhoto,
  YANGON,
} from './test/members.js';
import {
  type ConformanceRecorder,
  openApiPath,
  operationKey,
  recordConformance,
} from './test/openapi-conformance.js';
import { createTestApp, request, signUp, type TestApp } from './test/test-app.js';
import { checkSelfie, selfie, submitVerification } from './verification/test-helpers.js';
import { depositAs, giveCoins, withdrawalAs } from './wallet/test-support.js';

/**
 * The OpenAPI document tells the truth: real answers of every route, a success and an error
 * each, have a documented status and match its schema (test/openapi-conformance.ts checks every
 * answer). A route nobody exercises here fails the last test, so new routes cannot skip this.
 */

/** Routes outside the document, and why. */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
  'GET /api/realtime': 'a WebSocket, not an HTTP answer',
  'GET /files/:bucket/*': 'file bytes, outside the JSON API',
  'GET /metrics': 'Prometheus text for the operator, outside the public API',
  'GET /robots.txt': 'a text file for crawlers (infra/http/crawlers.test.ts)',
  'GET /sitemap.xml': 'an XML file for crawlers (infra/http/crawlers.test.ts)',
};
/** Documented routes whose error answers cannot be provoked here, and why. */
const NO_ERROR_TO_PROVOKE: Record<string, string> = {
  'GET /api/health': 'fails (500) only when the database is down',
  'GET /api/health/live': 'answers whenever the process does',
};

let t: TestApp;
let recorder: ConformanceRecorder;
beforeAll(async () => {
  t = await createTestApp({
    bootstrap: true, // the gift catalogue
    beforeReady: (app) => {
      recorder = recordConformance(app);
    },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  // Emptied each time, so a contradiction fails the test that met it only.
  expect(recorder.mismatches.splice(0)).toEqual([]);
});

type Session = { cookie: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(
  method: Method,
  url: string,
  session: Session | undefined,
  body: unknown,
  status: number,
): Promise<LightMyRequestResponse> {
  const res = await request(t.app, method, url, body, session ? { cookie: session.cookie } : {});
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}
const get = (url: string, session: Session | undefined) =>
  call('GET', url, session, undefined, 200);

describe('every route answers as documented', () => {
  it('refuses anonymous callers of every guarded route, and members on admin routes', async () => {
    const member = await onboardedMember(t.app);
    for (const route of t.app.routeTable) {
      const key = operationKey(route.method, route.url);
      if (!route.access || route.access === 'public' || key in UNDOCUMENTED) continue;
      const url = route.url.replace(/:\w+/g, randomUUID());
      await call(route.method as Method, url, undefined, undefined, 401);
      if (route.access === 'admin') await call(route.method as Method, url, member, undefined, 403);
    }
  });

  it('health, sign-up, sign-in, session, password, sign-out and View As', async () => {
    await get('/api/health', undefined);
    await get('/api/health/live', undefined);
    await get('/api/health/ready', undefined);
    // Storage that cannot be reached: 503 with the reasons (restored right after).
    const ready = t.app.storage.ready;
    t.app.storage.ready = async () => {
      throw new Error('bucket unreachable');
    };
    try {
      await call('GET', '/api/health/ready', undefined, undefined, 503);
    } finally {
      t.app.storage.ready = ready;
    }
    await call('POST', '/api/auth/signup', undefined, { username: 'x', password: 'y' }, 400);
    const member = await signUp(t.app);
    const credentials = { username: member.username, password: member.password };
    await call('POST', '/api/auth/signin', undefined, { ...credentials, password: 'wrong' }, 401);
    await call('POST', '/api/auth/signin', undefined, credentials, 200);
    await get('/api/auth/session', member);
    await get('/api/auth/session', undefined);
    // Public and always 200 for a visitor: only a malformed request (a NUL) is refused.
    await call('GET', '/api/auth/session?x=%00', undefined, undefined, 400);
    const change = { current_password: member.password, new_password: 'another horse' };
    await call('POST', '/api/auth/password', member, change, 204);
    await call('POST', '/api/auth/signout', member, undefined, 204);

    const admin = await createAdmin(t.app);
    const target = await onboardedMember(t.app);
    const link = await call(
      'POST',
      `/api/admin/users/${target.user.id}/impersonate`,
      admin,
      { reason: 'Support ticket' },
      200,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    await call('POST', '/api/auth/impersonation/redeem', undefined, { token: 'nope' }, 404);
    await call('POST', '/api/auth/impersonation/redeem', undefined, { token }, 200);
  });

  it('own profile, photos, boost, other profiles, places and account deletion', async () => {
    const member = await onboardedMember(t.app);
    const other = await onboardedMember(t.app);
    await get('/api/me', member);
    await call('PATCH', '/api/me', member, { bio: 'Tea and long walks.' }, 200);
    await call('POST', '/api/me/onboarding', member, {}, 400);
    const upload = await uploadPhoto(t.app, member.cookie);
    expect(upload.statusCode).toBe(201);
    await call('DELETE', '/api/me/photos', member, { path: upload.json().path }, 204);
    await call('POST', '/api/me/boost', member, undefined, 200);
    const prompts = [{ prompt_id: 'book', answer: 'The Glass Palace' }];
    await call('PUT', '/api/me/prompts', member, { prompts }, 200);
    await call(
      'PUT',
      '/api/me/prompts',
      member,
      { prompts: [{ prompt_id: 'x', answer: 'y' }] },
      400,
    );
    await get('/api/me/prompts', member);
    await get(`/api/profiles/${other.user.id}`, member);
    await get(`/api/geo/reverse?lat=${YANGON.latitude}&lon=${YANGON.longitude}`, member);
    await get('/api/geo/search?q=Yangon', member);
    await call('POST', '/api/text/zawgyi-check', member, { text: 'သန္တာ' }, 200);
    await call('POST', '/api/text/zawgyi-check', member, {}, 400);
    await call('DELETE', '/api/me', other, undefined, 204);
  });

  it('discovery, swipes, gifts, likes, spotlight, reports and blocks', async () => {
    const { a, b } = await matchedPair(t.app);
    const c = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const d = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    await get('/api/discovery', a);
    await get('/api/likes', a);
    await call('POST', '/api/likes/seen', a, undefined, 204);
    await get('/api/spotlight', a);
    await call('POST', '/api/swipes', a, { target_user_id: c.user.id, action: 'pass' }, 200);
    await call('POST', '/api/swipes/undo', a, undefined, 200);
    await call('POST', '/api/swipes', a, { target_user_id: c.user.id, action: 'like' }, 200);

    await giveCoins(t.database.db, a.user.id, 5000);
    await get('/api/gifts', a);
    const catalogue = (await get('/api/gifts', a)).json().items as Array<{ id: string }>;
    const buy = { gift_catalog_id: catalogue[0]?.id };
    const bought = await call('POST', '/api/shop/buy', a, buy, 200);
    const another = await call('POST', '/api/shop/buy', a, buy, 200);
    await get('/api/me/gifts', a);
    await call('POST', '/api/shop/sell', a, { user_gift_id: another.json().user_gift.id }, 200);
    const gift = { target_user_id: d.user.id, user_gift_id: bought.json().user_gift.id };
    await call('POST', '/api/swipes/gift', a, gift, 200);

    const report = { reported_user_id: b.user.id, reason: 'Other', details: 'Rude.' };
    await call('POST', '/api/reports', a, report, 201);
    await call('POST', '/api/blocks', a, { blocked_user_id: b.user.id }, 201);
    await get('/api/blocks', a);
    await call('DELETE', `/api/blocks/${b.user.id}`, a, undefined, 204);
  });

  it('matches and messages', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const messages = `/api/matches/${matchId}/messages`;
    await get('/api/matches', a);
    await get('/api/badges', a);
    await get('/api/calls/config', a);
    await call('POST', `/api/matches/${matchId}/opened`, a, undefined, 204);
    await call('POST', `/api/matches/${randomUUID()}/opened`, a, undefined, 404);
    const sent = await call('POST', messages, a, { content: 'Mingalaba!' }, 201);
    await get(messages, a);
    await call(
      'POST',
      `/api/matches/${matchId}/read`,
      a,
      { last_read_message_id: sent.json().id },
      204,
    );
    await call('DELETE', `/api/matches/${matchId}`, a, undefined, 204);
  });

  it('photos and voice notes in chat, and a report that carries one (issue 35)', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const upload = async (kind: string, data: Buffer, status: number, match = matchId) => {
      const body = multipart(
        { file: { data, filename: 'x', contentType: 'image/jpeg' } },
        { kind },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/matches/${match}/media`,
        payload: body.payload,
        headers: {
          'content-type': body.contentType,
          cookie: a.cookie,
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
        },
      });
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };
    const photo = await upload('photo', await makeJpeg(), 201);
    await upload('photo', await makeJpeg(), 404, randomUUID());
    const note = await upload('voice', makeWebm({ seconds: 2 }), 201);
    await get(`${photo.media_url}?size=thumb`, b);
    await call('GET', `/api/messages/${randomUUID()}/media`, b, undefined, 404);
    await call('POST', `/api/messages/${note.id}/heard`, b, undefined, 204);
    await call('POST', `/api/messages/${note.id}/heard`, a, undefined, 404);
    const report = { reported_user_id: a.user.id, reason: 'Other', message_id: photo.id };
    await call('POST', '/api/reports', b, report, 201);
    const admin = await createAdmin(t.app);
    const queue = await get('/api/admin/reports?limit=100', admin);
    const group = queue.json().items.find((g: { user: { id: string } }) => g.user.id === a.user.id);
    await get(group.reports[0].media.url, admin);
    await call('GET', `/api/admin/reports/${randomUUID()}/media`, admin, undefined, 404);
  });

  it('verification, and its review by an admin', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    await get('/api/verification', member);
    // The first check loads the face models (a few seconds).
    const checked = await checkSelfie(t.app, member, await selfie());
    expect(checked.statusCode, checked.body).toBe(200);
    const submitted = await submitVerification(t.app, member.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await get('/api/admin/kyc', admin);
    const decision = `/api/admin/kyc/${submitted.json().id}/decision`;
    await call('POST', decision, admin, { status: 'approved' }, 200);
  }, 180_000);

  it('the admin console: members, reports and the audit log', async () => {
    const admin = await createAdmin(t.app);
    const { a, b } = await matchedPair(t.app);
    const report = { reported_user_id: b.user.id, reason: 'Other' };
    await call('POST', '/api/reports', a, report, 201);
    await get('/api/admin/stats', admin);
    await get('/api/admin/users', admin);
    await get('/api/admin/reports', admin);
    const seen = { report_ids: [crypto.randomUUID()] };
    await call('POST', `/api/admin/reports/${b.user.id}/review`, admin, seen, 200);
    await get('/api/admin/queues/counts', admin);
    const resolve = { user_ids: [b.user.id], ...seen };
    await call('POST', '/api/admin/reports/resolve', admin, resolve, 200);
    await call('POST', '/api/admin/reports/resolve', admin, { user_ids: [] }, 400);
    await call('POST', `/api/admin/users/${b.user.id}/block`, admin, { blocked: true }, 400);
    const block = { blocked: true, reason: 'Scam', resolve_reports: true };
    await call('POST', `/api/admin/users/${b.user.id}/block`, admin, block, 200);
    await get(`/api/admin/users/${b.user.id}/overview`, admin);
    await call('GET', `/api/admin/users/${randomUUID()}/overview`, admin, undefined, 404);
    await call('POST', `/api/admin/users/${a.user.id}/password-reset`, admin, undefined, 200);
    await get('/api/admin/audit?action=user.block', admin);
    await call('GET', '/api/admin/audit.csv?from=2026-01-01', admin, undefined, 200);
    await call('GET', '/api/admin/audit.csv?from=2026-13-45', admin, undefined, 400);
  });

  it('moderator claims: claim, list, release (decision 026)', async () => {
    const admin = await createAdmin(t.app);
    const member = await onboardedMember(t.app);
    const { id } = await depositAs(t.app, member.cookie);
    await call('POST', `/api/admin/claims/deposit/${id}`, admin, undefined, 200);
    await call('POST', `/api/admin/claims/deposit/${randomUUID()}`, admin, undefined, 404);
    await get('/api/admin/claims?kind=deposit', admin);
    await call('GET', '/api/admin/claims?kind=payments', admin, undefined, 400);
    await call('DELETE', `/api/admin/claims/deposit/${id}`, admin, undefined, 200);
    await call('DELETE', '/api/admin/claims/deposit/42', admin, undefined, 400);
  });

  it('the wallet, deposits and withdrawals, and their review by an admin', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    await giveCoins(t.database.db, member.user.id, 10_000);
    await get('/api/wallet', member);
    const deposits = [await depositAs(t.app, member.cookie), await depositAs(t.app, member.cookie)];
    const withdrawals = [
      await withdrawalAs(t.app, member.cookie),
      await withdrawalAs(t.app, member.cookie),
    ];
    await get('/api/wallet/transactions', member);
    await get('/api/admin/deposits', admin);
    await get('/api/admin/withdrawals', admin);
    const approve = { amount: 500 };
    await call('POST', `/api/admin/deposits/${deposits[0]?.id}/approve`, admin, approve, 200);
    await call('POST', `/api/admin/deposits/${deposits[1]?.id}/reject`, admin, {}, 200);
    const paid = { payout_reference: 'KBZ-1' };
    await call('POST', `/api/admin/withdrawals/${withdrawals[0]?.id}/approve`, admin, {}, 400);
    await call('POST', `/api/admin/withdrawals/${withdrawals[0]?.id}/approve`, admin, paid, 200);
    await call('POST', `/api/admin/withdrawals/${withdrawals[1]?.id}/reject`, admin, {}, 200);
    await get('/api/admin/transactions', admin);
    // Adjustments (decision 016): a correction, one below zero refused, the member's view.
    const correction = { user_id: member.user.id, delta: -100, reason: 'Credited twice' };
    await call('POST', '/api/admin/adjustments', admin, correction, 201);
    await call('POST', '/api/admin/adjustments', admin, { ...correction, delta: -1e8 }, 422);
    await get('/api/wallet/adjustments', member);
    // A large correction waits for a second admin (decision 024), who approves or declines it.
    const second = await createAdmin(t.app);
    const large = { ...correction, delta: 1_000_000 };
    const waiting = async () =>
      (await call('POST', '/api/admin/adjustments', admin, large, 201)).json().pending.id;
    await get('/api/admin/adjustments/pending', admin);
    const approveUrl = `/api/admin/adjustments/${await waiting()}/approve`;
    await call('POST', approveUrl, admin, {}, 409);
    await call('POST', approveUrl, second, {}, 200);
    const declineUrl = `/api/admin/adjustments/${await waiting()}/decline`;
    await call('POST', declineUrl, second, { admin_notes: 'x'.repeat(10_000) }, 400);
    await call('POST', declineUrl, second, {}, 200);
  });

  it('the Suspected queue and safety notices (decision 034)', async () => {
    const admin = await createAdmin(t.app);
    const { a, b } = await matchedPair(t.app);
    const other = await onboardedMember(t.app);
    const scam = { reported_user_id: b.user.id, reason: 'Feels like spam or a scam' };
    await call('POST', '/api/reports', a, scam, 201);
    await call('POST', '/api/reports', other, scam, 201);
    await computeSuspected(t.database.db);
    await get('/api/admin/suspected', admin);
    await call('GET', '/api/admin/suspected', a, undefined, 403);
    const suspect = `/api/admin/suspected/${b.user.id}`;
    await call('POST', `${suspect}/block`, admin, {}, 400);
    await call('POST', `${suspect}/resolve`, admin, {}, 400);
    await call('POST', `${suspect}/resolve`, admin, { note: 'Friends joking' }, 200);
    await call('POST', `${suspect}/resolve`, admin, { note: 'Again' }, 409);
    // A third reporter is new evidence: open again, then blocked.
    await call('POST', '/api/reports', await onboardedMember(t.app), scam, 201);
    await computeSuspected(t.database.db);
    await call('POST', `${suspect}/block`, admin, { reason: 'Scam script' }, 200);
    const [notice] = (await get('/api/safety-notices', a)).json().items;
    await call('POST', `/api/safety-notices/${notice.id}/seen`, a, undefined, 204);
    await call('POST', `/api/safety-notices/${randomUUID()}/seen`, a, undefined, 404);
    await call('GET', '/api/safety-notices', undefined, undefined, 401);
  });

  it('Web Push: key, device subscriptions and preferences', async () => {
    const member = await onboardedMember(t.app);
    await get('/api/push/config', member);
    const keys = {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: Buffer.alloc(16, 9).toString('base64url'),
    };
    // A push service address (never called: the device is removed before any event).
    const endpoint = 'https://fcm.googleapis.com/fcm/send/openapi-test';
    await call('POST', '/api/push/subscriptions', member, { endpoint, keys }, 201);
    const elsewhere = { endpoint: 'https://internal.example/push', keys };
    await call('POST', '/api/push/subscriptions', member, elsewhere, 400);
    await call('DELETE', '/api/push/subscriptions', member, { endpoint }, 204);
    await call('DELETE', '/api/push/subscriptions', member, {}, 400);
    const prefs = (await get('/api/push/preferences', member)).json();
    const put = (body: unknown) => request(t.app, 'PUT', '/api/push/preferences', body, member);
    expect((await put({ ...prefs, likes: false })).statusCode).toBe(200);
    expect((await put({ likes: 'no' })).statusCode).toBe(400);
  });

  it('exercised a success and an error of every documented route', () => {
    const document = recorder.document();
    const missing: string[] = [];
    for (const route of t.app.routeTable) {
      const key = operationKey(route.method, route.url);
      const documented = Boolean(
        document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
      );
      if (key in UNDOCUMENTED) {
        expect(documented, `${key} is documented: drop it from UNDOCUMENTED`).toBe(false);
        continue;
      }
      if (!documented) missing.push(`${key}: not in the document`);
      const statuses = [...(recorder.seen.get(key) ?? [])];
      if (!statuses.some((status) => status < 300)) missing.push(`${key}: no success exercised`);
      if (!statuses.some((status) => status >= 400) && !(key in NO_ERROR_TO_PROVOKE)) {
        missing.push(`${key}: no error exercised`);
      }
    }
    expect(missing).toEqual([]);
  });
});
