import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../sessions/session-store.js';
import { AppError } from './errors.js';
import { loadSessionUser } from './guards.js';

/**
 * Who may call a route (docs/architecture.md#access-control):
 * - `public`: anyone;
 * - `session`: anyone signed in (member or admin);
 * - `member`: a signed-in member, onboarded or not (onboarding itself);
 * - `onboarded`: a member who finished onboarding;
 * - `admin`: an administrator.
 */
export type Access = 'public' | 'session' | 'member' | 'onboarded' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the default access of the route's prefix (see ACCESS_BY_PREFIX). */
    access?: Access;
    /**
     * A write a "View As" session may still make (ending its own session). Every other
     * state-changing request of a View As session is refused: it is look-only.
     */
    allowedWhileViewingAs?: boolean;
    /** Reachable while the member must first replace an admin-issued temporary password. */
    allowedBeforePasswordChange?: boolean;
  }
}

/**
 * Deny by default: a route under `/api` needs what its prefix says unless it declares otherwise.
 * The first matching prefix wins; routes outside `/api` (files, the web app) guard themselves.
 */
export const ACCESS_BY_PREFIX: ReadonlyArray<readonly [prefix: string, access: Access]> = [
  ['/api/admin/', 'admin'],
  ['/api/', 'onboarded'],
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The access a route gets: its own declaration, else its prefix's; undefined outside `/api`. */
export function accessOf(url: string, declared: Access | undefined): Access | undefined {
  if (declared) return declared;
  return ACCESS_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1];
}

function checkRole(user: AuthenticatedUser, access: Exclude<Access, 'public'>) {
  if (access === 'admin') {
    if (user.role !== 'admin') throw new AppError('ADMIN_REQUIRED');
    return;
  }
  if (access === 'session') return;
  if (user.role === 'admin') throw new AppError('FORBIDDEN');
  if (access === 'onboarded' && !user.onboardingComplete) throw new AppError('ONBOARDING_REQUIRED');
}

async function enforceAccess(request: FastifyRequest) {
  // The matched route's pattern, however the path was spelled (`/%61pi/...` reaches `/api/...`).
  const url = request.routeOptions.url;
  if (!url) return;
  const config = request.routeOptions.config;
  const access = accessOf(url, config.access);
  if (!access || access === 'public') return;

  const user = await loadSessionUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED');
  request.user = user;
  checkRole(user, access);

  const writes = !SAFE_METHODS.has(request.method) || url === '/api/realtime';
  if (user.impersonatedBy && writes && !config.allowedWhileViewingAs) {
    throw new AppError('IMPERSONATION_READ_ONLY');
  }
  if (user.mustChangePassword && !config.allowedBeforePasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
}

/**
 * Runs on `onRequest`, after routing and before the body is read: an anonymous caller gets 401
 * whatever it sent, and a route cannot forget its guard.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRequest', enforceAccess);
}
