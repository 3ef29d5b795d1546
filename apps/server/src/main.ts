import { buildApp } from './app.js';
import { type Config, ConfigError, DEFAULT_SHUTDOWN_TIMEOUT_MS, loadConfig } from './config.js';
import { DataDirInUseError } from './infra/db/data-dir-lock.js';
import { startMetricsListener } from './infra/metrics/routes.js';

/** What an operator needs to see at start (docs/operations.md#logs): never a secret. */
function configSummary(config: Config) {
  const database = config.databaseUrl
    ? (() => {
        const url = new URL(config.databaseUrl);
        return `postgres ${url.host}${url.pathname}`;
      })()
    : `embedded in ${config.dataDir}`;
  return {
    mode: config.production ? 'production' : 'development',
    node: process.version,
    database,
    storage: config.fileStorage.kind,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    webApp: config.webDistDir,
    metrics: {
      token: config.metricsToken ? 'set' : 'unset',
      port: config.metricsPort,
    },
    timeoutsMs: {
      request: config.requestTimeoutMs,
      connection: config.connectionTimeoutMs,
      keepAlive: config.keepAliveTimeoutMs,
      shutdown: config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    },
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  app.log.info(configSummary(config), 'starting');
  const metrics = config.metricsPort
    ? await startMetricsListener(config.host, config.metricsPort)
    : undefined;
  if (metrics) app.log.info({ address: metrics.address }, 'metrics listener up');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const since = performance.now();
    const bound = config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    app.log.info({ signal, boundMs: bound }, 'shutting down: no new connections');
    // In-flight requests get `bound` ms; a process that cannot finish exits 1 rather than hang.
    const timer = setTimeout(() => {
      app.log.error({ boundMs: bound }, 'shutdown bound reached: exiting with requests open');
      process.exit(1);
    }, bound);
    timer.unref();
    try {
      // Sockets get 1012, the listener closes, in-flight requests finish, the database closes.
      await app.close();
      await metrics?.close();
      app.log.info({ ms: Math.round(performance.now() - since) }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ msSinceStart: Math.round(process.uptime() * 1000) }, 'ready');
}

main().catch((error) => {
  // A second server on the same embedded data directory: one clear line, no stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
