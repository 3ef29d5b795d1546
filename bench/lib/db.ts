/** Benchmark databases on the local PostgreSQL server, sessions, machine facts and statistics. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import postgres from 'postgres';
import { newToken } from '../../apps/server/src/infra/sessions/tokens.js';

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Sql = postgres.Sql;

/**
 * A fresh, empty `bench_<suffix>` database (dropped first if a previous run left it), or with
 * `reuse` the one a previous run kept.
 */
export async function createBenchDatabase(suffix: string, reuse = false) {
  const name = `bench_${suffix}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!reuse || !found) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** True when `reuse` found the database a previous run kept. */
    reused: Boolean(reuse && found),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    keep: () => admin.end(),
  };
}

/** Cookie sessions for these members, inserted straight into `sessions`: `sid=<token>` each. */
export async function createSessions(sql: Sql, userIds: string[]): Promise<string[]> {
  const expires = new Date(Date.now() + 24 * 3600_000);
  const cookies: string[] = [];
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = userIds.slice(i, i + 5000).map((userId) => {
      const { token, hash } = newToken();
      cookies.push(`sid=${token}`);
      return { token_hash: hash, user_id: userId, kind: 'cookie', expires_at: expires };
    });
    await sql`insert into sessions ${sql(rows)}`;
  }
  return cookies;
}

/** The machine line of RESULTS.md. */
export async function machine(sql: Sql): Promise<string> {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? '?';
  const [row] = await sql`select version() as v, current_setting('shared_buffers') as sb`;
  const pg = String(row?.v).split(' on ')[0];
  let nproc = String(os.availableParallelism());
  try {
    nproc = execSync('nproc').toString().trim();
  } catch {}
  const ram = `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM`;
  return `node ${process.version}, nproc ${nproc}, ${model}, ${ram}, ${pg} (shared_buffers ${row?.sb}), database on the same machine`;
}

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stats = {
  n: number;
  mean: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function stats(samplesMs: number[]): Stats {
  const s = Float64Array.from(samplesMs).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const mean = s.reduce((sum, v) => sum + v, 0) / Math.max(1, s.length);
  return { n: s.length, mean, min: at(0), p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** The 1-minute load average: other work on the machine skews the figures. */
export const load = () =>
  `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs`;

export const ms = (v: number) => `${v.toFixed(2)} ms`;
export const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
