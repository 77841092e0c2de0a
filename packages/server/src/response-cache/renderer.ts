/**
 * Renders an answer for the cache without a socket: a page through React Router's own Fetch handler (no Express
 * chain: static files and compression are the public door's business), a public API request through Fastify's
 * inject (the site's own loaders never come this way: they call the reads in process). Always a GET
 * without validators and uncompressed, so the cache gets the whole body once and compresses it itself, in one pass.
 */
import { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { type Api } from '../origin-server.js';
import { type PageRender } from '../web-handler.js';
import { type Rendered } from './cached-entry.js';
import { type Render } from './http-cache.js';

/** Request headers a render must not see: the cache answers validators, ranges and encodings itself. */
const DROPPED = new Set([
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'connection',
  'content-length',
]);

function renderHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = { 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !DROPPED.has(name)) kept[name] = value;
  }
  return kept;
}

function fetchHeaders(headers: Record<string, string | string[]>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

async function renderPage(render: PageRender, req: IncomingMessage): Promise<Rendered> {
  // As the Express adapter builds it: the request's own host over http (X-Forwarded-* are the site's to read).
  const host = (Array.isArray(req.headers.host) ? req.headers.host[0] : req.headers.host) ?? 'localhost';
  const request = new Request(`http://${host}${req.url ?? '/'}`, {
    headers: fetchHeaders(renderHeaders(req.headers)),
  });
  const response = await render(request, req);
  const headers: Rendered['headers'] = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

export function createRenderer(api: Api, page: PageRender | null): Render {
  return async (req: IncomingMessage, kind) => {
    if (kind === 'page' && page !== null) return renderPage(page, req);
    const response = await api.inject({
      method: 'GET',
      url: req.url ?? '/',
      headers: renderHeaders(req.headers),
      remoteAddress: req.socket?.remoteAddress ?? '127.0.0.1',
    });
    const headers: Rendered['headers'] = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    return { status: response.statusCode, headers, body: response.rawPayload };
  };
}
