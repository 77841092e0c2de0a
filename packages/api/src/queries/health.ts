import { type SqlClient } from './sql-client.js';

/** Throws unless the database answers within `timeoutMs`. */
export async function pingDatabase(sql: SqlClient, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql.query('select 1 as ok'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
