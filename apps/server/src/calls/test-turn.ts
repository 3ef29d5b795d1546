/**
 * Debian's coturn for tests (TURNSERVER, default `turnserver` on PATH) and a minimal TURN client
 * that asks it for a relayed address (RFC 8656 Allocate with long-term credentials): enough to
 * prove the credentials GET /api/calls/config hands out are ones coturn accepts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import dgram from 'node:dgram';

const MAGIC = 0x2112a442;
const ALLOCATE = 0x0003;
const ALLOCATE_OK = 0x0103;
const ALLOCATE_ERROR = 0x0113;
const ATTR = {
  USERNAME: 0x0006,
  MESSAGE_INTEGRITY: 0x0008,
  ERROR_CODE: 0x0009,
  REALM: 0x0014,
  NONCE: 0x0015,
  XOR_RELAYED_ADDRESS: 0x0016,
  REQUESTED_TRANSPORT: 0x0019,
} as const;

function attribute(type: number, value: Buffer): Buffer {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
}

function message(type: number, id: Buffer, attributes: Buffer[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt32BE(MAGIC, 4);
  id.copy(header, 8);
  if (!key) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  // MESSAGE-INTEGRITY covers the message with the length field already counting itself.
  header.writeUInt16BE(body.length + 24, 2);
  const mac = crypto
    .createHmac('sha1', key)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, attribute(ATTR.MESSAGE_INTEGRITY, mac)]);
}

function parse(data: Buffer) {
  const type = data.readUInt16BE(0);
  const attributes = new Map<number, Buffer>();
  let at = 20;
  const end = 20 + data.readUInt16BE(2);
  while (at + 4 <= end) {
    const attrType = data.readUInt16BE(at);
    const length = data.readUInt16BE(at + 2);
    attributes.set(attrType, data.subarray(at + 4, at + 4 + length));
    at += 4 + Math.ceil(length / 4) * 4;
  }
  return { type, attributes };
}

/**
 * Asks a TURN server for a relayed UDP address with TURN's long-term credentials (RFC 8656):
 * the first request is refused with a realm and nonce, the second carries them with the
 * username and a MESSAGE-INTEGRITY keyed by MD5(username:realm:password).
 */
export async function allocateRelay(options: {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Milliseconds to wait for each answer. */
  timeoutMs?: number;
}): Promise<{ ok: true; relayed: string } | { ok: false; code: number; reason: string }> {
  const socket = dgram.createSocket('udp4');
  const ask = (packet: Buffer) =>
    new Promise<ReturnType<typeof parse>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no answer from the TURN server')),
        options.timeoutMs ?? 5000,
      );
      socket.once('message', (data) => {
        clearTimeout(timer);
        resolve(parse(data));
      });
      socket.send(packet, options.port, options.host);
    });
  try {
    const transport = attribute(ATTR.REQUESTED_TRANSPORT, Buffer.from([17, 0, 0, 0]));
    const first = await ask(message(ALLOCATE, crypto.randomBytes(12), [transport]));
    const realm = first.attributes.get(ATTR.REALM);
    const nonce = first.attributes.get(ATTR.NONCE);
    if (first.type !== ALLOCATE_ERROR || !realm || !nonce) throw new Error('expected a challenge');
    const key = crypto
      .createHash('md5')
      .update(`${options.username}:${realm.toString()}:${options.password}`)
      .digest();
    const second = await ask(
      message(
        ALLOCATE,
        crypto.randomBytes(12),
        [
          transport,
          attribute(ATTR.USERNAME, Buffer.from(options.username)),
          attribute(ATTR.REALM, realm),
          attribute(ATTR.NONCE, nonce),
        ],
        key,
      ),
    );
    if (second.type === ALLOCATE_OK) {
      const address = second.attributes.get(ATTR.XOR_RELAYED_ADDRESS);
      if (!address) throw new Error('no relayed address');
      const port = address.readUInt16BE(2) ^ (MAGIC >>> 16);
      const ip = (address.readUInt32BE(4) ^ MAGIC) >>> 0;
      return {
        ok: true,
        relayed: `${[24, 16, 8, 0].map((s) => (ip >>> s) & 255).join('.')}:${port}`,
      };
    }
    const error = second.attributes.get(ATTR.ERROR_CODE);
    const code = error ? (error[2] as number) * 100 + (error[3] as number) : 0;
    return { ok: false, code, reason: error ? error.subarray(4).toString() : 'unknown' };
  } finally {
    socket.close();
  }
}

/**
 * coturn on 127.0.0.1:`port` with `use-auth-secret` (the scheme the app's credentials follow),
 * resolved once it answers an Allocate with its challenge.
 */
export async function startCoturn(port: number, secret: string): Promise<ChildProcess> {
  const binary = process.env.TURNSERVER ?? 'turnserver';
  const child = spawn(
    binary,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--relay-ip=127.0.0.1',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=dating.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      `--min-port=${port + 1}`,
      `--max-port=${port + 40}`,
      '--log-file=stdout',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`turnserver exited ${code}`)));
  });
  for (let attempt = 0; ; attempt++) {
    const answer = allocateRelay({
      host: '127.0.0.1',
      port,
      username: 'probe',
      password: 'probe',
      timeoutMs: 200,
    }).then(
      () => true,
      (error: unknown) => {
        if (attempt >= 50) throw error;
        return false;
      },
    );
    if (await Promise.race([answer, failed])) return child;
  }
}

export async function stopCoturn(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
