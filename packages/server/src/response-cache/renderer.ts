/**
 * Renders an answer for the cache without a socket: the API through Fastify's inject, a page through the site's
 * handler with light-my-request (the same library). Always a GET without validators and uncompressed, so the cache
 * gets the whole body once and compresses it itself, in one pass.
 */
import { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import inject from 'light-my-request';
import { type Api } from '../origin-server.js';
import { type WebHandler } from '../web-handler.js';
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

export function createRenderer(api: Api, web: WebHandler | null): Render {
  return async (req: IncomingMessage, kind) => {
    const options = {
      method: 'GET' as const,
      url: req.url ?? '/',
      headers: renderHeaders(req.headers),
      remoteAddress: req.socket?.remoteAddress ?? '127.0.0.1',
    };
    const response = kind === 'page' && web !== null ? await inject(web, options) : await api.inject(options);
    const headers: Rendered['headers'] = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    return { status: response.statusCode, headers, body: response.rawPayload };
  };
}
