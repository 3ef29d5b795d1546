import { SUSPECTED_MIN_SCORE, type SuspectedSignal } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { linkedAccounts } from './signals/linked-accounts.js';
import { machineLikes } from './signals/machine-likes.js';
import { offAppAsks } from './signals/off-app-asks.js';
import { repeatedOpeners } from './signals/repeated-opener.js';
import { severalReporters } from './signals/reports.js';
import type { FoundSignal } from './signals/types.js';

/** Every signal, each computed in one place (signals/). */
export const SIGNALS: ((db: Queryable) => Promise<FoundSignal[]>)[] = [
  repeatedOpeners,
  offAppAsks,
  severalReporters,
  linkedAccounts,
  machineLikes,
];

type Verdict = {
  user_id: string;
  score: number;
  signals: SuspectedSignal[];
  evidence_keys: string[];
};

/** The signals of each member added up; members below SUSPECTED_MIN_SCORE are left out. */
export async function verdicts(db: Queryable): Promise<Verdict[]> {
  const byUser = new Map<string, Verdict>();
  for (const signal of SIGNALS) {
    for (const found of await signal(db)) {
      const verdict = byUser.get(found.userId) ?? {
        user_id: found.userId,
        score: 0,
        signals: [],
        evidence_keys: [],
      };
      verdict.score += found.signal.weight;
      verdict.signals.push(found.signal);
      verdict.evidence_keys.push(...found.keys);
      byUser.set(found.userId, verdict);
    }
  }
  return [...byUser.values()].filter((v) => v.score >= SUSPECTED_MIN_SCORE);
}

/**
 * The job's run (docs/decisions/034-suspected-queue.md): the verdicts are written in one
 * transaction. A new member is queued; an open one gets today's signals; one resolved as not a
 * scam stays resolved unless a piece of evidence appears that the decision did not see, which
 * reopens it; open members whose signals have all expired (or who were blocked elsewhere) leave.
 */
export async function computeSuspected(db: Db): Promise<{ open: number; flagged: number }> {
  const found = await verdicts(db);
  return db.transaction(async (tx) => {
    const reopen = sql`(suspected_members.state = 'resolved'
      and not (excluded.evidence_keys <@ suspected_members.cleared_keys))`;
    if (found.length > 0) {
      await tx.execute(sql`
        insert into suspected_members (user_id, score, signals, evidence_keys)
        select x.user_id, x.score, x.signals, x.evidence_keys
        from jsonb_to_recordset(${JSON.stringify(found)}::jsonb)
          as x(user_id uuid, score integer, signals jsonb, evidence_keys text[])
        on conflict (user_id) do update set
          score = excluded.score, signals = excluded.signals,
          evidence_keys = excluded.evidence_keys, computed_at = now(),
          flagged_at = case when ${reopen} then now() else suspected_members.flagged_at end,
          resolved_at = case when ${reopen} then null else suspected_members.resolved_at end,
          resolved_by = case when ${reopen} then null else suspected_members.resolved_by end,
          resolution = case when ${reopen} then null else suspected_members.resolution end,
          blocked_reason = case when ${reopen} then null else suspected_members.blocked_reason end,
          state = case when ${reopen} then 'open' else suspected_members.state end`);
    }
    // Rows this run did not write (computed_at is the transaction's now() for those it did).
    await tx.execute(
      sql`delete from suspected_members where state = 'open' and computed_at < now()`,
    );
    const [row] = rowsOf<{ open: number }>(
      await tx.execute(
        sql`select count(*)::int as open from suspected_members where state = 'open'`,
      ),
    );
    return { open: Number(row?.open ?? 0), flagged: found.length };
  });
}
