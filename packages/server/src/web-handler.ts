/**
 * The site's request handler: the React Router server build (apps/web/build/server) behind compression,
 * with the client build served as static files — hashed /assets/* cached for a year, the rest for an hour.
 * Null when the web app has not been built (the server then serves the API alone).
 *
 * Every answer carries the security headers (`securityHeaders`): the pages set their own (entry.server.tsx,
 * with the nonce of their CSP), and everything else — static files, robots.txt, sitemap.xml, build-id.json,
 * /__manifest, Express's own errors — gets the same ones with a CSP for non-HTML that allows nothing.
 */
import { existsSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import { type Reads } from '@finishline/reads';
import { env, securityEnv } from './env.js';
import {
  readSecuritySettings,
  securityHeaders,
  type SecuritySettings,
  settingsForPath,
} from './security-settings.js';
import { type VariantOf } from './response-cache/cache-key.js';
import { singleDrainListener } from './single-drain-listener.js';
import { setEdgeHeaders, taggingReads } from './answer-tags.js';

export type WebHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What the site's server code works with, handed to every request through React Router's load context (the web
 * build's `createLoadContext`, apps/web …/services.server.ts): the reads it shares with the API, and the visitor's
 * address as the API's rules resolve it (TRUST_PROXY), for the claim form's per-visitor budget.
 */
export type SiteServices = {
  reads: Reads;
  clientIp: (req: IncomingMessage) => string;
  /** A shared cache in front is purged by tag on change (EDGE_PURGE): final pages say s-maxage of a day. */
  edgePurged?: boolean;
};

/** The web build's load context of one request (opaque here: its keys belong to the build). */
type LoadContext = Parameters<ReturnType<typeof createFetchHandler>>[1];
type CreateLoadContext = (reads: Reads, clientIp: string) => LoadContext;

/** The default security headers of an answer, by its path (the results widget's may be framed: `settingsForPath`). */
export type HeadersForPath = (pathname: string) => Record<string, string>;

/** The security headers of answers at each path under `settings`. */
export function securityHeadersForPath(settings: SecuritySettings): HeadersForPath {
  const page = securityHeaders(settings);
  // A prefix the widget's paths are matched by, not a page path built.
  // eslint-disable-next-line no-restricted-syntax
  const embed = securityHeaders(settingsForPath(settings, '/embed/'));
  return (pathname) => (settingsForPath(settings, pathname) === settings ? page : embed);
}

/**
 * Adds `headers` to every answer when its head is written, each only if the answer has none: the pages' own
 * (their nonce CSP) are kept as they are, and never doubled (React Router appends its headers). A function gives
 * them by path: the widget's pages set no X-Frame-Options, and must not be given the site's DENY here.
 */
export function withSecurityHeaders(headers: Record<string, string> | HeadersForPath): RequestHandler {
  return (req, res, next) => {
    const entries = Object.entries(typeof headers === 'function' ? headers(req.path) : headers);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const given = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      const givenNames = new Set(Object.keys(given ?? {}).map((name) => name.toLowerCase()));
      for (const [name, value] of entries) {
        if (!this.hasHeader(name) && !givenNames.has(name.toLowerCase())) this.setHeader(name, value);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

/**
 * apps/web, from packages/server/dist (built) or packages/server/src (tsx). The site is loaded from its build
 * output at run time, never imported as code: the web app stays an app of its own (docs/ARCHITECTURE.md).
 */
const WEB_APP_DIR = fileURLToPath(new URL('../../../apps/web/', import.meta.url));

/**
 * One page rendered for the cache: a Fetch request in (and the raw request it came from, for its load context), the
 * whole response out (no Express, no static files).
 */
export type PageRender = (request: Request, from: IncomingMessage) => Promise<Response>;

/** The service worker's policy: requests to this origin (pages, data, icons), nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'";

/**
 * The site: its request handler (static files, compression, pages), the page renderer the cache uses, and what its
 * pages vary on besides the URL (its entry's `cacheVariant`).
 */
export type WebSite = { handler: WebHandler; render: PageRender; variantOf: VariantOf | null };

export async function loadWebHandler(
  services: SiteServices,
  buildDir = resolve(WEB_APP_DIR, env.webBuildDir) + sep,
): Promise<WebSite | null> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as { cacheVariant?: VariantOf; createLoadContext?: CreateLoadContext };
  const createLoadContext = entry.createLoadContext;
  if (typeof createLoadContext !== 'function') {
    throw new Error(`${serverEntry} exports no createLoadContext: rebuild the web app (npm run build).`);
  }
  const contextOf = (req: IncomingMessage) => createLoadContext(services.reads, services.clientIp(req));
  const headers = securityHeadersForPath(readSecuritySettings(securityEnv()));
  const handle = createFetchHandler(build, 'production');
  const getLoadContext = (req: IncomingMessage) => contextOf(req) as never;
  return {
    handler: createWebHandler(
      buildDir,
      createRequestHandler({ build, mode: 'production', getLoadContext }),
      headers,
    ),
    render: async (request, from) => {
      const tagging = taggingReads(services.reads);
      const response = await handle(request, createLoadContext(tagging.reads, services.clientIp(from)));
      setEdgeHeaders(response.headers, response.status, tagging, services.edgePurged ?? false);
      // The same defaults withSecurityHeaders gives the Express chain's answers (resource routes: robots, sitemap).
      for (const [name, value] of Object.entries(headers(new URL(request.url).pathname))) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      return response;
    },
    variantOf: typeof entry.cacheVariant === 'function' ? entry.cacheVariant : null,
  };
}

/** The handler around `render` (React Router's, or a stand-in in tests) for the client build in `buildDir`. */
export function createWebHandler(
  buildDir: string,
  render: (...args: Parameters<RequestHandler>) => Promise<void>,
  // The site's own variables (HSTS_*, FRAME_ANCESTORS), read by the same parser as the pages' (apps/web
  // …/csp.server.ts), so that both agree.
  headers: Record<string, string> | HeadersForPath = securityHeadersForPath(
    readSecuritySettings(securityEnv()),
  ),
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(withSecurityHeaders(headers));
  app.use(compression());
  app.use(singleDrainListener);
  app.use(
    '/assets',
    express.static(`${buildDir}client/assets`, { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(
    express.static(`${buildDir}client`, {
      maxAge: '1h',
      index: false,
      setHeaders: (res, path) => {
        if (!path.endsWith(`${sep}sw.js`)) return;
        // The service worker is checked for a new version on every page: a new deployment takes over at once.
        res.setHeader('cache-control', 'no-cache');
        // A worker's script's CSP governs the worker: it fetches the site's pages and data for them.
        res.setHeader('content-security-policy', SERVICE_WORKER_CSP);
      },
    }),
  );
  // Express 4 ignores a handler's promise: send a rejection to its error handler instead of losing it.
  app.all('*', (req, res, next) => {
    render(req, res, next).catch(next);
  });
  return app;
}
