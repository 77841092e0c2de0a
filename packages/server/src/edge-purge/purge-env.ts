/**
 * Which shared cache the origin purges (docs/operations.md §CDN), from the environment: EDGE_PURGE names the engine,
 * its own variables say where and with what key. Unset or `off`: nothing is purged, and answers keep their short
 * shared lifetimes.
 */
import { EnvError } from '@finishline/api';
import { cloudflarePurge } from './cloudflare-purge.js';
import { fastlyPurge } from './fastly-purge.js';
import { type PurgeAdapter } from './purge-adapter.js';
import { varnishPurge } from './varnish-purge.js';

/** A configuration error of the purge variables: `serve` reports it as it does the API's. */
export class PurgeEnvError extends EnvError {
  override name = 'PurgeEnvError';
}

function required(source: Record<string, string | undefined>, name: string, engine: string): string {
  const value = source[name]?.trim();
  if (!value) throw new PurgeEnvError(`EDGE_PURGE=${engine} needs ${name}.`);
  return value;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PurgeEnvError(`${name} must be an http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PurgeEnvError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return url.href;
}

/** The adapter EDGE_PURGE asks for, or null (no purging). Throws PurgeEnvError naming what is missing or wrong. */
export function purgeAdapterFromEnv(source: Record<string, string | undefined>): PurgeAdapter | null {
  const engine = (source.EDGE_PURGE ?? '').trim().toLowerCase();
  switch (engine) {
    case '':
    case 'off':
      return null;
    case 'varnish': {
      const urls = required(source, 'VARNISH_PURGE_URLS', engine)
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean)
        .map((url) => httpUrl('VARNISH_PURGE_URLS', url));
      return varnishPurge({ urls, token: source.PURGE_TOKEN?.trim() || null });
    }
    case 'fastly':
      return fastlyPurge({
        serviceId: required(source, 'FASTLY_SERVICE_ID', engine),
        token: required(source, 'FASTLY_API_TOKEN', engine),
        ...(source.FASTLY_API_URL ? { apiUrl: httpUrl('FASTLY_API_URL', source.FASTLY_API_URL) } : {}),
      });
    case 'cloudflare':
      return cloudflarePurge({
        zoneId: required(source, 'CLOUDFLARE_ZONE_ID', engine),
        token: required(source, 'CLOUDFLARE_API_TOKEN', engine),
        ...(source.CLOUDFLARE_API_URL
          ? { apiUrl: httpUrl('CLOUDFLARE_API_URL', source.CLOUDFLARE_API_URL) }
          : {}),
      });
    default:
      throw new PurgeEnvError(`EDGE_PURGE must be varnish, fastly, cloudflare or off, got "${engine}".`);
  }
}
