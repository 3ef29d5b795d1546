import {
  adjustmentRequestSchema,
  adjustmentResponseSchema,
  adminDecisionResponseSchema,
  adminPendingQuerySchema,
  adminTransactionsPageSchema,
  adminTransactionsQuerySchema,
  adminWalletTransactionsResponseSchema,
  approveDepositRequestSchema,
  approveWithdrawalRequestSchema,
  pendingAdjustmentsResponseSchema,
  rejectTransactionRequestSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { createAdjustmentService } from './admin-adjustments.js';
import { createAdminMoneyService } from './admin-service.js';

const errors = errorResponses;

const params = z.object({ id: z.string() });

const pendingDescription =
  'Open items oldest first (created_at, id), filtered by method and q, paged by page number ' +
  '(page from 1; not a whole number: page 1). `total` counts the filtered queue on all pages; ' +
  'a page past the end is empty with the real total.';

/** A malformed id is simply not found. */
function transactionId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
  return id;
}

/**
 * Admin Deposits, Withdrawals and History (docs/product.md#coins-gifts-and-money); every decision
 * is audited.
 */
export async function adminMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const money = createAdminMoneyService(app.database.db, app.config.fourEyesCoins);
  const adjustments = createAdjustmentService(app.database.db, app.config.fourEyesCoins);
  const tags = ['admin'];
  const one = { 200: adminDecisionResponseSchema, ...errors };

  app.get(
    '/api/admin/deposits',
    {
      schema: {
        summary: 'List pending deposits, one page',
        description: pendingDescription,
        operationId: 'listPendingDeposits',
        tags,
        querystring: adminPendingQuerySchema,
        response: { 200: adminWalletTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => money.listPending('deposit', request.query),
  );

  app.post(
    '/api/admin/deposits/:id/approve',
    {
      schema: {
        summary: 'Approve a deposit',
        operationId: 'approveDeposit',
        tags,
        params,
        body: approveDepositRequestSchema,
        response: one,
      },
    },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => money.approveDeposit(adminId, id, request.body));
    },
  );

  app.post(
    '/api/admin/deposits/:id/reject',
    {
      schema: {
        summary: 'Reject a deposit',
        operationId: 'rejectDeposit',
        tags,
        params,
        body: rejectTransactionRequestSchema,
        response: one,
      },
    },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => money.rejectDeposit(adminId, id, request.body));
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        summary: 'List pending withdrawals, one page',
        description: pendingDescription,
        operationId: 'listPendingWithdrawals',
        tags,
        querystring: adminPendingQuerySchema,
        response: { 200: adminWalletTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => money.listPending('withdraw', request.query),
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    {
      schema: {
        summary: 'Approve a withdrawal',
        operationId: 'approveWithdrawal',
        tags,
        params,
        body: approveWithdrawalRequestSchema,
        response: one,
      },
    },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () =>
        money.approveWithdrawal(adminId, id, request.body),
      );
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      schema: {
        summary: 'Reject a withdrawal',
        operationId: 'rejectWithdrawal',
        tags,
        params,
        body: rejectTransactionRequestSchema,
        response: one,
      },
    },
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
      schema: {
        summary: 'List all deposits and withdrawals',
        operationId: 'listTransactions',
        tags,
        querystring: adminTransactionsQuerySchema,
        response: { 200: adminTransactionsPageSchema, ...errors },
      },
    },
    async (request) => money.history(request.query),
  );

  app.post(
    '/api/admin/adjustments',
    {
      schema: {
        summary: "Correct a member's coins with a new ledger entry",
        operationId: 'adjustCoins',
        tags,
        body: adjustmentRequestSchema,
        response: { 201: adjustmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 201, () => adjustments.adjust(adminId, request.body));
    },
  );

  app.get(
    '/api/admin/adjustments/pending',
    {
      schema: {
        summary: 'List corrections waiting for a second admin',
        operationId: 'listPendingAdjustments',
        tags,
        response: { 200: pendingAdjustmentsResponseSchema, ...errors },
      },
    },
    async () => adjustments.listRequests(),
  );

  app.post(
    '/api/admin/adjustments/:id/approve',
    {
      schema: {
        summary: 'Approve a correction as the second admin',
        operationId: 'approveAdjustment',
        tags,
        params,
        response: { 200: adjustmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => adjustments.approveRequest(adminId, id));
    },
  );

  app.post(
    '/api/admin/adjustments/:id/decline',
    {
      schema: {
        summary: 'Decline a correction waiting for a second admin',
        operationId: 'declineAdjustment',
        tags,
        params,
        body: rejectTransactionRequestSchema,
        response: { 200: adjustmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () =>
        adjustments.declineRequest(adminId, id, request.body),
      );
    },
  );
}
