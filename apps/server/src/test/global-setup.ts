/**
 * Vitest global setup of the server project: migrates one base database per run, which every
 * test file then copies (test-app.ts openTestDatabase) instead of migrating its own
 * (docs/decisions/031-test-base-database.md). In-memory PGlite: the base is a dump of its data
 * folder in a temp folder; with TEST_DATABASE_URL: a database the copies use as their template.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../infra/db/client.js';
import { installQueueSchema } from '../infra/jobs/queue-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite base: a tarball of a migrated data folder. */
    testBasePgliteDump?: string;
    /** The PostgreSQL base: a migrated database on TEST_DATABASE_URL's server. */
    testBaseTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? templateDatabase(project, serverUrl) : pgliteDump(project);
}

async function pgliteDump(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-test-base-'));
  try {
    // The normal path (files in `${folder}/pglite`), so the base has whatever openDatabase
    // applies beyond the migrations; that folder is then packed into the tarball PGlite loads.
    const base = await openDatabase(undefined, folder);
    // pg-boss's schema too, so that no test app's queue has to create it (infra/jobs/queue.ts).
    await installQueueSchema(base).finally(() => base.close());
    const pglite = new PGlite(path.join(folder, 'pglite'));
    try {
      await pglite.waitReady;
      // Uncompressed: every test file loads it, and gunzip would cost more than the bytes.
      const dump = await pglite.dumpDataDir('none');
      const file = path.join(folder, 'base.tar');
      fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      project.provide('testBasePgliteDump', file);
    } finally {
      await pglite.close();
    }
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}

async function templateDatabase(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const name = `t_base_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase(url.toString(), os.tmpdir());
    await installQueueSchema(database).finally(() => database.close());
    // A copy fails while anyone is connected to its template: refuse connections from now on.
    await admin.unsafe(`alter database ${name} with allow_connections false`);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('testBaseTemplate', name);
  return drop;
}
