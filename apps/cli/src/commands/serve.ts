/**
 * `finishline serve`: the API and the site on one origin (@finishline/server). With --demo, an empty database is
 * loaded with the demo data first, so a fresh clone serves a full site.
 */
import { parseArgs } from 'node:util';
import { type Db, hasEvents } from '@finishline/db';
import { EnvError, serveOnCores } from '@finishline/server';
import { CliError } from '../cli-error.js';
import { demoToday, loadDemo } from './demo.js';

export async function runServe(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, demo: { type: 'boolean', default: false } },
  });
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new CliError('--port must be a port number.', 2);
  try {
    await serveOnCores({
      ...(port === undefined ? {} : { port }),
      ...(values.demo ? { prepare: loadDemoIfEmpty } : {}),
    });
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message, 2);
    throw error;
  }
}

async function loadDemoIfEmpty(db: Db): Promise<void> {
  if (await hasEvents(db)) return;
  console.log('First start: loading the demo data…');
  await loadDemo(db, demoToday());
}
