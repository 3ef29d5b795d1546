import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential (View As links, tickets, reset codes…). */
const SECRET_PARAMS = /^(token|ticket|code|key|secret|password|sid|session|auth.*|access_token)$/i;

/** The URL as it may be logged: the value of every credential-like parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A bad escape in a name: judge the raw name.
      }
      return eq !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Fastify's logger options: requests are logged without credentials (session cookies and
 * bearer tokens never; tokens in URLs redacted). docs/operations.md#logs.
 */
export const loggerSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
