import type postgres from 'postgres';
import type { PoolStats } from '../metrics/index.js';

type Sql = postgres.Sql;

/**
 * Counts what holds or waits for a pooled connection, for the pool gauges (infra/metrics):
 * postgres.js keeps its pool private, so the two calls drizzle makes on it are counted instead:
 * `unsafe` (one statement; settles when awaited) and `begin` (a whole transaction on one
 * connection). Statements inside a transaction run on its connection and are not counted again.
 */
export function countPoolUse(sql: Sql, max: number): { sql: Sql; stats: () => PoolStats } {
  let active = 0;
  const settle = <T>(result: Promise<T>) => {
    active++;
    const done = () => {
      active--;
    };
    result.then(done, done);
    return result;
  };
  const unsafe = ((...args: Parameters<Sql['unsafe']>) => {
    const query = sql.unsafe(...args);
    const then = query.then.bind(query);
    let counted = false;
    // Rebinding `then` of this one query: it runs when first awaited, which is when it counts.
    // biome-ignore lint/suspicious/noThenProperty: the query is a thenable; this wraps its own then
    query.then = ((onFulfilled, onRejected) => {
      if (counted) return then(onFulfilled, onRejected);
      counted = true;
      return settle(then()).then(onFulfilled, onRejected);
    }) as typeof query.then;
    return query;
  }) as Sql['unsafe'];
  const begin = ((...args: Parameters<Sql['begin']>) =>
    settle((sql.begin as (...a: unknown[]) => Promise<unknown>)(...args))) as Sql['begin'];
  const counted = new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    sql: counted,
    stats: () => ({ max, busy: Math.min(active, max), waiting: Math.max(0, active - max) }),
  };
}
