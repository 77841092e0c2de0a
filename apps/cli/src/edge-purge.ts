/**
 * The CLI's changes (an import, a privacy change) purge the shared cache in front as serve's do (docs/operations.md
 * §CDN): with EDGE_PURGE set, the command purges the tags of what it changed before it exits.
 */
import { type Db } from '@finishline/db';
import { CliError } from './cli-error.js';
import { purgeEnv } from './env.js';

export async function purgingChanges<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const source = purgeEnv();
  const engine = (source.EDGE_PURGE ?? '').trim().toLowerCase();
  if (engine === '' || engine === 'off') return work();
  // Loaded only when asked: the server package brings the site's and the API's code.
  const { createEdgePurger, EnvError, purgeAdapterFromEnv, withEdgePurge } =
    await import('@finishline/server');
  let adapter;
  try {
    adapter = purgeAdapterFromEnv(source);
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message, 2);
    throw error;
  }
  if (adapter === null) return work();
  const purger = createEdgePurger(adapter, {
    log: {
      info: (_fields, message) => console.warn(message),
      error: (fields, message) => console.error(`${message}: ${JSON.stringify(fields)}`),
    },
  });
  try {
    return await withEdgePurge(db, purger, work);
  } finally {
    await purger.close();
  }
}
