/**
 * `finishline serve`: the API and the site on one origin. /api/*, /healthz, /readyz and /metrics go to the
 * API; everything else to the React Router server build (when built). With --demo, an empty database is
 * loaded with the demo data first, so a fresh clone serves a full site.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { buildApp } from '@finishline/api';
import { createDb } from '@finishline/db';
import { CliError } from '../cli-error.js';
import { defaultApiBaseUrl, env } from '../env.js';
import { demoToday, loadDemo } from './demo.js';
import { loadWebHandler } from './web-handler.js';

const API_PATHS = /^\/(api(\/|$|\?)|healthz|readyz|metrics)/;

export async function runServe(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, demo: { type: 'boolean', default: false } },
  });
  const port = values.port === undefined ? env.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliError('--port must be a port number.', 2);

  const db = await createDb();
  if (values.demo && (await isEmpty(db))) {
    console.log('First start: loading the demo data…');
    await loadDemo(db, demoToday());
  }
  const api = await buildApp({ db, logger: { level: env.logLevel } });
  await api.ready();
  defaultApiBaseUrl(port);
  const web = await loadWebHandler();
  const server = createServer((req, res) => {
    if (API_PATHS.test(req.url ?? '/') || !web) api.routing(req, res);
    else web(req, res);
  });
  server.listen(port, env.host, () => {
    console.log(
      `Finishline is serving http://localhost:${port}${web ? '' : ' (API only: build the web app for the site)'}`,
    );
  });

  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    server.close();
    server.closeAllConnections();
    await api.close();
    await db.close();
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
}

async function isEmpty(db: Awaited<ReturnType<typeof createDb>>): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from events');
  return (row?.n ?? 0) === 0;
}
