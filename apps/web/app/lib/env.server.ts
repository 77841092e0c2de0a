/**
 * Runtime configuration of the web server, read once at boot. Nothing here reaches the browser:
 * the site fetches data on the server, so the API's address stays server-side.
 */
export type WebEnv = {
  /** Origin of the public API, e.g. `http://localhost:3000` (its routes live under /api). */
  apiBaseUrl: string;
  /** Public origin of the site for canonical URLs and the sitemap; null: the request's own origin. */
  siteUrl: string | null;
  /** Milliseconds before an API call is abandoned. */
  apiTimeoutMs: number;
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

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

export function readEnv(source: Record<string, string | undefined>): WebEnv {
  return {
    apiBaseUrl:
      parseUrl('API_BASE_URL', source.API_BASE_URL, 'http://localhost:3000') ?? 'http://localhost:3000',
    siteUrl: parseUrl('SITE_URL', source.SITE_URL, null),
    apiTimeoutMs: parsePositiveInt('API_TIMEOUT_MS', source.API_TIMEOUT_MS, 10_000),
    trustProxy: ['1', 'true', 'yes'].includes((source.TRUST_PROXY ?? '').trim().toLowerCase()),
  };
}

let current: WebEnv | undefined;

/** The validated configuration; throws on the first read if a variable is invalid. */
export function env(): WebEnv {
  current ??= readEnv(process.env);
  return current;
}
