/**
 * A nats-server for tests and bench/realtime-fanout.ts (NATS_SERVER, default
 * /usr/sbin/nats-server) on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * nats-server on `port`, resolved once it accepts clients; `detached` puts it in its own process
 * group (the bench kills its app processes' groups).
 */
export async function startNats(
  port: number,
  { detached = false }: { detached?: boolean } = {},
): Promise<ChildProcess> {
  const binary = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], {
    detached,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server is ready')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`nats-server exited ${code}: ${log}`)));
  });
  return child;
}

export async function stopNats(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
