import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection, StringCodec } from 'nats';
import { REALTIME_CHANNEL, type RealtimeBus } from './bus.js';

const codec = StringCodec();

/**
 * Core NATS publish/subscribe on the subject `realtime` (docs/decisions/035-realtime-bus.md): no
 * JetStream, the messages table is the store and sockets catch up from it on reconnect. The
 * client reconnects forever and buffers what is published meanwhile.
 */
export async function natsBus(url: string, log: FastifyBaseLogger): Promise<RealtimeBus> {
  const nc: NatsConnection = await connect({
    servers: url.split(',').map((s) => s.trim()),
    name: `dating-${process.pid}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') {
        log.warn({ nats: status.type, server: status.data }, 'realtime bus connection');
      }
    }
  })();
  return {
    kind: 'nats',
    inDatabase: false,
    publish: async (payload) => {
      nc.publish(REALTIME_CHANNEL, codec.encode(payload));
    },
    subscribe: async (handler) => {
      const sub = nc.subscribe(REALTIME_CHANNEL, {
        callback: (error, message) => {
          if (error) log.error({ err: error }, 'realtime bus subscription');
          else handler(codec.decode(message.data));
        },
      });
      // The subscription reaches the server before this resolves, so nothing after it is missed.
      await nc.flush();
      return async () => sub.unsubscribe();
    },
    close: async () => {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
