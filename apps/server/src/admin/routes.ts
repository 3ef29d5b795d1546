import {
  adminAuditFilteredQuerySchema,
  adminAuditResponseSchema,
  adminBlockWithReasonSchema,
  adminImpersonateRequestSchema,
  adminImpersonateResponseSchema,
  adminPasswordResetResponseSchema,
  adminReportParamsSchema,
  adminStatsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditFilterSchema,
  memberOverviewSchema,
  queueCountsSchema,
  reportQueueQuerySchema,
  reportQueueResponseSchema,
  resolveReportsRequestSchema,
  resolveReportsResponseSchema,
  reviewReportsRequestSchema,
  reviewReportsResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { createModerationService } from './moderation.js';
import { createAdminUsersService } from './users.js';

const errors = errorResponses;

/** Ids in paths are checked here: anything but a uuid is simply not found. */
function memberId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
  return id;
}

/** The admin console's API (docs/product.md#moderation); every route needs role admin. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a Fastify route plugin registering the admin console's 12 routes, each a schema and one service call; its length is the list of routes
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const users = createAdminUsersService(app.database.db, (event) => app.realtime.publish(event));
  const moderation = createModerationService(app.database.db);
  const tags = ['admin'];
  const params = adminUserParamsSchema;

  app.get(
    '/api/admin/stats',
    {
      schema: {
        summary: 'Get the dashboard figures',
        operationId: 'getAdminStats',
        tags,
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async () => moderation.stats(),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'List and search members',
        operationId: 'listUsers',
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.post(
    '/api/admin/users/:id/block',
    {
      schema: {
        summary: 'Block or unblock a member',
        operationId: 'setUserBlocked',
        tags,
        params,
        body: adminBlockWithReasonSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      users.setBlocked(currentUser(request).id, memberId(request.params.id), {
        blocked: request.body.blocked,
        reason: request.body.reason,
        resolveReports: request.body.resolve_reports,
      }),
  );

  app.get(
    '/api/admin/users/:id/overview',
    {
      schema: {
        summary: 'Get everything about one member',
        operationId: 'getMemberOverview',
        tags,
        params,
        response: { 200: memberOverviewSchema, ...errors },
      },
    },
    async (request) => moderation.member(memberId(request.params.id)),
  );

  app.get(
    '/api/admin/queues/counts',
    {
      schema: {
        summary: 'Count the open items of each queue',
        operationId: 'getQueueCounts',
        tags,
        response: { 200: queueCountsSchema, ...errors },
      },
    },
    async () => moderation.counts(),
  );

  app.post(
    '/api/admin/users/:id/impersonate',
    {
      schema: {
        summary: 'Start a View As session for a member',
        operationId: 'impersonateUser',
        tags,
        params,
        body: adminImpersonateRequestSchema,
        response: { 200: adminImpersonateResponseSchema, ...errors },
      },
    },
    async (request) =>
      users.impersonate(currentUser(request).id, memberId(request.params.id), request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: {
        summary: 'Reset a member’s password',
        operationId: 'resetUserPassword',
        tags,
        params,
        response: { 200: adminPasswordResetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The temporary password is shown once; no cache may keep it.
      reply.header('cache-control', 'no-store');
      return users.resetPassword(currentUser(request).id, memberId(request.params.id));
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        summary: 'List the Reports queue (reported members)',
        operationId: 'listReportGroups',
        tags,
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueResponseSchema, ...errors },
      },
    },
    async (request) => moderation.queue(request.query),
  );

  app.post(
    '/api/admin/reports/resolve',
    {
      schema: {
        summary: 'Resolve the open reports of several members',
        operationId: 'resolveReports',
        tags,
        body: resolveReportsRequestSchema,
        response: { 200: resolveReportsResponseSchema, ...errors },
      },
    },
    async (request) =>
      moderation.resolve(
        currentUser(request).id,
        request.body.user_ids,
        request.body.note || null,
        request.body.report_ids,
      ),
  );

  app.post(
    '/api/admin/reports/:reportedUserId/review',
    {
      schema: {
        summary: 'Mark the reports a moderator saw of one member reviewed',
        operationId: 'reviewReports',
        tags,
        params: adminReportParamsSchema,
        body: reviewReportsRequestSchema,
        response: { 200: reviewReportsResponseSchema, ...errors },
      },
    },
    async (request) =>
      moderation.review(
        currentUser(request).id,
        memberId(request.params.reportedUserId),
        request.body.report_ids,
      ),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'List the audit log',
        operationId: 'listAuditLog',
        tags,
        querystring: adminAuditFilteredQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errors },
      },
    },
    async (request) => moderation.audit(request.query),
  );

  app.get(
    '/api/admin/audit.csv',
    {
      schema: {
        summary: 'Export the audit log as CSV',
        operationId: 'exportAuditLog',
        tags,
        querystring: auditFilterSchema,
        response: {
          200: {
            description: 'One line per entry, newest first (RFC 4180)',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = await moderation.auditCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      // The CSV goes out as written, not as a JSON string.
      return reply
        .serializer((payload) => payload as string)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
