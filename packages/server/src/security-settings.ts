/**
 * The site's security-header settings, shared by the page renderer (apps/web …/csp.server.ts) and the server
 * that also answers static files (this package's web handler), so that both read the same variables the same way:
 * - HSTS_MAX_AGE: seconds of Strict-Transport-Security (default 15552000, 180 days; 0 sends none). Browsers
 *   ignore it over plain HTTP, so it only takes effect behind TLS.
 * - HSTS_INCLUDE_SUBDOMAINS: `true` to add includeSubDomains (only if every subdomain speaks HTTPS).
 * - FRAME_ANCESTORS: who may frame the site, as CSP sources (`https://organiser.example`); default none.
 * - EMBED_FRAME_ANCESTORS: who may frame the results widget (`/embed/…`, `/fr/embed/…`: docs/embed.md), which
 *   organisers put on their own sites; the same syntax, default `*` (anyone). `'none'` turns the widget off for
 *   other sites. Every other page keeps FRAME_ANCESTORS.
 * - MEDIA_ORIGINS: where finish videos may play from besides the site, when recordings are hosted elsewhere (the
 *   API's video route then redirects to them, and media-src must allow the redirect's target): space- or
 *   comma-separated origins such as `https://media.example.org` or `https://*.cloudfront.net`; default none.
 */

export type SecuritySettings = {
  hstsMaxAge: number;
  hstsIncludeSubdomains: boolean;
  /** CSP frame-ancestors sources; `'none'` forbids framing (and then X-Frame-Options: DENY is sent too). */
  frameAncestors: string;
  /** CSP frame-ancestors sources of the results widget's pages (`isEmbedPath`). */
  embedFrameAncestors: string;
  /** Origins added to media-src (externally hosted recordings). */
  mediaOrigins: string[];
};

/** An http(s) origin, its host optionally a `*.` wildcard, with no path: nothing that could end the directive. */
const MEDIA_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

const DEFAULT_HSTS_MAX_AGE = 180 * 24 * 60 * 60;

/**
 * The results widget's pages and their data requests: `/embed/…` under an optional two-letter language prefix.
 * Kept in step with apps/web …/lib/embed.ts (the route lives in apps/web/app/routes.ts).
 */
const EMBED_PATH = /^\/(?:[a-z]{2}\/)?embed\//;

/** Whether `pathname` is one of the results widget's, which other sites may frame. */
export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATH.test(pathname);
}

/** CSP sources, checked: nothing that could end the directive or add another. */
function frameSources(name: string, value: string | undefined): string {
  const sources = value?.trim() ?? '';
  if (sources && !/^[A-Za-z0-9*:/.\-' ]+$/.test(sources))
    throw new Error(`${name} must be space-separated CSP sources, got "${sources}"`);
  return sources;
}

/** Parses the settings above; throws naming the variable when one is invalid. */
export function readSecuritySettings(source: Record<string, string | undefined>): SecuritySettings {
  const maxAgeText = source.HSTS_MAX_AGE?.trim() || String(DEFAULT_HSTS_MAX_AGE);
  const hstsMaxAge = Number(maxAgeText);
  if (!Number.isInteger(hstsMaxAge) || hstsMaxAge < 0)
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds, got "${maxAgeText}"`);
  // Sources are origins or scheme/host patterns: nothing that could end the directive or add another.
  const ancestors = frameSources('FRAME_ANCESTORS', source.FRAME_ANCESTORS);
  const embedAncestors = frameSources('EMBED_FRAME_ANCESTORS', source.EMBED_FRAME_ANCESTORS);
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
    embedFrameAncestors: embedAncestors || '*',
    mediaOrigins: [...new Set(mediaOrigins)],
  };
}

/**
 * The settings that apply to an answer at `pathname`: the widget's frame-ancestors for the widget's pages (so that
 * they carry no X-Frame-Options either, unless EMBED_FRAME_ANCESTORS is `'none'`), the site's for everything else.
 */
export function settingsForPath(settings: SecuritySettings, pathname: string): SecuritySettings {
  return isEmbedPath(pathname) ? { ...settings, frameAncestors: settings.embedFrameAncestors } : settings;
}

/**
 * Every security header of an answer of the site under `settings`, with `contentSecurityPolicy` as its CSP. The
 * default allows nothing: for answers that are never rendered as documents (data, static files, an SVG or a text
 * file opened directly).
 */
export function securityHeaders(
  settings: SecuritySettings,
  contentSecurityPolicy = `default-src 'none'; frame-ancestors ${settings.frameAncestors}`,
): Record<string, string> {
  const { hstsMaxAge, hstsIncludeSubdomains, frameAncestors } = settings;
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(frameAncestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hstsMaxAge > 0
      ? {
          'Strict-Transport-Security': `max-age=${hstsMaxAge}${hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
        }
      : {}),
  };
}
