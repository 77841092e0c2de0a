/**
 * Varnish with deploy/varnish/finishline.vcl: `PURGE /` with the tags in `xkey-purge` (space-separated), soft (the
 * objects turn stale, so grace still serves them if the origin fails), to every Varnish in front. The VCL allows it
 * from the origins' addresses (ACL) or with the purge token (`X-Purge-Token`).
 */
import { type PurgeAdapter, PurgeFailed, refusal } from './purge-adapter.js';

export type VarnishPurgeOptions = {
  /** Each Varnish's address, e.g. `http://varnish-1:80`. */
  urls: readonly string[];
  /** Sent as X-Purge-Token when set (PURGE_TOKEN). */
  token: string | null;
};

export function varnishPurge(options: VarnishPurgeOptions): PurgeAdapter {
  return {
    name: 'varnish',
    maxTags: 100,
    async purge(tags, signal) {
      const headers: Record<string, string> = { 'xkey-purge': tags.join(' ') };
      if (options.token) headers['x-purge-token'] = options.token;
      const failures: string[] = [];
      await Promise.all(
        options.urls.map(async (url) => {
          try {
            const response = await fetch(new URL('/', url), { method: 'PURGE', headers, signal });
            if (!response.ok) failures.push(`${url}: ${await refusal(response)}`);
            else await response.body?.cancel();
          } catch (error) {
            failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
      if (failures.length > 0) throw new PurgeFailed('varnish', failures.join('; '));
    },
  };
}
