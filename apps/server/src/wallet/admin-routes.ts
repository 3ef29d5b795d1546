import {
  adminTransactionsPageSchema,
  adminTransactionsQuerySchema,
  adminWalletTransactionSchema,
  adminWalletTransactionsResponseSchema,
  approveDepositRequestSchema,
  rejectTransactionRequestSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser, requireAdmin } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { createAdminMoneyService } from './admin-service.js';

const errors = errorResponses;

const params = z.object({ id: z.string() });

/** A malformed id is simply not found. */
function transactionId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
  return id;
}

/** Admin Deposits, Withdrawals and History (API.md "Admin"); every decision is audited. */
export async function adminMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const money = createAdminMoneyService(app.database.db);
  const tags = ['admin'];
  const onRequest = requireAdmin;
  const one = { 200: adminWalletTransactionSchema, ...errors };

  app.get(
    '/api/admin/deposits',
    {
      onRequest,
      schema: { tags, response: { 200: adminWalletTransactionsResponseSchema, ...errors } },
    },
    async () => money.listPending('deposit'),
  );

  app.post(
    '/api/admin/deposits/:id/approve',
    { onRequest, schema: { tags, params, body: approveDepositRequestSchema, response: one } },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () =>
        money.approveDeposit(adminId, id, request.body.amount),
      );
    },
  );

  app.post(
    '/api/admin/deposits/:id/reject',
    { onRequest, schema: { tags, params, body: rejectTransactionRequestSchema, response: one } },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => money.rejectDeposit(adminId, id, request.body));
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      onRequest,
      schema: { tags, response: { 200: adminWalletTransactionsResponseSchema, ...errors } },
    },
    async () => money.listPending('withdraw'),
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    { onRequest, schema: { tags, params, response: one } },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => money.approveWithdrawal(adminId, id));
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    { onRequest, schema: { tags, params, body: rejectTransactionRequestSchema, response: one } },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () =>
        money.rejectWithdrawal(adminId, id, request.body),
      );
    },
  );

  app.get(
    '/api/admin/transactions',
    {
      onRequest,
      schema: {
        tags,
        querystring: adminTransactionsQuerySchema,
        response: { 200: adminTransactionsPageSchema, ...errors },
      },
    },
    async (request) => money.history(request.query),
  );
}
