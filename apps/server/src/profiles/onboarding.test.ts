import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../infra/db/schema.js';
import { createAdmin, makeJpeg, onboardingDraft, uploadPhoto } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function memberWithPhoto() {
  const member = await signUp(t.app);
  const upload = await uploadPhoto(t.app, member.cookie);
  expect(upload.statusCode).toBe(201);
  return { ...member, path: upload.json().path as string };
}

const yearsAgo = (years: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
};

describe('POST /api/me/onboarding', () => {
  it('stores the whole draft, sets the search point and radius, and completes onboarding', async () => {
    const { cookie, path, user } = await memberWithPhoto();
    const res = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft([path]), {
      cookie,
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      first_name: 'Thiri',
      gender: 'Woman',
      interested_in: ['Man'],
      city: 'Yangon',
      search_latitude: 16.8409,
      search_longitude: 96.1735,
      search_radius_km: 50,
      onboarding_complete: true,
      media: [`/files/media/${path}`],
      avatar_url: `/files/media/${path}`,
    });
    const session = await request(t.app, 'GET', '/api/auth/session', undefined, { cookie });
    expect(session.json().user.onboarding_complete).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    const again = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft([path]), {
      cookie,
    });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['terms not accepted', { terms_accepted: false }, 'Please accept the rules to continue.'],
    ['blank first name', { first_name: '   ' }, 'Please enter your first name.'],
    [
      'emoji-only first name',
      { first_name: '😀😀' },
      'Your name must contain at least one letter.',
    ],
    [
      'digits-only first name',
      { first_name: '12345' },
      'Your name must contain at least one letter.',
    ],
    ['no birthdate', { birthdate: '' }, 'Please enter your birthdate.'],
    ['impossible date', { birthdate: '2001-02-30' }, 'Please enter your birthdate.'],
    ['under 18', { birthdate: yearsAgo(18, 1) }, 'You must be at least 18 years old.'],
    ['no gender', { gender: 'Other' }, 'Please select your gender.'],
    ['no sexuality', { sexuality: '' }, 'Please select your sexuality.'],
    ['no interest', { interested_in: [] }, 'Please select who you are interested in.'],
    [
      'Everyone with others',
      { interested_in: ['Everyone', 'Man'] },
      'Everyone cannot be combined with other choices.',
    ],
    [
      'no intention',
      { relationship_intention: 'Whatever' },
      'Please select what you are looking for.',
    ],
    ['no photo', { media: [] }, 'Please upload at least one photo.'],
    ['short bio', { bio: '  too short  ' }, 'Your bio must be at least 10 characters.'],
    [
      'emoji-only bio',
      { bio: '😀😀😀😀😀😀😀😀😀😀' },
      'Your bio must contain at least one letter.',
    ],
    ['no city', { city: ' ' }, 'Please set your location.'],
  ])('refuses %s with its message and changes nothing', async (_name, override, message) => {
    const { cookie, path, user } = await memberWithPhoto();
    const draft = { ...onboardingDraft([path]), ...override };
    const res = await request(t.app, 'POST', '/api/me/onboarding', draft, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const [row] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(row?.onboardingComplete).toBe(false);
    expect(row?.firstName).toBeNull();
  });

  it('accepts a member who turns 18 today', async () => {
    const { cookie, path } = await memberWithPhoto();
    const res = await request(
      t.app,
      'POST',
      '/api/me/onboarding',
      onboardingDraft([path], { birthdate: yearsAgo(18) }),
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().age).toBe(18);
  });

  it("refuses another member's photo path", async () => {
    const other = await memberWithPhoto();
    const { cookie } = await memberWithPhoto();
    const res = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft([other.path]), {
      cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMAGE_REQUIRED');
  });

  it('is refused anonymously and for admins', async () => {
    const anonymous = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft(['x']));
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const res = await request(t.app, 'POST', '/api/me/onboarding', onboardingDraft(['x']), {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('photos', () => {
  it('refuses a text file renamed .jpg and stores nothing', async () => {
    const { cookie } = await signUp(t.app);
    const res = await uploadPhoto(
      t.app,
      cookie,
      Buffer.from('definitely not an image'),
      'evil.jpg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'IMAGE_REQUIRED',
      message: 'Please upload an image file.',
    });
  });

  it('serves the stored photo publicly and removes it on request', async () => {
    const { cookie } = await signUp(t.app);
    const upload = await uploadPhoto(t.app, cookie, await makeJpeg(300, 200));
    const { path, url } = upload.json();
    expect(path).toMatch(/\.webp$/);
    const file = await request(t.app, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const removed = await request(t.app, 'DELETE', '/api/me/photos', { path }, { cookie });
    expect(removed.statusCode).toBe(204);
    expect((await request(t.app, 'GET', url)).statusCode).toBe(404);
  });

  it("cannot remove another member's photo", async () => {
    const owner = await memberWithPhoto();
    const { cookie } = await signUp(t.app);
    const res = await request(t.app, 'DELETE', '/api/me/photos', { path: owner.path }, { cookie });
    expect(res.statusCode).toBe(404);
    expect((await request(t.app, 'GET', `/files/media/${owner.path}`)).statusCode).toBe(200);
  });
});
