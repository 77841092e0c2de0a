/**
 * Security headers of the site's responses, above all a Content-Security-Policy that allows no inline script
 * but two kinds: the theme script in <head> (a constant, allowed by its SHA-256, computed once at boot) and
 * React Router's and React's own inline scripts (hydration data, streamed chunks), which carry a nonce drawn
 * afresh for every response. Styles keep 'unsafe-inline': server-rendered style attributes (chart sizes, the
 * hand-drawn SVG charts of ADR 008) need it, and a style cannot run code.
 *
 * The results widget's pages (`/embed/…`, docs/embed.md) are the one thing other sites may frame: their
 * frame-ancestors come from EMBED_FRAME_ANCESTORS (default `*`) and they send no X-Frame-Options; every other page
 * keeps FRAME_ANCESTORS (default none, with X-Frame-Options: DENY). The widget has its own theme script too.
 *
 * The settings (HSTS_*, FRAME_ANCESTORS, EMBED_FRAME_ANCESTORS, MEDIA_ORIGINS) are parsed by @finishline/server's security-settings,
 * which `serve` also uses for static files, so that pages and files agree.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  readSecuritySettings,
  securityHeaders,
  type SecuritySettings,
  settingsForPath,
} from '@finishline/server/security-settings';
import { isEmbedPath } from './embed';
import { EMBED_THEME_SCRIPT } from './theme/embed-theme-script';
import { THEME_SCRIPT } from './theme/theme-script';

let current: SecuritySettings | undefined;

function settings(): SecuritySettings {
  current ??= readSecuritySettings(process.env);
  return current;
}

/** The hash source of the inline theme script, e.g. `'sha256-…'`. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

/** The hash source of the results widget's theme script (root.tsx inlines it instead of the site's). */
export const EMBED_THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EMBED_THEME_SCRIPT, 'utf8').digest('base64')}'`;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy of an HTML page whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors = settings().frameAncestors,
  mediaOrigins = settings().mediaOrigins,
  themeScriptHash = THEME_SCRIPT_HASH,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${themeScriptHash}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ["media-src 'self'", ...mediaOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Sets the security headers on the response at `pathname`: with a nonce, the page's CSP; without (data responses
 * of client navigations), a policy that allows nothing, since they are never rendered as documents. The widget's
 * may be framed by other sites; any other page may not.
 */
export function setSecurityHeaders(headers: Headers, nonce?: string, pathname = '/'): void {
  const current = settingsForPath(settings(), pathname);
  const policy =
    nonce === undefined
      ? undefined
      : contentSecurityPolicy(
          nonce,
          current.frameAncestors,
          current.mediaOrigins,
          isEmbedPath(pathname) ? EMBED_THEME_SCRIPT_HASH : THEME_SCRIPT_HASH,
        );
  // Set afresh: a header a route set (or a default) must not say otherwise.
  headers.delete('X-Frame-Options');
  for (const [name, value] of Object.entries(securityHeaders(current, policy))) headers.set(name, value);
}
