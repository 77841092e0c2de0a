/**
 * Runtime configuration of the web server, read once at boot. Nothing here reaches the browser. (The site reads its
 * data in process, through the load context: it has no API address to configure.)
 */
export type WebEnv = {
  /** Public origin of the site for canonical URLs and the sitemap; null: the request's own origin. */
  siteUrl: string | null;
  /** Trust X-Forwarded-Host/-Proto for the public origin (only behind a proxy that sets them). */
  trustProxy: boolean;
};

function parseUrl(name: string, value: string | undefined, fallback: string | null): string | null {
  if (value === undefined || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

export function readEnv(source: Record<string, string | undefined>): WebEnv {
  return {
    siteUrl: parseUrl('SITE_URL', source.SITE_URL, null),
    trustProxy: ['1', 'true', 'yes'].includes((source.TRUST_PROXY ?? '').trim().toLowerCase()),
  };
}

let current: WebEnv | undefined;

/** The validated configuration; throws on the first read if a variable is invalid. */
export function env(): WebEnv {
  current ??= readEnv(process.env);
  return current;
}
