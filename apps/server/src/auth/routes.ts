import {
  changePasswordRequestSchema,
  impersonationRedeemRequestSchema,
  impersonationRedeemResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser, requireSession, SESSION_COOKIE } from '../infra/http/guards.js';
import { SESSION_TTL_MS } from '../infra/sessions/session-store.js';
import { LoginThrottle } from './login-throttle.js';
import { createAuthService, toSessionUser } from './service.js';

const errors = errorResponses;

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const auth = createAuthService(app.database.db, new LoginThrottle());

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: SESSION_TTL_MS / 1000,
    });
  // Per-IP limits on the doors password guessers knock on (off with RATE_LIMIT=off).
  const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

  app.post(
    '/api/auth/signup',
    {
      config: perIp(10, '1 hour'),
      schema: {
        tags: ['auth'],
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.signUp(request.body);
      setSessionCookie(reply, token);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: perIp(20, '1 minute'),
      schema: {
        tags: ['auth'],
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.signIn(request.body);
      setSessionCookie(reply, token);
      return { user };
    },
  );

  app.post(
    '/api/auth/signout',
    {
      preHandler: requireSession,
      schema: { tags: ['auth'], response: { 204: z.null(), ...errors } },
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
      preHandler: requireSession,
      schema: { tags: ['auth'], response: { 200: sessionResponseSchema, ...errors } },
    },
    async (request) => ({ user: toSessionUser(currentUser(request)) }),
  );

  app.post(
    '/api/auth/password',
    {
      preHandler: requireSession,
      config: perIp(10, '1 minute'),
      schema: {
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
      config: perIp(30, '1 minute'),
      schema: {
        tags: ['auth'],
        body: impersonationRedeemRequestSchema,
        response: { 200: impersonationRedeemResponseSchema, ...errors },
      },
    },
    async (request) => auth.redeemImpersonation(request.body.token),
  );
}
