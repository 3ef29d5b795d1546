import {
  cardPhotoUrl,
  DATA_SAVER_STORAGE_KEY,
  DISCOVERY_PAGE_DEFAULT,
  discoveryResponseSchema,
  keepSyllablesTogether,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import en from '../../../web/src/locales/en/discovery.json' with { type: 'json' };
import my from '../../../web/src/locales/my/discovery.json' with { type: 'json' };
import { AppError } from '../infra/http/errors.js';
import { loadSessionUser } from '../infra/http/guards.js';
import type { PageShell } from '../infra/http/spa.js';
import { createDiscoveryService } from './service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The deck's first screen inside /home's HTML (issue #17, issue 36): on a slow link the app's
 * scripts take seconds, so the server draws the first card (its placeholder, its photo at high
 * priority, the name) with working Pass and Like buttons, and hands the app the first page of
 * candidates (GET /api/discovery's answer), which it then does not ask for again. index.html's
 * first-card script sends a tap on them until the deck takes over
 * (docs/decisions/041-first-card-before-scripts.md). Only for a member who could open the deck
 * (the API's `onboarded` access); anyone else gets the plain app shell.
 */
export async function renderDeckShell(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageShell | null> {
  const user = await loadSessionUser(request);
  if (!user || user.role === 'admin' || !user.onboardingComplete || user.mustChangePassword) {
    return null;
  }
  const discovery = createDiscoveryService(app.database.db);
  const items = await discovery
    .candidates(user.id, DISCOVERY_PAGE_DEFAULT, [])
    // No search location yet, say: the app shows the deck's own message for it.
    .catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  if (!items) return null;
  const data = discoveryResponseSchema.parse({ items });
  // The photo the deck will ask for: the Data saver size when this device has it on.
  const dataSaver = request.cookies[DATA_SAVER_STORAGE_KEY] === '1';
  const language = browserLanguage(request.headers['accept-language']);
  const first = data.items[0];
  return {
    card: firstCard(first, dataSaver, language),
    preload: cardPhotoUrl(first?.media[0], dataSaver),
    data: { user_id: user.id, discovery: data },
  };
}

type Candidate = ReturnType<typeof discoveryResponseSchema.parse>['items'][number];
type Language = 'en' | 'my';

/**
 * The language the app will start in when the device has none remembered (lib/i18n's
 * detectLanguage: Burmese if the browser lists it). The first-card script switches the labels to
 * the device's remembered language, which only the page can read.
 */
function browserLanguage(header: string | undefined): Language {
  return (header ?? '').split(',').some((tag) => tag.trim().toLowerCase().startsWith('my'))
    ? 'my'
    : 'en';
}

/** Pass and Like as the deck's buttons say them (locales/<language>/discovery.json). */
function labels(language: Language): [pass: string, like: string] {
  const deck = language === 'my' ? my.deck : en.deck;
  const text = (value: string) => (language === 'my' ? keepSyllablesTogether(value) : value);
  return [text(deck.pass), text(deck.like)];
}

const COVER = 'position:absolute;inset:0;width:100%;height:100%;object-fit:cover';
// DeckActions' round buttons: white, ring-1 neutral-200, shadow-md.
const ROUND =
  'display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;border:0;border-radius:9999px;background:#fff;box-shadow:0 0 0 1px #e5e5e5,0 4px 6px -1px #0000001a,0 2px 4px -2px #0000001a;touch-action:manipulation';
const X_ICON =
  '<svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';
const HEART_ICON =
  '<svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/></svg>';

function button(action: 'pass' | 'like', label: string, color: string, icon: string): string {
  const text = escapeHtml(label);
  return `<button type="button" value="${action}" aria-label="${text}" title="${text}" style="${ROUND};width:64px;height:64px;color:${color}">${icon}</button>`;
}

/**
 * The deck's first screen over the app shell until the deck replaces it: the card (its photo's
 * placeholder, the photo itself, the name) and the action row with Pass and Like where the
 * deck has them (Undo and Gift, which need the app, are held as empty places). `data-en` and
 * `data-my` carry both languages' labels; `data-size`, the photo size the deck shows.
 */
function firstCard(
  candidate: Candidate | undefined,
  dataSaver: boolean,
  language: Language,
): string {
  if (!candidate) return '';
  const photo = candidate.media[0];
  const placeholder = photo ? candidate.media_placeholders[photo] : undefined;
  const blurred = placeholder?.startsWith('data:image/') === true ? placeholder : '';
  // The card's photo, as early as the HTML: the scripts come after it on a slow link.
  const thumb = (photo && cardPhotoUrl(photo, dataSaver)) || '';
  const [pass, like] = labels(language);
  const [enPass, enLike] = labels('en');
  const [myPass, myLike] = labels('my');
  const attribute = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  return [
    `<div id="first-card" lang="${language}" ${attribute('data-en', `${enPass}|${enLike}`)} ${attribute('data-my', `${myPass}|${myLike}`)} data-size="${dataSaver ? '_small' : '_thumb'}" style="position:fixed;inset:0;z-index:40;box-sizing:border-box;display:flex;flex-direction:column;gap:12px;padding:8px 8px 72px;background:#fff">`,
    '<div aria-hidden="true" style="width:7rem;height:1.5rem;margin:2px 8px;border-radius:8px;background:#ffe4e6"></div>',
    '<div data-shell-card style="position:relative;overflow:hidden;flex:1;min-height:20rem;margin:0 4px;border-radius:24px;background:linear-gradient(#e5e5e5,#d4d4d4)">',
    `<img data-placeholder alt="" src="${escapeHtml(blurred)}" style="${COVER};transform:scale(1.1);filter:blur(16px)">`,
    `<img data-photo alt="" src="${escapeHtml(thumb)}" fetchpriority="high" style="${COVER}">`,
    `<div data-name style="position:absolute;left:0;right:0;bottom:0;padding:64px 16px 16px;background:linear-gradient(transparent,rgba(0,0,0,.6));color:#fff;font:700 30px/1.25 system-ui,sans-serif;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${escapeHtml(candidate.first_name ?? '')}</div>`,
    '</div>',
    '<div style="display:flex;align-items:center;justify-content:center;gap:16px;padding:4px 0">',
    '<span style="width:44px"></span>',
    button('pass', pass, '#f43f5e', X_ICON),
    '<span style="width:52px"></span>',
    button('like', like, '#10b981', HEART_ICON),
    '</div></div>',
  ].join('');
}
