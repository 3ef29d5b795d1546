import { createHmac } from 'node:crypto';
import type { IceServer } from '@dating/shared';
import type { IceConfig } from '../infra/ice/config.js';

/**
 * The ICE servers a member's phone gets (GET /api/calls/config). TURN credentials follow coturn's
 * `use-auth-secret` REST scheme: the username is `<expiry, unix seconds>:<member id>` and the
 * password base64(HMAC-SHA1(secret, username)), so coturn checks them with the shared secret
 * alone, no account per member, and they stop working at the expiry.
 */
export function iceServersFor(
  config: IceConfig | undefined,
  userId: string,
  now = Date.now(),
): IceServer[] {
  if (!config) return [];
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0) {
    if (!config.turnSecret) servers.push({ urls: config.turnUrls });
    else {
      const expiry = Math.floor(now / 1000) + config.turnTtlSeconds;
      const username = `${expiry}:${userId}`;
      const credential = turnCredential(config.turnSecret, username);
      servers.push({ urls: config.turnUrls, username, credential });
    }
  }
  return servers;
}

export const turnCredential = (secret: string, username: string) =>
  createHmac('sha1', secret).update(username).digest('base64');
