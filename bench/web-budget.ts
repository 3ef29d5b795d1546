/**
 * Web data budget (issues #9 and #22): loads each main route in Chromium with an empty cache, as
 * a first visit, and prints the gzipped bytes of the JavaScript it downloaded (also CSS and
 * fonts). Fails (exit 1) when a visitor's first visit to / or /signin, in English or Burmese,
 * exceeds 75 KB of JS, or a member's first visit to /home more than 150 KB (issue #36), in
 * either language (bench/RESULTS.md "Web data budget" gives the breakdown).
 *
 *   node --import tsx bench/web-budget.ts              builds the web app, starts a server
 *   node --import tsx bench/web-budget.ts --url URL    measures a running server (e2e uses this)
 *   ... --only /signin:my --verbose                    one route and language, file by file
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { BENCH_ADMIN as ADMIN, buildAndStart } from './lib/web-server.js';

/**
 * A visitor's first visit: at most 75 KB of gzipped JS, read as 75,000 bytes. Was 120 KB (issue
 * #9); Preact (decision 042) took these pages to about 60 KB, and the limit keeps them there.
 */
export const FIRST_VISIT_JS_BUDGET = 75_000;
/** A member's first visit to the deck (/home), in either language: at most 150 KB (issue #36). */
export const MEMBER_HOME_JS_BUDGET = 150_000;

/** The budget a scenario is held to, if any; `enforced` budgets fail the run. */
function budgetOf({ route, visitor }: Scenario): { limit: number; enforced: boolean } | undefined {
  if (visitor === 'visitor' && (route === '/' || route === '/signin')) {
    return { limit: FIRST_VISIT_JS_BUDGET, enforced: true };
  }
  if (visitor === 'member' && route === '/home') {
    return { limit: MEMBER_HOME_JS_BUDGET, enforced: true };
  }
  return undefined;
}

const root = path.resolve(import.meta.dirname, '..');
const urlArg = process.argv.indexOf('--url');
const givenUrl = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
/** --verbose lists every file a first visit downloaded, with its gzipped size. */
const verbose = process.argv.includes('--verbose');
/** --only /signin:my measures that route and language alone. */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;

type Visitor = 'visitor' | 'member' | 'admin';
type Scenario = { route: string; language: 'en' | 'my'; visitor: Visitor };
type Figures = { js: number; css: number; fonts: number; requests: number };

const scenarios: Scenario[] = [
  ...['/', '/signin', '/signup'].map((route) => ({
    route,
    language: 'en' as const,
    visitor: 'visitor' as const,
  })),
  ...['/', '/signin'].map((route) => ({
    route,
    language: 'my' as const,
    visitor: 'visitor' as const,
  })),
  ...['/home', '/explore', '/matches', '/chat', '/shop', '/settings', '/profile'].map((route) => ({
    route,
    language: 'en' as const,
    visitor: 'member' as const,
  })),
  { route: '/home', language: 'my', visitor: 'member' },
  { route: '/admin', language: 'en', visitor: 'admin' },
];

const PHOTO = fs.readFileSync(path.join(root, 'e2e/fixtures/photo.jpg'));

/** Signs the context in: a new onboarded member, or the admin (given --admin-* or the default). */
async function signIn(context: BrowserContext, baseUrl: string, visitor: Visitor): Promise<void> {
  if (visitor === 'visitor') return;
  const headers = { origin: baseUrl };
  const api = context.request;
  if (visitor === 'admin') {
    const username = process.env.BUDGET_ADMIN_USERNAME ?? ADMIN.username;
    const password = process.env.BUDGET_ADMIN_PASSWORD ?? ADMIN.password;
    const res = await api.post(`${baseUrl}/api/auth/signin`, {
      data: { username, password },
      headers,
    });
    if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
    return;
  }
  const username = `budget_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e4)}`;
  const signup = await api.post(`${baseUrl}/api/auth/signup`, {
    data: { username, password: 'budget member password' },
    headers,
  });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()}`);
  const upload = await api.post(`${baseUrl}/api/me/photos`, {
    multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
    headers,
  });
  const { path: photo } = (await upload.json()) as { path: string };
  const onboarding = await api.post(`${baseUrl}/api/me/onboarding`, {
    headers,
    data: {
      terms_accepted: true,
      first_name: 'Budget',
      birthdate: '1996-05-06',
      gender: 'Woman',
      sexuality: 'Straight',
      interested_in: ['Man'],
      relationship_intention: 'Life partner',
      media: [photo],
      bio: 'Measuring how many bytes a first visit costs.',
      latitude: 16.8409,
      longitude: 96.1735,
      city: 'Yangon',
    },
  });
  if (!onboarding.ok()) throw new Error(`onboarding failed: ${onboarding.status()}`);
}

async function measure(browser: Browser, baseUrl: string, scenario: Scenario): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
    locale: scenario.language === 'my' ? 'my-MM' : 'en-US',
  });
  await signIn(context, baseUrl, scenario.visitor);
  // A string script: it runs in the page (where localStorage exists), not in Node.
  await context.addInitScript(
    `localStorage.setItem('language', ${JSON.stringify(scenario.language)})`,
  );
  const page = await context.newPage();
  const figures: Figures = { js: 0, css: 0, fonts: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const key =
      type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'font' ? 'fonts' : null;
    if (!key) return;
    pending.push(
      response.body().then(
        (body) => {
          figures.requests += 1;
          // Fonts are already compressed (woff2): counted as sent.
          const bytes = key === 'fonts' ? body.length : gzipSync(body, { level: 9 }).length;
          figures[key] += bytes;
          if (verbose)
            console.log(`    ${kb(bytes).padStart(9)}  ${new URL(response.url()).pathname}`);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${scenario.route}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const server = givenUrl ? { url: givenUrl, stop: async () => {} } : await buildAndStart();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let overBudget = 0;
try {
  console.log(
    `First visit (empty cache), gzipped bytes; JS budget: / and /signin ${kb(FIRST_VISIT_JS_BUDGET)}, ` +
      `a member's /home ${kb(MEMBER_HOME_JS_BUDGET)}`,
  );
  console.log('route          lang  visitor   JS          CSS        fonts      files  budget');
  for (const scenario of scenarios) {
    if (only && only !== `${scenario.route}:${scenario.language}`) continue;
    const f = await measure(browser, server.url, scenario);
    const budget = budgetOf(scenario);
    const verdict =
      budget === undefined
        ? ''
        : f.js <= budget.limit
          ? 'ok'
          : budget.enforced
            ? 'OVER'
            : 'MISSED (target, not enforced)';
    if (verdict === 'OVER') overBudget += 1;
    console.log(
      [
        scenario.route.padEnd(14),
        scenario.language.padEnd(5),
        scenario.visitor.padEnd(9),
        kb(f.js).padEnd(11),
        kb(f.css).padEnd(10),
        kb(f.fonts).padEnd(10),
        String(f.requests).padEnd(6),
        verdict,
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget > 0) {
  console.error(`${overBudget} first visit(s) over the JS budget`);
  process.exit(1);
}
