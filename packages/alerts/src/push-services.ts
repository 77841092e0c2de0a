/**
 * Which push endpoints the site will post to. An endpoint is a URL a visitor hands us and our server then calls, so
 * only the browsers' own push services are accepted (no request is ever sent to an address of the visitor's
 * choosing inside our network), plus the origins the operator adds (PUSH_ENDPOINT_ORIGINS: a test's or a
 * benchmark's local push receiver).
 */

/** The push services of Chrome, Firefox, Edge and Safari: host suffixes, https only. */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const;

/** Whether the site may post alerts to `endpoint`. `extraOrigins`: exact origins (`http://127.0.0.1:9000`). */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some((host) =>
    host.startsWith('.')
      ? url.hostname.endsWith(host) && url.hostname.length > host.length
      : url.hostname === host,
  );
}
