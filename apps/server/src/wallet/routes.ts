import {
  coinAdjustmentsResponseSchema,
  depositFieldsSchema,
  walletResponseSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
  withdrawalRequestSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorResponses, validationError } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { readMultipartForm } from '../infra/http/multipart.js';
import { filePart } from '../infra/http/openapi.js';
import { normalizeMemberText } from '../infra/text/zawgyi.js';
import { createAdjustmentService } from './admin-adjustments.js';
import { registerReceiptChecks } from './receipt-checks/index.js';
import { createWalletService } from './service.js';

const errors = errorResponses;

/** Deposit screenshots per IP (rate limits: docs/architecture.md#request-lifecycle). */
export const DEPOSIT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Reads the multipart deposit form: its text fields and the first non-empty `proof` file. */
async function readDepositForm(request: FastifyRequest) {
  const { files, fields } = await readMultipartForm(request);
  return { fields, proof: files.get('proof') };
}

/** GET /api/wallet, GET /api/wallet/transactions, POST deposits and withdrawals. */
export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerReceiptChecks(app);
  const wallet = createWalletService({
    db: app.database.db,
    storage: app.storage,
    queue: app.queue,
    paymentAccounts: app.config.paymentAccounts,
    coinsPerKyat: app.config.coinsPerKyat,
  });
  const adjustments = createAdjustmentService(app.database.db, app.config.fourEyesCoins);
  const tags = ['wallet'];

  app.get(
    '/api/wallet/adjustments',
    {
      schema: {
        summary: 'List the corrections an admin made to my coins',
        operationId: 'listCoinAdjustments',
        tags,
        response: { 200: coinAdjustmentsResponseSchema, ...errors },
      },
    },
    async (request) => adjustments.listForMember(currentUser(request).id),
  );

  app.get(
    '/api/wallet',
    {
      schema: {
        summary: 'Get the balance and payment accounts',
        operationId: 'getWallet',
        tags,
        response: { 200: walletResponseSchema, ...errors },
      },
    },
    async (request) => wallet.getWallet(currentUser(request).id),
  );

  app.get(
    '/api/wallet/transactions',
    {
      schema: {
        summary: 'List my deposits and withdrawals',
        operationId: 'listWalletTransactions',
        tags,
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      return wallet.listTransactions(currentUser(request).id, cursor, limit);
    },
  );

  app.post(
    '/api/wallet/deposits',
    {
      config: { rateLimit: DEPOSIT_RATE_LIMIT },
      schema: {
        summary: 'Report a deposit with its screenshot',
        operationId: 'createDeposit',
        tags,
        multipart: depositFieldsSchema.extend({ proof: filePart('The payment screenshot.') }),
        response: { 201: walletTransactionSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The screenshot only comes in a multipart form: anything else lacks it.
      if (!request.isMultipart()) throw new AppError('DEPOSIT_PROOF_REQUIRED', { field: 'proof' });
      const { fields, proof } = await readDepositForm(request);
      // Multipart fields skip app.ts's JSON hook: Zawgyi is converted here.
      const form = Object.fromEntries(fields);
      normalizeMemberText(form);
      const parsed = depositFieldsSchema.safeParse(form);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw validationError(issue?.message ?? '', String(issue?.path[0] ?? 'payment_method'));
      }
      if (!proof) throw new AppError('DEPOSIT_PROOF_REQUIRED', { field: 'proof' });
      const userId = currentUser(request).id;
      return idempotent(request, reply, 201, () =>
        wallet.createDeposit(userId, parsed.data, proof),
      );
    },
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      schema: {
        summary: 'Request a withdrawal',
        operationId: 'requestWithdrawal',
        tags,
        body: withdrawalRequestSchema,
        response: { 201: walletTransactionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return idempotent(request, reply, 201, () => wallet.requestWithdrawal(userId, request.body));
    },
  );
}
