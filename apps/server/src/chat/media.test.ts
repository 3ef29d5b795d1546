import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../infra/db/schema.js';
import type { Storage } from '../infra/storage/index.js';
import { createAdmin, makeJpeg, matchedPair } from '../test/members.js';
import { openSocket, realtimeUrlOf } from '../test/sockets.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { sendChatMedia } from './test-support.js';
import { makeOgg, makeWebm } from './test-voice-notes.js';

/** Every path written to the `chat` area, to see that a refusal stores nothing. */
const written: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    storage: (disk): Storage => ({
      ...disk,
      put: async (bucket, path, data, type) => {
        if (bucket === 'chat') written.push(path);
        await disk.put(bucket, path, data, type);
      },
    }),
  });
});
afterAll(async () => t.close());

const sendMedia = (
  cookie: string,
  matchId: string,
  kind: string,
  data: Buffer,
  contentType: string,
  clientId?: string,
) => sendChatMedia(t, cookie, matchId, { kind, data, contentType, clientId });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A JPEG with a camera's EXIF, GPS position included. */
const jpegWithGps = async () =>
  sharp(await makeJpeg(800, 600))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Copyright: 'Thiri' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '16/1 48/1 0/1' },
    })
    .jpeg()
    .toBuffer();

const storedRows = (matchId: string) =>
  t.database.db.select().from(messages).where(eq(messages.matchId, matchId));

describe('photos in chat', () => {
  it('stores a photo without EXIF or GPS, with a thumbnail, for the pair only', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await sendMedia(a.cookie, matchId, 'photo', original, 'image/jpeg', 'p-1');
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ kind: 'photo', content: '', sender_id: a.user.id });
    expect(message.media_url).toBe(`/api/messages/${message.id}/media`);

    const full = await get(message.media_url, b.cookie);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif, meta.xmp]).toEqual([
      'webp',
      800,
      undefined,
      undefined,
    ]);
    const thumb = await get(`${message.media_url}?size=thumb`, a.cookie);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    // Anyone else: the 404 of a message that does not exist; an admin is no member here.
    const outsider = await matchedPair(t.app);
    expect((await get(message.media_url, outsider.a.cookie)).statusCode).toBe(404);
    expect((await get(message.media_url)).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    expect((await get(message.media_url, admin.cookie)).statusCode).toBe(403);
    // Nor through /files, where an admin reads the other private areas.
    const [path] = written.filter((p) => p.startsWith(`${matchId}/`) && !p.includes('_thumb'));
    expect((await get(`/files/chat/${path}`, admin.cookie)).statusCode).toBe(404);
    expect((await get(`/files/chat/${path}`, a.cookie)).statusCode).toBe(404);
  });

  it('lists it as a photo, in the conversation and the chat list', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await sendMedia(a.cookie, matchId, 'photo', await makeJpeg(), 'image/jpeg');
    const page = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
      cookie: b.cookie,
    });
    expect(page.json().items).toMatchObject([{ kind: 'photo', content: '' }]);
    const list = await request(t.app, 'GET', '/api/matches', undefined, { cookie: b.cookie });
    const item = list.json().items.find((m: { id: string }) => m.id === matchId);
    expect(item.last_message).toMatchObject({ kind: 'photo', media_url: expect.any(String) });
  });

  it('refuses what is not an image and stores nothing', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const before = written.length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const res = await sendMedia(a.cookie, matchId, 'photo', svg, 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMAGE_REQUIRED');
    expect(written.length).toBe(before);
    expect(await storedRows(matchId)).toHaveLength(0);
  });

  it('refuses a member of another match, storing nothing', async () => {
    const { matchId } = await matchedPair(t.app);
    const outsider = await matchedPair(t.app);
    const before = written.length;
    const res = await sendMedia(
      outsider.a.cookie,
      matchId,
      'photo',
      await makeJpeg(),
      'image/jpeg',
    );
    expect(res.statusCode).toBe(404);
    expect(written.length).toBe(before);
  });

  it('stores a retried photo once and keeps one file', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const photo = await makeJpeg();
    const first = await sendMedia(a.cookie, matchId, 'photo', photo, 'image/jpeg', 'retry-1');
    const again = await sendMedia(a.cookie, matchId, 'photo', photo, 'image/jpeg', 'retry-1');
    expect(again.json().id).toBe(first.json().id);
    expect(await storedRows(matchId)).toHaveLength(1);
    const files = written.filter((p) => p.startsWith(`${matchId}/`));
    const kept = await Promise.all(files.map((p) => t.app.storage.exists('chat', p)));
    expect(kept.filter(Boolean)).toHaveLength(2);
  });
});

describe('voice notes in chat', () => {
  it('stores a WebM or Ogg Opus note with its length; the receiver plays it and it is heard', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const webm = await sendMedia(
      a.cookie,
      matchId,
      'voice',
      makeWebm({ seconds: 4 }),
      'audio/webm',
    );
    expect(webm.statusCode).toBe(201);
    expect(webm.json()).toMatchObject({ kind: 'voice', duration_ms: 3_980, heard: false });
    const ogg = await sendMedia(b.cookie, matchId, 'voice', makeOgg(2), 'audio/ogg');
    expect(ogg.json()).toMatchObject({ kind: 'voice', duration_ms: 2_000 });

    const audio = await get(webm.json().media_url, b.cookie);
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/webm']);
    expect(audio.rawPayload.equals(makeWebm({ seconds: 4 }))).toBe(true);
    const outsider = await matchedPair(t.app);
    expect((await get(webm.json().media_url, outsider.a.cookie)).statusCode).toBe(404);

    // The sender's open conversation hears it played.
    const sender = await openSocket(await realtimeUrlOf(t.app), { cookie: a.cookie });
    sender.send({ type: 'subscribe', match_id: matchId });
    await sender.next((f) => f.type === 'subscribed');
    const heardUrl = `/api/messages/${webm.json().id}/heard`;
    // Only the receiver marks it.
    expect(
      (await request(t.app, 'POST', heardUrl, undefined, { cookie: a.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, 'POST', heardUrl, undefined, { cookie: b.cookie })).statusCode,
    ).toBe(204);
    expect(await sender.next((f) => f.type === 'heard')).toEqual({
      type: 'heard',
      match_id: matchId,
      message_id: webm.json().id,
    });
    sender.socket.close();
    const page = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
      cookie: a.cookie,
    });
    expect(page.json().items[0]).toMatchObject({ kind: 'voice', heard: true });
  });

  it('refuses a note too long, not audio or too large, storing nothing', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const before = written.length;
    const long = await sendMedia(
      a.cookie,
      matchId,
      'voice',
      makeWebm({ seconds: 61 }),
      'audio/webm',
    );
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'VOICE_NOTE_INVALID']);
    expect(long.json().error.message).toBe('Please send a voice note of up to 60 seconds.');
    const jpeg = await sendMedia(a.cookie, matchId, 'voice', await makeJpeg(), 'audio/webm');
    expect(jpeg.json().error.code).toBe('VOICE_NOTE_INVALID');
    const big = Buffer.concat([makeOgg(1), Buffer.alloc(400_000)]);
    const large = await sendMedia(a.cookie, matchId, 'voice', big, 'audio/ogg');
    expect([large.statusCode, large.json().error.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(written.length).toBe(before);
    expect(await storedRows(matchId)).toHaveLength(0);
  });
});
