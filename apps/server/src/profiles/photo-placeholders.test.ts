import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedMember, onboardingDraft, uploadPhoto } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('photo placeholders', () => {
  it('are made at upload and travel with the photo URLs to the owner and to others', async () => {
    const member = await signUp(t.app);
    const upload = await uploadPhoto(t.app, member.cookie);
    expect(upload.statusCode).toBe(201);
    const { path, url, placeholder } = upload.json();
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(600);

    const onboarding = await request(
      t.app,
      'POST',
      '/api/me/onboarding',
      onboardingDraft([path], { gender: 'Man', interested_in: ['Woman'] }),
      { cookie: member.cookie },
    );
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json().media_placeholders).toEqual({ [url]: placeholder });
    const me = await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
    expect(me.json().media_placeholders).toEqual({ [url]: placeholder });

    // Another member near by sees the same placeholder in the deck.
    const viewer = await onboardedMember(t.app);
    const deck = await request(t.app, 'GET', '/api/discovery', undefined, {
      cookie: viewer.cookie,
    });
    expect(deck.statusCode).toBe(200);
    const card = deck
      .json()
      .items.find((c: { user_id: string }) => c.user_id === onboarding.json().user_id);
    expect(card?.media).toEqual([url]);
    expect(card?.media_placeholders).toEqual({ [url]: placeholder });
  });

  it('leave with a removed photo', async () => {
    const member = await onboardedMember(t.app);
    const second = (await uploadPhoto(t.app, member.cookie)).json();
    const first = member.profile.media[0] as string;
    const patched = await request(
      t.app,
      'PATCH',
      '/api/me',
      { media: [first, second.path] },
      { cookie: member.cookie },
    );
    expect(Object.keys(patched.json().media_placeholders)).toEqual([first, second.url]);
    const removed = await request(
      t.app,
      'DELETE',
      '/api/me/photos',
      { path: second.path },
      { cookie: member.cookie },
    );
    expect(removed.statusCode).toBe(204);
    const me = await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
    expect(Object.keys(me.json().media_placeholders)).toEqual([first]);
  });
});
