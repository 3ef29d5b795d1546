import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, makeJpeg, matchedPair } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { sendChatMedia } from './test-support.js';
import { makeWebm } from './test-voice-notes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function sendMedia(cookie: string, matchId: string, kind: string, data: Buffer) {
  const contentType = 'application/octet-stream';
  const res = await sendChatMedia(t, cookie, matchId, { kind, data, contentType });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; media_url: string };
}

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

const report = (cookie: string, body: Record<string, unknown>) =>
  request(t.app, 'POST', '/api/reports', { reason: 'Inappropriate Photos', ...body }, { cookie });

type QueueGroup = {
  user: { id: string };
  reports: {
    id: string;
    media: { kind: string; url: string; duration_ms: number | null } | null;
  }[];
};

async function queuedReportsOf(adminCookie: string, userId: string) {
  const queue = await request(t.app, 'GET', '/api/admin/reports?limit=100', undefined, {
    cookie: adminCookie,
  });
  const group = (queue.json().items as QueueGroup[]).find((g) => g.user.id === userId);
  return group?.reports ?? [];
}

/** The route answers the file (it is stored and this viewer may read it). */
const chatFileExists = async (url: string, cookie: string) =>
  (await get(url, cookie)).statusCode === 200;

describe('reporting a photo or voice note', () => {
  it('carries it to the moderators, and keeps it when the block deletes the conversation', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const photo = await sendMedia(a.cookie, matchId, 'photo', await makeJpeg(640, 480));
    const filed = await report(b.cookie, {
      reported_user_id: a.user.id,
      message_id: photo.id,
      also_block: true,
    });
    expect(filed.statusCode).toBe(201);
    // The block deleted the conversation: its files are gone with it.
    expect(await storedUnder(matchId)).toEqual([]);

    const admin = await createAdmin(t.app);
    const [queued] = await queuedReportsOf(admin.cookie, a.user.id);
    expect(queued?.media).toEqual({
      kind: 'photo',
      url: `/api/admin/reports/${queued?.id}/media`,
      duration_ms: null,
    });
    const seen = await get(queued?.media?.url ?? '', admin.cookie);
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${queued?.media?.url}?size=thumb`, admin.cookie)).statusCode).toBe(200);
    // A member never reads a report's copy.
    expect((await get(queued?.media?.url ?? '', b.cookie)).statusCode).toBe(403);
  });

  it("moderators see a report's voice note, and nothing of a conversation without one", async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const note = await sendMedia(a.cookie, matchId, 'voice', makeWebm({ seconds: 3 }));
    await report(b.cookie, { reported_user_id: a.user.id, message_id: note.id });
    const admin = await createAdmin(t.app);
    const [queued] = await queuedReportsOf(admin.cookie, a.user.id);
    expect(queued?.media).toMatchObject({ kind: 'voice', duration_ms: 2_980 });
    // The conversation itself stays the pair's: not even a moderator reads its messages' media.
    expect((await get(note.media_url, admin.cookie)).statusCode).toBe(403);

    const other = await matchedPair(t.app);
    await report(other.b.cookie, { reported_user_id: other.a.user.id, reason: 'Other' });
    const [plain] = await queuedReportsOf(admin.cookie, other.a.user.id);
    expect(plain?.media).toBeNull();
    expect((await get(`/api/admin/reports/${plain?.id}/media`, admin.cookie)).statusCode).toBe(404);
  });

  it('refuses a message that is not the reported member’s to the reporter', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const own = await sendMedia(b.cookie, matchId, 'photo', await makeJpeg());
    const res = await report(b.cookie, { reported_user_id: a.user.id, message_id: own.id });
    expect(res.statusCode).toBe(404);
    const outsider = await matchedPair(t.app);
    const theirs = await sendMedia(a.cookie, matchId, 'photo', await makeJpeg());
    const byOutsider = await report(outsider.a.cookie, {
      reported_user_id: a.user.id,
      message_id: theirs.id,
    });
    expect(byOutsider.statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it("removes its conversations' photos and voice notes and its reports' copies", async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const photo = await sendMedia(b.cookie, matchId, 'photo', await makeJpeg());
    const note = await sendMedia(a.cookie, matchId, 'voice', makeWebm({ seconds: 2 }));
    await report(b.cookie, { reported_user_id: a.user.id, message_id: note.id });
    const admin = await createAdmin(t.app);
    const [queued] = await queuedReportsOf(admin.cookie, a.user.id);
    const copyUrl = queued?.media?.url ?? '';
    expect(await chatFileExists(copyUrl, admin.cookie)).toBe(true);
    expect(await chatFileExists(photo.media_url, a.cookie)).toBe(true);
    expect(await storedUnder(matchId)).toHaveLength(3);

    const deleted = await request(t.app, 'DELETE', '/api/me', undefined, { cookie: a.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await storedUnder(matchId)).toEqual([]);
    expect(await storedUnder(`reports/${a.user.id}`)).toEqual([]);
  });
});

/** Files left in the local disk storage under a folder of the `chat` area. */
async function storedUnder(folder: string): Promise<string[]> {
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const root = path.join(t.app.config.dataDir, 'storage', 'chat', folder);
  return fs.readdir(root).catch(() => []);
}
