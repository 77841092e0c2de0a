/**
 * Fastly: `POST /service/{service_id}/purge` with the keys in a `Surrogate-Key` request header (up to 256 a
 * request), `Fastly-Key` the API token, and `Fastly-Soft-Purge: 1` so that stale objects still serve while the
 * origin refills them (and on its errors, with stale-if-error).
 */
import { type PurgeAdapter, PurgeFailed, refusal } from './purge-adapter.js';

export type FastlyPurgeOptions = {
  serviceId: string;
  token: string;
  /** https://api.fastly.com; another only in tests. */
  apiUrl?: string;
};

export function fastlyPurge(options: FastlyPurgeOptions): PurgeAdapter {
  const url = new URL(
    `/service/${encodeURIComponent(options.serviceId)}/purge`,
    options.apiUrl ?? 'https://api.fastly.com',
  );
  return {
    name: 'fastly',
    maxTags: 256,
    async purge(tags, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'fastly-key': options.token,
          'surrogate-key': tags.join(' '),
          'fastly-soft-purge': '1',
          accept: 'application/json',
        },
        signal,
      });
      if (!response.ok) throw new PurgeFailed('fastly', await refusal(response));
      await response.body?.cancel();
    },
  };
}
