import {
  depositFieldsSchema,
  walletResponseSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
  withdrawalRequestSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser, requireOnboarded } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { normalizeMemberText } from '../infra/text/zawgyi.js';
import { requireAccountHolder } from './guards.js';
import { createWalletService } from './service.js';

const errors = errorResponses;

/** Deposit screenshots per IP (API.md: uploads are rate limited). */
export const DEPOSIT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** A 400 with one of the spec's field messages (the same shape as a schema failure). */
function fieldError(field: string, message: string): AppError {
  const error = new AppError('VALIDATION_FAILED', { field });
  error.message = message;
  return error;
}

/** Reads the multipart deposit form: its text fields and the first non-empty `proof` file. */
async function readDepositForm(request: FastifyRequest) {
  const fields = new Map<string, string>();
  let proof: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'proof' && !proof && data.length > 0) proof = data;
    } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields, proof };
}

/** GET /api/wallet, GET /api/wallet/transactions, POST deposits and withdrawals. */
export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wallet = createWalletService({
    db: app.database.db,
    storage: app.storage,
    paymentAccounts: app.config.paymentAccounts,
  });
  const tags = ['wallet'];
  const onRequest = requireOnboarded;

  app.get(
    '/api/wallet',
    { onRequest, schema: { tags, response: { 200: walletResponseSchema, ...errors } } },
    async (request) => wallet.getWallet(currentUser(request).id),
  );

  app.get(
    '/api/wallet/transactions',
    {
      onRequest,
      schema: {
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
      onRequest: requireAccountHolder,
      config: { rateLimit: DEPOSIT_RATE_LIMIT },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'multipart: payment_method (kbzpay, wavepay), transaction_ref?, proof (image file)',
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
        throw fieldError(String(issue?.path[0] ?? 'payment_method'), issue?.message ?? '');
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
      onRequest: requireAccountHolder,
      schema: {
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
