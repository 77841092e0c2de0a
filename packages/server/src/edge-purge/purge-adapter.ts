/**
 * Purging the shared cache in front of the origins by tag (docs/operations.md §CDN): one small interface, one
 * implementation per engine — Varnish with the project's VCL (xkey soft purge), Fastly and Cloudflare by their
 * documented HTTP APIs. An adapter sends one request per batch of at most `maxTags` tags and throws when the engine
 * did not accept it; retries and backoff are the purger's (edge-purger.ts).
 */
export type PurgeAdapter = {
  /** For logs and metrics: `varnish`, `fastly`, `cloudflare`. */
  readonly name: string;
  /** Tags one request may carry. */
  readonly maxTags: number;
  purge(tags: readonly string[], signal: AbortSignal): Promise<void>;
};

/** A purge the engine refused or could not take: the purger retries it. */
export class PurgeFailed extends Error {
  constructor(
    readonly adapter: string,
    message: string,
  ) {
    super(`${adapter} purge failed: ${message}`);
    this.name = 'PurgeFailed';
  }
}

/** The body of a refused answer, shortened for a log line. */
export async function refusal(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}
