import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../../test/members.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from './client.js';
import { reports } from './schema.js';

/** Migration 0003: repeat reports (one reporter, one member) collapse into the newest. */

const MIGRATION = path.join(import.meta.dirname, 'migrations', '0003_report_once.sql');

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

/** The reports table as it was before the migration: no unique index. */
async function undoMigration() {
  await database.db.execute(sql`drop index reports_reporter_reported_idx`);
  await database.db.execute(sql`create index reports_reporter_idx on reports (reporter_user_id)`);
}

async function runMigration() {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  await database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe('0003_report_once', () => {
  it('keeps the newest report of each pair and then refuses a second one', async () => {
    const db = database.db;
    const [a, b, c] = (await insertMembers(db, 3)) as [string, string, string];
    await undoMigration();
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await db.insert(reports).values([
      {
        reporterUserId: a,
        reportedUserId: b,
        reason: 'Other',
        status: 'reviewed',
        createdAt: at(1),
      },
      { reporterUserId: a, reportedUserId: b, reason: 'Underage user', createdAt: at(3) },
      { reporterUserId: a, reportedUserId: b, reason: 'Other', details: 'x', createdAt: at(2) },
      { reporterUserId: c, reportedUserId: b, reason: 'Other', createdAt: at(1) },
      { reporterUserId: a, reportedUserId: c, reason: 'Inappropriate Photos', createdAt: at(1) },
    ]);

    await runMigration();

    const rows = await db.select().from(reports).where(eq(reports.reportedUserId, b));
    const byReporter = Object.fromEntries(rows.map((r) => [r.reporterUserId, r]));
    expect(rows).toHaveLength(2);
    expect(byReporter[a]).toMatchObject({ reason: 'Underage user', status: 'pending' });
    expect(byReporter[a]?.createdAt).toEqual(at(3));
    expect(byReporter[c]).toMatchObject({ reason: 'Other' });
    expect(await db.select().from(reports).where(eq(reports.reportedUserId, c))).toHaveLength(1);

    const again = db
      .insert(reports)
      .values({ reporterUserId: a, reportedUserId: b, reason: 'Other' });
    await expect(again).rejects.toThrow();
  });
});
