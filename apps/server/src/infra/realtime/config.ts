/**
 * How processes tell each other realtime events (docs/decisions/035-realtime-bus.md): PostgreSQL
 * NOTIFY (default) or NATS (REALTIME_BUS=nats, NATS_URL: comma-separated nats:// addresses).
 * Parsed here, beside the bus, as storage's configuration is beside storage.
 */
export type RealtimeBusConfig = { bus: 'notify' } | { bus: 'nats'; natsUrl: string };

/** NATS needs an address; in production it must be given, not the development default. */
export function parseRealtimeBusConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => never,
): RealtimeBusConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const bus = value('REALTIME_BUS') ?? 'notify';
  const natsUrl = value('NATS_URL');
  if (bus !== 'notify' && bus !== 'nats') {
    fail(`Invalid configuration: REALTIME_BUS: "${bus}" is not notify or nats.`);
  }
  if (bus === 'notify') {
    if (natsUrl) fail('NATS_URL is set but REALTIME_BUS is not nats.');
    return { bus: 'notify' };
  }
  if (!value('DATABASE_URL')) {
    fail('REALTIME_BUS=nats needs DATABASE_URL (embedded mode is one process).');
  }
  if (production && !natsUrl) fail('Production REALTIME_BUS=nats needs NATS_URL.');
  const urls = natsUrl ?? 'nats://127.0.0.1:4222';
  for (const entry of urls.split(',')) {
    if (!/^(nats|tls):\/\/[^/\s]+$/.test(entry.trim())) {
      fail(`Invalid configuration: NATS_URL: "${entry.trim()}" is not nats://host:port.`);
    }
  }
  return { bus: 'nats', natsUrl: urls };
}
