import { env } from './env.server';

/**
 * The public origin for absolute URLs (canonical, hreflang, Open Graph, sitemap): SITE_URL when
 * set, else the request's own origin. X-Forwarded-* count only with TRUST_PROXY, since a cached
 * page must not carry links to a host a client made up.
 */
export function siteOrigin(request: Request): string {
  const { siteUrl, trustProxy } = env();
  if (siteUrl) return siteUrl;
  const url = new URL(request.url);
  if (!trustProxy) return url.origin;
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (!host || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return url.origin;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host}`;
}
