import { ERROR_MESSAGES, PHOTO_SLOTS } from '@dating/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, makeJpeg, multipart, onboardedMember, uploadPhoto } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

/**
 * Issue 31: a member who never finished onboarding could upload photos without end. Until
 * onboarding is done a member holds at most PHOTO_SLOTS photos (uploaded, not removed).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).toSorted((a, b) => a - b);

describe('POST /api/me/photos before onboarding is finished', () => {
  it('parallel uploads stop at the photo slots, with a clear refusal; a removal frees one', async () => {
    const { cookie } = await signUp(t.app);
    const photo = await makeJpeg();
    const tries = PHOTO_SLOTS + 3;
    const all = await Promise.all(
      Array.from({ length: tries }, () => uploadPhoto(t.app, cookie, photo)),
    );
    expect(statuses(all)).toEqual([
      ...Array<number>(PHOTO_SLOTS).fill(201),
      ...Array<number>(tries - PHOTO_SLOTS).fill(409),
    ]);
    const refused = all.find((r) => r.statusCode === 409);
    expect(refused?.json().error).toEqual({
      code: 'PHOTO_LIMIT',
      message: ERROR_MESSAGES.PHOTO_LIMIT.replace('{max}', String(PHOTO_SLOTS)),
      params: { max: PHOTO_SLOTS },
    });

    // Removing one (never attached to a profile) frees its slot, for one more upload only.
    const [kept] = all.filter((r) => r.statusCode === 201);
    const removed = await request(
      t.app,
      'DELETE',
      '/api/me/photos',
      { path: kept?.json().path },
      { cookie },
    );
    expect(removed.statusCode).toBe(204);
    expect((await uploadPhoto(t.app, cookie, photo)).statusCode).toBe(201);
    expect((await uploadPhoto(t.app, cookie, photo)).statusCode).toBe(409);
  });

  it('one member at the limit does not limit another', async () => {
    const full = await signUp(t.app);
    for (let i = 0; i < PHOTO_SLOTS; i++) await uploadPhoto(t.app, full.cookie);
    expect((await uploadPhoto(t.app, full.cookie)).statusCode).toBe(409);
    const other = await signUp(t.app);
    expect((await uploadPhoto(t.app, other.cookie)).statusCode).toBe(201);
  });

  it('a finished profile may upload past its slots to swap photos', async () => {
    const member = await onboardedMember(t.app);
    for (let i = 0; i < PHOTO_SLOTS; i++) {
      expect((await uploadPhoto(t.app, member.cookie)).statusCode).toBe(201);
    }
  });

  it('anonymous 401, admins 403, View As 403', async () => {
    const admin = await createAdmin(t.app);
    const member = await signUp(t.app);
    expect((await uploadPhoto(t.app, '')).statusCode).toBe(401);
    expect((await uploadPhoto(t.app, admin.cookie)).statusCode).toBe(403);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      admin,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const body = multipart({
      file: { data: await makeJpeg(), filename: 'me.jpg', contentType: 'image/jpeg' },
    });
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/me/photos',
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        authorization: `Bearer ${redeem.json().token}`,
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
