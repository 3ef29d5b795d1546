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
import { createAdminMoneyService } from './admin-money/index.js';

const errors = errorResponses;

const params = z.object({ id: z.string() });
const tags = ['admin'];

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
 * POST <path>: the signed-in admin decides one item (a malformed id is not found), run once per
 * Idempotency-Key (docs/decisions/030-exactly-once.md). Deposits, withdrawals and corrections.
 */
function decisionRoute<Reply extends z.ZodType, Body extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  path: string,
  schema: {
    summary: string;
    operationId: string;
    body?: Body;
    response: { 200: Reply } & typeof errors;
  },
  run: (adminId: string, id: string, body: z.infer<Body>) => Promise<z.output<Reply>>,
) {
  // The zod compilers are the instance's own; the route's types come from `schema` and `run`.
  app.post<{ Params: { id: string }; Body: z.infer<Body> }>(
    path,
    { schema: { ...schema, tags, params } },
    async (request, reply) => {
      const id = transactionId(request.params.id);
      const adminId = currentUser(request).id;
      return idempotent(request, reply, 200, () => run(adminId, id, request.body as z.infer<Body>));
    },
  );
}

/**
 * Admin Deposits, Withdrawals and History (docs/product.md#coins-gifts-and-money); every decision
 * is audited.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a Fastify route plugin registering the admin money routes (queues, decisions, history, corrections), each a schema and one service call; its length is the list of routes
export async function adminMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const money = createAdminMoneyService(app.database.db, app.config.fourEyesCoins);
  const adjustments = createAdjustmentService(app.database.db, app.config.fourEyesCoins);
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

  decisionRoute(
    app,
    '/api/admin/deposits/:id/approve',
    {
      summary: 'Approve a deposit',
      operationId: 'approveDeposit',
      body: approveDepositRequestSchema,
      response: one,
    },
    (adminId, id, body) => money.approveDeposit(adminId, id, body),
  );

  decisionRoute(
    app,
    '/api/admin/deposits/:id/reject',
    {
      summary: 'Reject a deposit',
      operationId: 'rejectDeposit',
      body: rejectTransactionRequestSchema,
      response: one,
    },
    (adminId, id, body) => money.rejectDeposit(adminId, id, body),
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

  decisionRoute(
    app,
    '/api/admin/withdrawals/:id/approve',
    {
      summary: 'Approve a withdrawal',
      operationId: 'approveWithdrawal',
      body: approveWithdrawalRequestSchema,
      response: one,
    },
    (adminId, id, body) => money.approveWithdrawal(adminId, id, body),
  );

  decisionRoute(
    app,
    '/api/admin/withdrawals/:id/reject',
    {
      summary: 'Reject a withdrawal',
      operationId: 'rejectWithdrawal',
      body: rejectTransactionRequestSchema,
      response: one,
    },
    (adminId, id, body) => money.rejectWithdrawal(adminId, id, body),
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

  decisionRoute(
    app,
    '/api/admin/adjustments/:id/approve',
    {
      summary: 'Approve a correction as the second admin',
      operationId: 'approveAdjustment',
      response: { 200: adjustmentResponseSchema, ...errors },
    },
    (adminId, id) => adjustments.approveRequest(adminId, id),
  );

  decisionRoute(
    app,
    '/api/admin/adjustments/:id/decline',
    {
      summary: 'Decline a correction waiting for a second admin',
      operationId: 'declineAdjustment',
      body: rejectTransactionRequestSchema,
      response: { 200: adjustmentResponseSchema, ...errors },
    },
    (adminId, id, body) => adjustments.declineRequest(adminId, id, body),
  );
}
