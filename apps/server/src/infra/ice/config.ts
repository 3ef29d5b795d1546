/**
 * The STUN and TURN servers video calls use (docs/operations.md#video-calls-turn): comma lists of
 * `stun:`/`turn:` URLs, and the secret a coturn server shares with the app (`use-auth-secret`),
 * from which calls/ice-servers.ts makes short-lived credentials. Unset: no servers, which is
 * enough when both phones are on one network (embedded mode, tests).
 */
export type IceConfig = {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's static-auth-secret; undefined = the TURN URLs are given without credentials. */
  turnSecret: string | undefined;
  /** How long a TURN credential stays valid: a call longer than this keeps its allocation. */
  turnTtlSeconds: number;
};

export const DEFAULT_TURN_TTL_SECONDS = 6 * 60 * 60;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function parseIceConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => never,
): IceConfig {
  const stunUrls = list(env.CALL_STUN_URLS);
  const turnUrls = list(env.CALL_TURN_URLS);
  const turnSecret = env.CALL_TURN_SECRET || undefined;
  for (const url of stunUrls) {
    if (!/^stuns?:[^\s]+$/.test(url)) {
      fail(`Invalid configuration: CALL_STUN_URLS: "${url}" is not a stun: URL.`);
    }
  }
  for (const url of turnUrls) {
    if (!/^turns?:[^\s]+$/.test(url)) {
      fail(`Invalid configuration: CALL_TURN_URLS: "${url}" is not a turn: URL.`);
    }
  }
  if (turnSecret && turnUrls.length === 0) {
    fail('CALL_TURN_SECRET is set but CALL_TURN_URLS is empty.');
  }
  if (production && turnUrls.length > 0 && !turnSecret) {
    fail('Production refuses CALL_TURN_URLS without CALL_TURN_SECRET (an open relay).');
  }
  const ttlText = env.CALL_TURN_TTL_SECONDS || undefined;
  const turnTtlSeconds = ttlText === undefined ? DEFAULT_TURN_TTL_SECONDS : Number(ttlText);
  if (!Number.isInteger(turnTtlSeconds) || turnTtlSeconds < 60 || turnTtlSeconds > 86_400 * 7) {
    fail('Invalid configuration: CALL_TURN_TTL_SECONDS must be whole seconds from 60 to 604800.');
  }
  return { stunUrls, turnUrls, turnSecret, turnTtlSeconds };
}
