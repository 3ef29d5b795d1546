import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { selfie, submitVerification } from './test-helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const pending = async () =>
  (await request(t.app, 'GET', '/api/admin/kyc?status=pending', undefined, admin)).json().items as {
    id: string;
    avatar_match: string | null;
    previous_denial: unknown;
    photos: string[];
  }[];

describe('the KYC queue (issue 20)', () => {
  it('lists open requests oldest first, with the profile photos for the viewer', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const member = await onboardedMember(t.app);
      const res = await submitVerification(t.app, member.cookie, {
        selfie1: await selfie(),
        selfie2: await selfie(),
      });
      ids.push(res.json().id);
    }
    const items = await pending();
    const order = items.map((i) => i.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
    expect(items.find((i) => i.id === ids[0])?.photos).toEqual([
      expect.stringMatching(/^\/files\/media\//),
    ]);
  });

  it('flags a selfie that is byte-identical to the member’s own avatar', async () => {
    const member = await onboardedMember(t.app);
    const avatarUrl = member.profile.media[0] as string;
    const avatar = await request(t.app, 'GET', avatarUrl, undefined, member);
    expect(avatar.statusCode).toBe(200);
    const res = await submitVerification(t.app, member.cookie, {
      selfie1: avatar.rawPayload,
      selfie2: await selfie(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = (await pending()).find((i) => i.id === res.json().id);
    expect(item?.avatar_match).toBe('identical');
  });

  it('shows a resubmission with the earlier denial and its reason', async () => {
    const member = await onboardedMember(t.app);
    const first = await submitVerification(t.app, member.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    await request(
      t.app,
      'POST',
      `/api/admin/kyc/${first.json().id}/decision`,
      { status: 'denied', reason: 'Face not visible' },
      admin,
    );
    const again = await submitVerification(t.app, member.cookie, {
      selfie1: await selfie(),
      selfie2: await selfie(),
    });
    const item = (await pending()).find((i) => i.id === again.json().id);
    expect(item?.previous_denial).toMatchObject({
      request_id: first.json().id,
      reason: 'Face not visible',
      decided_at: expect.any(String),
    });
    const firstTime = (await pending()).find((i) => i.previous_denial === null);
    expect(firstTime).toBeDefined();
  });
});
