/**
 * Cloudflare: `POST /client/v4/zones/{zone_id}/purge_cache` with `{"tags": [...]}` (the Cache-Tag values; at most 30
 * a request on every plan) and a bearer API token with the Cache Purge permission. Cloudflare answers 200 with
 * `success: false` for some refusals: both are checked.
 */
import { type PurgeAdapter, PurgeFailed, refusal } from './purge-adapter.js';

export type CloudflarePurgeOptions = {
  zoneId: string;
  token: string;
  /** https://api.cloudflare.com; another only in tests. */
  apiUrl?: string;
};

export function cloudflarePurge(options: CloudflarePurgeOptions): PurgeAdapter {
  const url = new URL(
    `/client/v4/zones/${encodeURIComponent(options.zoneId)}/purge_cache`,
    options.apiUrl ?? 'https://api.cloudflare.com',
  );
  return {
    name: 'cloudflare',
    maxTags: 30,
    async purge(tags, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal,
      });
      if (!response.ok) throw new PurgeFailed('cloudflare', await refusal(response));
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        errors?: unknown;
      } | null;
      if (body?.success !== true) {
        throw new PurgeFailed('cloudflare', `success is not true: ${JSON.stringify(body?.errors ?? body)}`);
      }
    },
  };
}
