import { eq } from 'drizzle-orm';
import { chatMediaOfAccount, removeChatMediaOfAccount } from '../chat/index.js';
import { accounts, walletTransactions } from '../infra/db/schema.js';
import { revokeUserSessions } from '../infra/sessions/session-store.js';
import { lockMemberRow } from '../wallet/index.js';
import type { ProfileDeps } from './profile-row.js';

const PRIVATE_BUCKETS = ['kyc', 'deposit-proofs'] as const;

/**
 * Deletes the account and everything personal (docs/product.md#deleting-an-account): rows cascade
 * from the account; money records stay, anonymised; files go last. The profile row is locked
 * first, as every money operation does (wallet/ledger.ts lock order): operations already
 * running finish before, later ones find no member, and none adds a row the anonymising missed.
 */
export async function deleteAccount({ db, storage, disconnect }: ProfileDeps, userId: string) {
  const chatMedia = await db.transaction(async (tx) => {
    await lockMemberRow(tx, userId, 'update');
    // Its conversations' photos and voice notes, and its reports' copies (issue 35).
    const found = await chatMediaOfAccount(tx, userId);
    await tx
      .update(walletTransactions)
      .set({ payoutDetails: null, proofUrl: null, transactionRef: null })
      .where(eq(walletTransactions.userId, userId));
    await revokeUserSessions(tx, userId);
    await tx.delete(accounts).where(eq(accounts.id, userId));
    return found;
  });
  await disconnect?.(userId);
  await storage.removePrefix('media', `${userId}/`);
  for (const bucket of PRIVATE_BUCKETS) await storage.removePrefix(bucket, `${userId}/`);
  await removeChatMediaOfAccount(storage, chatMedia);
}
