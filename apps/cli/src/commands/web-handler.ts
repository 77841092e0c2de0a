/**
 * The site's request handler: the React Router server build (apps/web/build/server) behind compression,
 * with the client build served as static files — hashed /assets/* cached for a year, the rest for an hour.
 * Null when the web app has not been built (the server then serves the API alone).
 */
import { existsSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { type ServerBuild } from 'react-router';
import { env } from '../env.js';
import { singleDrainListener } from './single-drain-listener.js';

export type WebHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** apps/web, from apps/cli/dist/commands (built) or apps/cli/src/commands (tsx). */
const WEB_APP_DIR = fileURLToPath(new URL('../../../web/', import.meta.url));

export async function loadWebHandler(
  buildDir = resolve(WEB_APP_DIR, env.webBuildDir) + sep,
): Promise<WebHandler | null> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(singleDrainListener);
  app.use(
    '/assets',
    express.static(`${buildDir}client/assets`, { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(`${buildDir}client`, { maxAge: '1h', index: false }));
  const render = createRequestHandler({ build, mode: 'production' });
  // Express 4 ignores a handler's promise: send a rejection to its error handler instead of losing it.
  app.all('*', (req, res, next) => {
    render(req, res, next).catch(next);
  });
  return app;
}
