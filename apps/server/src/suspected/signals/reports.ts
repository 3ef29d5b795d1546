import {
  SUSPECTED_EVIDENCE_MAX,
  SUSPECTED_REPORT_DAYS,
  SUSPECTED_REPORT_MIN_REPORTERS,
  SUSPECTED_WEIGHTS,
} from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../infra/db/client.js';
import { rowsOf } from '../../infra/db/rows.js';
import { type FoundSignal, flaggable, iso } from './types.js';

type Row = {
  user_id: string;
  reports: {
    reporter_id: string;
    reporter: string;
    reason: string;
    details: string | null;
    at: string;
  }[];
};

/**
 * Signal 3: reports from at least SUSPECTED_REPORT_MIN_REPORTERS different members in the last
 * SUSPECTED_REPORT_DAYS, whatever their state (one report per reporter and member: the table's
 * own rule). Reviewed reports count too: the Reports queue judged each alone.
 */
export async function severalReporters(db: Queryable): Promise<FoundSignal[]> {
  const result = await db.execute(sql`
    select r.reported_user_id::text as user_id,
      json_agg(json_build_object('reporter_id', r.reporter_user_id, 'reporter', a.username,
        'reason', r.reason, 'details', r.details, 'at', r.created_at) order by r.created_at desc)
        as reports
    from reports r
    join user_profiles p on p.user_id = r.reported_user_id and ${flaggable('p')}
    join accounts a on a.id = r.reporter_user_id
    where r.created_at > now() - make_interval(days => ${SUSPECTED_REPORT_DAYS})
    group by r.reported_user_id
    having count(distinct r.reporter_user_id) >= ${SUSPECTED_REPORT_MIN_REPORTERS}`);
  return rowsOf<Row>(result).map((row) => {
    const reports = typeof row.reports === 'string' ? JSON.parse(row.reports) : row.reports;
    return {
      userId: row.user_id,
      keys: reports.map((r: Row['reports'][number]) => `report:${r.reporter_id}`),
      signal: {
        kind: 'reports',
        weight: SUSPECTED_WEIGHTS.reports,
        evidence: {
          kind: 'reports',
          reporter_count: reports.length,
          reports: (reports as Row['reports']).slice(0, SUSPECTED_EVIDENCE_MAX).map((r) => ({
            reporter: { id: r.reporter_id, username: r.reporter },
            reason: r.reason,
            details: r.details,
            at: iso(r.at),
          })),
        },
      },
    };
  });
}
