/** Writing cached or rendered answers: content negotiation, strong ETags per encoding, 304s. */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type CachedEntry, type Encoding, type Rendered } from './cached-entry.js';

/** How the answer was found, for the X-Cache header and the metrics. */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'pass';

const ENCODING_SUFFIX = /-(?:gzip|br)"$/;

/** The best encoding the client accepts (brotli, then gzip); q=0 refuses one. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' || !etag.endsWith('"') ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether If-None-Match names this resource in any encoding (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  if (text.trim() === '*') return true;
  return text.split(',').some((raw) => raw.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"') === etag);
}

/** The Vary of a stored answer plus Accept-Encoding (the cache stores one body per encoding). */
function varyWithEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'accept-encoding');
  return [...names, 'Accept-Encoding'].join(', ');
}

/**
 * Sends a cached entry: 304 when the client holds it, else `payload`, its body in `encoding` (none for HEAD).
 */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedEntry,
  outcome: CacheOutcome,
  now: number,
  encoding: Encoding,
  payload: Buffer | null,
): void {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('vary', varyWithEncoding(entry.headers.vary));
  res.setHeader('etag', etagFor(entry.etag, encoding));
  res.setHeader('age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  res.setHeader('x-cache', outcome);
  if (outcome === 'stale-if-error') res.setHeader('warning', '111 - "Revalidation Failed"');
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.removeHeader('content-type');
    res.writeHead(304).end();
    return;
  }
  if (payload === null) throw new Error('a body is needed unless the answer is a 304');
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', payload.length);
  res.writeHead(entry.status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Sends an answer that is not cached as it was rendered, compressed in one pass when the client accepts it. */
export function sendRendered(req: IncomingMessage, res: ServerResponse, rendered: Rendered): void {
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value === undefined || /^(content-length|transfer-encoding|connection|date|keep-alive)$/i.test(name))
      continue;
    res.setHeader(name, value);
  }
  res.setHeader('x-cache', 'pass');
  let body = rendered.body;
  const type = String(rendered.headers['content-type'] ?? '');
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (body.length > 1_024 && /^(text\/|application\/(json|xml))/.test(type) && encoding !== 'identity') {
    body =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    res.setHeader('content-encoding', encoding);
    res.setHeader('vary', varyWithEncoding(rendered.headers.vary));
  }
  res.setHeader('content-length', body.length);
  res.writeHead(rendered.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}
