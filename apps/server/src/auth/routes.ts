import {
  changePasswordRequestSchema,
  impersonationRedeemRequestSchema,
  impersonationRedeemResponseSchema,
  sessionProbeResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser, loadSessionUser, SESSION_COOKIE } from '../infra/http/guards.js';
import { SESSION_TTL_MS } from '../infra/sessions/session-store.js';
import { toSessionUser } from './accounts.js';
import { createLoginThrottle, SignInThrottled } from './login-throttle.js';
import { createAuthService } from './service.js';

const errors = errorResponses;
const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a Fastify route plugin registering auth's 6 routes, each a schema and one service call, beside the two cookies they set; its length is the list of routes
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const auth = createAuthService(app.database.db, createLoginThrottle(app.database.db), (event) =>
    app.realtime.publish(event),
  );

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: SESSION_TTL_MS / 1000,
    });
  // The browser's device cookie (login-throttle.ts): sent only to the sign-in routes.
  const setDeviceCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(DEVICE_COOKIE, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.cookieSecure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  // Per-IP limits on the doors password guessers knock on (off with RATE_LIMIT=off). Sign-in
  // also has its own per-(username, address) and per-address delays (login-throttle.ts), always on.
  const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
  // What a signed-in caller may do before anything else: see the session, end it, and replace
  // an admin-issued temporary password. A View As tab may end its own session.
  const ownSession = { access: 'session', allowedBeforePasswordChange: true } as const;

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', ...perIp(10, '1 hour') },
      schema: {
        summary: 'Create an account and sign in',
        operationId: 'signUp',
        tags: ['auth'],
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken } = await auth.signUp(
        request.body,
        request.cookies[DEVICE_COOKIE],
      );
      setSessionCookie(reply, token);
      setDeviceCookie(reply, deviceToken);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { access: 'public', ...perIp(20, '1 minute') },
      schema: {
        summary: 'Sign in with username and password',
        operationId: 'signIn',
        tags: ['auth'],
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await auth
        .signIn(request.body, request.cookies[DEVICE_COOKIE], request.ip)
        .catch((error: unknown) => {
          if (error instanceof SignInThrottled) {
            reply.header('retry-after', String(error.retryAfterS));
          }
          throw error;
        });
      const { user, token, deviceToken } = signedIn;
      setSessionCookie(reply, token);
      setDeviceCookie(reply, deviceToken);
      return { user };
    },
  );

  app.post(
    '/api/auth/signout',
    {
      config: { ...ownSession, allowedWhileViewingAs: true },
      schema: {
        summary: 'Sign out (revoke this session)',
        operationId: 'signOut',
        tags: ['auth'],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.signOut(currentUser(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      // Public: a signed-out visitor gets `user: null` (200), so every anonymous page load does
      // not log a failed request. The same session rules apply (revoked, expired or blocked →
      // null); a temporary password shows as must_change_password for the web app's forced screen.
      config: { access: 'public' },
      schema: {
        summary: 'Get the signed-in user, or null',
        operationId: 'getSession',
        tags: ['auth'],
        response: { 200: sessionProbeResponseSchema, 400: errors[400] },
      },
    },
    async (request) => {
      const user = await loadSessionUser(request);
      return { user: user ? toSessionUser(user) : null };
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: { ...ownSession, ...perIp(10, '1 minute') },
      schema: {
        summary: 'Change the own password',
        operationId: 'changePassword',
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.changePassword(currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/impersonation/redeem',
    {
      config: { access: 'public', ...perIp(30, '1 minute') },
      schema: {
        summary: 'Redeem a View As token for a tab-scoped session',
        operationId: 'redeemImpersonation',
        tags: ['auth'],
        body: impersonationRedeemRequestSchema,
        response: { 200: impersonationRedeemResponseSchema, ...errors },
      },
    },
    async (request) => auth.redeemImpersonation(request.body.token),
  );
}
