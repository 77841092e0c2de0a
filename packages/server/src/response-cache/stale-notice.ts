/**
 * The out-of-date notice of a page sent from the cache while the database is down (stale-if-error). Every page
 * carries the notice, translated and hidden (`<div id="stale-notice" hidden="" …>`, apps/web); a stale page is sent
 * with it shown. Made once per entry and encoding and kept, since an outage sends the same pages again and again.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type CachedEntry, type Encoding } from './cached-entry.js';

const HIDDEN_NOTICE = '<div id="stale-notice" hidden=""';
const SHOWN_NOTICE = '<div id="stale-notice"';

const shown = new WeakMap<CachedEntry, Map<Encoding, Buffer>>();

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function encode(identity: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(identity, { level: 1 });
  if (encoding === 'br') return brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  return Promise.resolve(identity);
}

/** The entry's body with the notice shown, in `encoding` (JSON answers are unchanged: their headers say it). */
export async function markStale(entry: CachedEntry, encoding: Encoding): Promise<Buffer> {
  if (entry.kind !== 'page') return entry.body(encoding);
  let bodies = shown.get(entry);
  if (bodies === undefined) {
    const html = (await entry.body('identity')).toString('utf8').replace(HIDDEN_NOTICE, SHOWN_NOTICE);
    bodies = new Map([['identity', Buffer.from(html, 'utf8')]]);
    shown.set(entry, bodies);
  }
  let body = bodies.get(encoding);
  if (body === undefined) {
    body = await encode(bodies.get('identity') as Buffer, encoding);
    bodies.set(encoding, body);
  }
  return body;
}
