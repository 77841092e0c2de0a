/**
 * Runtime configuration of the web server, read once at boot. Nothing here reaches the browser. (The site reads its
 * data in process, through the load context: it has no API address to configure.)
 */
export type WebEnv = {
  /** Public origin of the site for every absolute URL (PUBLIC_URL; SITE_URL, its former name, still counts). */
  publicUrl: string;
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
  const name = source.PUBLIC_URL?.trim() ? 'PUBLIC_URL' : 'SITE_URL';
  const port = Number(source.PORT ?? 3000) || 3000;
  return { publicUrl: parseUrl(name, source[name], null) ?? `http://localhost:${port}` };
}

let current: WebEnv | undefined;

/** The validated configuration; throws on the first read if a variable is invalid. */
export function env(): WebEnv {
  current ??= readEnv(process.env);
  return current;
}
