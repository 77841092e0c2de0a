/**
 * Security headers of the site's responses, above all a Content-Security-Policy that allows no inline script
 * but two kinds: the theme script in <head> (a constant, allowed by its SHA-256, computed once at boot) and
 * React Router's and React's own inline scripts (hydration data, streamed chunks), which carry a nonce drawn
 * afresh for every response. Styles keep 'unsafe-inline': server-rendered style attributes (chart sizes) and
 * the chart library's inline styles need it, and a style cannot run code.
 *
 * Settings read here (kept apart from env.server.ts so the headers stay in one module):
 * - HSTS_MAX_AGE: seconds of Strict-Transport-Security (default 15552000, 180 days; 0 sends none). Browsers
 *   ignore it over plain HTTP, so it only takes effect behind TLS.
 * - HSTS_INCLUDE_SUBDOMAINS: `true` to add includeSubDomains (only if every subdomain speaks HTTPS).
 * - FRAME_ANCESTORS: who may frame the site, as CSP sources (`https://organiser.example`); default none.
 * - MEDIA_ORIGINS: where finish videos may play from besides the site, when recordings are hosted elsewhere (the
 *   API's video route then redirects to them, and media-src must allow the redirect's target): space- or
 *   comma-separated origins such as `https://media.example.org` or `https://*.cloudfront.net`; default none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { THEME_SCRIPT } from './theme/theme-script';

export type SecuritySettings = {
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
  /** CSP frame-ancestors sources; `'none'` forbids framing (and then X-Frame-Options: DENY is sent too). */
  frameAncestors: string;
  /** Origins added to media-src (externally hosted recordings). */
  mediaOrigins: string[];
};

/** An http(s) origin, its host optionally a `*.` wildcard, with no path: nothing that could end the directive. */
const MEDIA_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

const DEFAULT_HSTS_MAX_AGE = 180 * 24 * 60 * 60;

/** Parses the settings above; throws naming the variable when one is invalid. */
export function readSecuritySettings(source: Record<string, string | undefined>): SecuritySettings {
  const maxAgeText = source.HSTS_MAX_AGE?.trim() || String(DEFAULT_HSTS_MAX_AGE);
  const hstsMaxAge = Number(maxAgeText);
  if (!Number.isInteger(hstsMaxAge) || hstsMaxAge < 0)
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds, got "${maxAgeText}"`);
  const ancestors = source.FRAME_ANCESTORS?.trim() ?? '';
  // Sources are origins or scheme/host patterns: nothing that could end the directive or add another.
  if (ancestors && !/^[A-Za-z0-9*:/.\-' ]+$/.test(ancestors))
    throw new Error(`FRAME_ANCESTORS must be space-separated CSP sources, got "${ancestors}"`);
  const mediaOrigins = (source.MEDIA_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.toLowerCase().replace(/\/$/, ''));
  const badOrigin = mediaOrigins.find((origin) => !MEDIA_ORIGIN.test(origin));
  if (badOrigin !== undefined)
    throw new Error(
      `MEDIA_ORIGINS must be http(s) origins such as https://media.example.org, got "${badOrigin}"`,
    );
  return {
    hstsMaxAge,
    hstsIncludeSubdomains: ['1', 'true', 'yes'].includes(
      (source.HSTS_INCLUDE_SUBDOMAINS ?? '').trim().toLowerCase(),
    ),
    frameAncestors: ancestors || "'none'",
    mediaOrigins: [...new Set(mediaOrigins)],
  };
}

let current: SecuritySettings | undefined;

function settings(): SecuritySettings {
  current ??= readSecuritySettings(process.env);
  return current;
}

/** The hash source of the inline theme script, e.g. `'sha256-…'`. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy of an HTML page whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors = settings().frameAncestors,
  mediaOrigins = settings().mediaOrigins,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH}`,
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
 * Sets the security headers on a response: with a nonce, the page's CSP; without (data responses of client
 * navigations), a policy that allows nothing, since they are never rendered as documents.
 */
export function setSecurityHeaders(headers: Headers, nonce?: string): void {
  const { hstsMaxAge, hstsIncludeSubdomains, frameAncestors, mediaOrigins } = settings();
  headers.set(
    'Content-Security-Policy',
    nonce === undefined
      ? `default-src 'none'; frame-ancestors ${frameAncestors}`
      : contentSecurityPolicy(nonce, frameAncestors, mediaOrigins),
  );
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (frameAncestors === "'none'") headers.set('X-Frame-Options', 'DENY');
  headers.set(
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  );
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (hstsMaxAge > 0) {
    headers.set(
      'Strict-Transport-Security',
      `max-age=${hstsMaxAge}${hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    );
  }
}
