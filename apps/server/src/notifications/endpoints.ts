/**
 * Where the server may send pushes: https on the browsers' push services only, so a member
 * cannot make the server call an internal address (SSRF). PUSH_ENDPOINT_ORIGINS adds origins
 * (tests' local receivers).
 */
const PUSH_SERVICE_HOSTS: ReadonlyArray<{ host: string; subdomains: boolean }> = [
  { host: 'fcm.googleapis.com', subdomains: false }, // Chrome, Edge on Android, Opera
  { host: 'push.services.mozilla.com', subdomains: true }, // Firefox
  { host: 'push.apple.com', subdomains: true }, // Safari (web.push.apple.com)
  { host: 'notify.windows.com', subdomains: true }, // Edge on Windows (WNS)
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((service) =>
    service.subdomains ? host.endsWith(`.${service.host}`) : host === service.host,
  );
}
