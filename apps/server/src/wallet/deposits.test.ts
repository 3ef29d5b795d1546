import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db/client.js';
import { walletTransactions } from '../infra/db/schema.js';
import type { Storage } from '../infra/storage/index.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEPOSIT_RATE_LIMIT } from './routes.js';
import { errorOf, submitDeposit, uniqueJpeg } from './test-support.js';

let failingApp: TestApp;
let limitedApp: TestApp;
let database: Database;
let dataDir: string;
let failing: FastifyInstance;
let limited: FastifyInstance;

/** Writes the proof, then fails (as a full disk or a lost mount would, half-way). */
function failingProofStorage(inner: Storage): Storage {
  return {
    ...inner,
    async put(bucket, file, data, contentType) {
      await inner.put(bucket, file, data, contentType);
      if (bucket === 'deposit-proofs') throw new Error('disk failed after writing');
    },
  };
}

beforeAll(async () => {
  failingApp = await createTestApp({ bootstrap: true, storage: failingProofStorage });
  limitedApp = await createTestApp({ secondProcessOf: failingApp, rateLimit: true });
  ({ app: failing, database } = failingApp);
  limited = limitedApp.app;
  dataDir = failing.config.dataDir;
});
afterAll(async () => {
  await limitedApp.close();
  await failingApp.close();
});

describe('deposit failing mid-way', () => {
  it('leaves neither the pending row nor the file', async () => {
    const member = await onboardedMember(failing);
    const res = await submitDeposit(failing, member.cookie, {
      proof: { data: await uniqueJpeg() },
    });
    expect(res.statusCode).toBe(500);
    const rows = await database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, member.user.id));
    expect(rows).toEqual([]);
    const folder = path.join(dataDir, 'storage', 'deposit-proofs', member.user.id);
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    expect(files).toEqual([]);
  });
});

describe('deposit rate limit', () => {
  it(`allows ${DEPOSIT_RATE_LIMIT.max} deposit uploads per IP in the window, then 429`, async () => {
    const member = await onboardedMember(limited);
    for (let i = 0; i < DEPOSIT_RATE_LIMIT.max; i++) {
      // Forms without a screenshot are cheap and still count.
      const res = await submitDeposit(limited, member.cookie, { proof: null });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await submitDeposit(limited, member.cookie);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('RATE_LIMITED');
  });
});
