import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

/** index.html with the two markers apps/web/index.html has. */
const TEMPLATE =
  '<!doctype html><html><head><!--first-photo--></head><body><div id="root"><div data-app-shell><div data-shell-card></div></div></div>\n<!--first-card-->\n<!--page-data-->\n<script type="module" src="/assets/index.js"></script></body></html>';

/** The JSON block the page carries, or null. */
function pageData(html: string): { user_id: string; discovery: { items: unknown[] } } | null {
  const match = html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('/home arrives with the first card (issue #17, slow links)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deck-shell-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("paints the first candidate's placeholder and name, and carries the API's first page", async () => {
    const candidate = await onboardedMember(t.app, {
      first_name: 'Su',
      gender: 'Woman',
      interested_in: ['Man'],
    });
    const viewer = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });

    const page = await t.app.inject({
      url: '/home',
      headers: { cookie: viewer.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(page.rawPayload).toString();

    const api = await request(t.app, 'GET', '/api/discovery?limit=20', undefined, {
      cookie: viewer.cookie,
    });
    const data = pageData(html);
    expect(data?.user_id).toBe(viewer.user.id);
    expect(data?.discovery).toEqual(api.json());
    const first = api.json().items[0];
    expect(first.user_id).toBe(candidate.user.id);
    const placeholder = first.media_placeholders[first.media[0]];
    expect(placeholder).toMatch(/^data:image\//);
    // The card over the app shell, before the data block and the scripts.
    const card = html.slice(html.indexOf('<div id="first-card"'), html.indexOf('<script'));
    expect(html.indexOf('<div id="first-card"')).toBeGreaterThan(
      html.indexOf('</div></div></div>'),
    );
    expect(card).toContain(`<img data-placeholder alt="" src="${placeholder}"`);
    expect(card).toContain('>Su</div>');
    const thumb = first.media[0].replace(/\.webp$/, '_thumb.webp');
    // The photo at high priority: it must not wait behind the app's scripts.
    expect(card).toMatch(new RegExp(`<img data-photo alt="" src="${thumb}" fetchpriority="high"`));
    expect(card).toContain('data-size="_thumb"');
    // Asked for from the head, before the inline stylesheet's bytes.
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${thumb}">`);

    // With the device's Data saver on (issue 34), the small photo the deck will ask for.
    const saving = await t.app.inject({
      url: '/home',
      headers: { cookie: `${viewer.cookie}; data_saver=1` },
    });
    expect(saving.body).toContain(`src="${thumb.replace(/_thumb\.webp$/, '_small.webp')}"`);
    expect(saving.body).not.toContain(`src="${thumb}"`);
    expect(saving.body).toContain('data-size="_small"');
  });

  it("gives the card real Pass and Like buttons, labelled in the reader's language", async () => {
    await onboardedMember(t.app, {
      first_name: 'Nilar',
      gender: 'Woman',
      interested_in: ['Man'],
      latitude: 20.1461,
      longitude: 94.9306,
      city: 'Magway',
    });
    const viewer = await onboardedMember(t.app, {
      gender: 'Man',
      interested_in: ['Woman'],
      latitude: 20.1461,
      longitude: 94.9306,
      city: 'Magway',
    });
    const buttons = (html: string) =>
      [
        ...html.matchAll(/<button type="button" value="(\w+)" aria-label="([^"]+)" title="\2"/g),
      ].map(([, action, label]) => [action, label]);
    const english = await t.app.inject({
      url: '/home',
      headers: { cookie: viewer.cookie, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(buttons(english.body)).toEqual([
      ['pass', 'Pass'],
      ['like', 'Like'],
    ]);
    expect(english.body).toContain('<div id="first-card" lang="en"');
    // A browser that lists Burmese, as the app's own choice of language (lib/i18n).
    const burmese = await t.app.inject({
      url: '/home',
      headers: { cookie: viewer.cookie, 'accept-language': 'en-GB,my;q=0.8' },
    });
    const shown = (text: string) => text.replace(/\u2060/g, '');
    expect(buttons(burmese.body).map(([action, label]) => [action, shown(label ?? '')])).toEqual([
      ['pass', 'ကျော်မည်'],
      ['like', 'လိုက်ခ်မည်'],
    ]);
    expect(burmese.body).toContain('<div id="first-card" lang="my"');
    // Both languages ride along: the page switches to the one the device remembers.
    for (const body of [english.body, burmese.body]) {
      expect(body).toContain('data-en="Pass|Like"');
      expect(shown(body)).toContain('data-my="ကျော်မည်|လိုက်ခ်မည်"');
    }
  });

  it('draws no card for a member with no one to show, but still brings the empty page', async () => {
    const loner = await onboardedMember(t.app, {
      gender: 'Man',
      interested_in: ['Woman'],
      latitude: 25.3833,
      longitude: 97.3958,
      city: 'Myitkyina',
    });
    const html = (await t.app.inject({ url: '/home', headers: { cookie: loner.cookie } })).body;
    expect(html).not.toContain('id="first-card"');
    expect(pageData(html)?.discovery.items).toEqual([]);
  });

  it('writes a name and the data so that nothing in them can end the element', async () => {
    await onboardedMember(t.app, {
      first_name: 'Aye</script><img src=x onerror=alert(1)>',
      gender: 'Man',
      interested_in: ['Woman'],
      latitude: 21.9588,
      longitude: 96.0891,
      city: 'Mandalay',
    });
    const viewer = await onboardedMember(t.app, {
      gender: 'Woman',
      interested_in: ['Man'],
      latitude: 21.9588,
      longitude: 96.0891,
      city: 'Mandalay',
    });
    const html = (await t.app.inject({ url: '/home', headers: { cookie: viewer.cookie } })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><img/);
    expect(html).toContain('Aye&#60;/script&#62;');
    expect(html.match(/<script/g)).toHaveLength(2); // the data block and the app's
    const data = pageData(html);
    expect(JSON.stringify(data)).toContain('Aye</script><img src=x onerror=alert(1)>');
  });

  it('gives the plain shell to a visitor, an admin, a member before onboarding and other pages', async () => {
    const member = await onboardedMember(t.app);
    const newcomer = await signUp(t.app);
    const admin = await createAdmin(t.app);
    const cases = [
      { url: '/home', cookie: undefined },
      { url: '/home', cookie: 'sid=not-a-session' },
      { url: '/home', cookie: newcomer.cookie },
      { url: '/home', cookie: admin.cookie },
      { url: '/chat', cookie: member.cookie },
      { url: '/home/extra', cookie: member.cookie },
    ];
    for (const { url, cookie } of cases) {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.headers['cache-control'], `${url} ${cookie}`).toBe('no-cache');
      expect(res.body, `${url} ${cookie}`).toBe(TEMPLATE);
    }
  });

  it('gives the plain shell to a member with no search location (the deck explains it)', async () => {
    const member = await onboardedMember(t.app);
    await t.database.db.execute(
      // The deck answers SEARCH_LOCATION_REQUIRED for such a member.
      (await import('drizzle-orm'))
        .sql`update user_profiles set search_latitude = null, search_longitude = null where user_id = ${member.user.id}`,
    );
    const res = await t.app.inject({ url: '/home', headers: { cookie: member.cookie } });
    expect(res.body).toBe(TEMPLATE);
  });
});
