import {
  cardPhotoUrl,
  DATA_SAVER_STORAGE_KEY,
  DISCOVERY_PAGE_DEFAULT,
  discoveryResponseSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../infra/http/errors.js';
import { loadSessionUser } from '../infra/http/guards.js';
import type { PageShell } from '../infra/http/spa.js';
import { createDiscoveryService } from './service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The deck's first screen inside /home's HTML (issue #17): on a slow link the app's scripts take
 * seconds, so the server paints the first card's blurred photo and name into the HTML's card
 * skeleton and hands the app the first page of candidates (GET /api/discovery's answer), which
 * it then does not ask for again. Only for a member who could open the deck (the API's
 * `onboarded` access); anyone else gets the plain app shell.
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
  return { card: firstCard(data.items[0], dataSaver), data: { user_id: user.id, discovery: data } };
}

type Candidate = ReturnType<typeof discoveryResponseSchema.parse>['items'][number];

/** The first card as the deck draws it: its photo's placeholder covering it, the name below. */
function firstCard(candidate: Candidate | undefined, dataSaver: boolean): string {
  if (!candidate) return '';
  const photo = candidate.media[0];
  const placeholder = photo ? candidate.media_placeholders[photo] : undefined;
  const image =
    placeholder?.startsWith('data:image/') === true
      ? `<img data-placeholder alt="" src="${escapeHtml(placeholder)}" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform:scale(1.1);filter:blur(16px)">`
      : '';
  // The card's photo itself, after the scripts (low priority): the deck then finds it cached.
  const thumb = photo ? cardPhotoUrl(photo, dataSaver) : undefined;
  const picture = thumb
    ? `<img alt="" src="${escapeHtml(thumb)}" fetchpriority="low" decoding="async" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">`
    : '';
  const name = candidate.first_name
    ? `<div style="position:absolute;left:0;right:0;bottom:0;padding:64px 16px 16px;background:linear-gradient(transparent,rgba(0,0,0,.6));color:#fff;font:700 30px/1.25 system-ui,sans-serif;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${escapeHtml(candidate.first_name)}</div>`
    : '';
  return image + picture + name;
}
