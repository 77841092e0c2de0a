import { env } from './env.server';

/**
 * The public origin for absolute URLs (canonical, hreflang, Open Graph, sitemap, the widget snippet): PUBLIC_URL,
 * never the request's Host or X-Forwarded-Host — a shared cache keyed on the path alone would otherwise hand a page
 * with a made-up host's links to everyone. Unset, it is this server's own address (http://localhost:PORT).
 */
export function siteOrigin(): string {
  return env().publicUrl;
}
