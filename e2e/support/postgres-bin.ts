/**
 * Whether PostgreSQL's binaries are on this machine (PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin), as
 * @finishline/db/testing's findPostgresBin looks for them: the outage server starts a cluster of its own with them.
 */
import { existsSync, readdirSync } from 'node:fs';

export const HAS_POSTGRES_BIN =
  existsSync(`${process.env.PG_BIN ?? ''}/initdb`) ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) =>
      existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
    ));
