import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { RealtimeBusConfig } from './config.js';

/**
 * How one server process tells all of them a realtime event (docs/decisions/035-realtime-bus.md):
 * a payload published reaches every subscriber of every process, this one included.
 */
export interface RealtimeBus {
  /** 'notify' (PostgreSQL NOTIFY, the default) or 'nats'. */
  readonly kind: 'notify' | 'nats';
  /**
   * True when SQL may publish on this bus itself, in the transaction that made the event
   * (pg_notify on REALTIME_CHANNEL): only NOTIFY. Otherwise the app publishes after commit.
   */
  readonly inDatabase: boolean;
  publish(payload: string): Promise<void>;
  /** Starts hearing every payload; resolves to what stops it. */
  subscribe(handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Lets go of the bus's own connection (NOTIFY rides the database's, closed by its owner). */
  close(): Promise<void>;
}

export const REALTIME_CHANNEL = 'realtime';

/** PostgreSQL LISTEN/NOTIFY on REALTIME_CHANNEL: works on PGlite and on a server. */
export function notifyBus(database: Database): RealtimeBus {
  return {
    kind: 'notify',
    inDatabase: true,
    publish: (payload) => database.notify(REALTIME_CHANNEL, payload),
    subscribe: (handler) => database.listen(REALTIME_CHANNEL, handler),
    close: async () => {},
  };
}

/** The bus configuration chose (config.ts, REALTIME_BUS): NATS's client loads only when used. */
export async function openRealtimeBus(
  choice: RealtimeBusConfig | undefined,
  database: Database,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> {
  if (choice?.bus !== 'nats') return notifyBus(database);
  const { natsBus } = await import('./nats-bus.js');
  return natsBus(choice.natsUrl, log);
}
