#!/usr/bin/env node
/** The finishline command: import data, load the demo, simulate a live race, serve the site. */
import { CliError } from './cli-error.js';
import { CLAIMS_USAGE, runClaims } from './commands/claims.js';
import { runDemo } from './commands/demo.js';
import { runImport } from './commands/import.js';
import { favourMemory } from './favour-memory.js';
import { PRIVACY_USAGE, runPrivacy } from './commands/privacy.js';
import { runServe } from './commands/serve.js';
import { runSetAside, SET_ASIDE_USAGE } from './commands/set-aside.js';
import { runSimulate } from './commands/simulate.js';

const USAGE = `Usage: finishline <command> [options]

Commands:
  import bundle <file.json> [--skip-invalid]
      Load a JSON bundle (events, contests, checkpoints, participants, passings). See docs/import.md.
  import … --dry-run
      Any import: print what it would change (runners, places, splits) and write nothing. A real import
      prints the same summary after writing.
  import csv <file.csv|.tsv> --mapping <mapping.json> --event <id> --contest <id> [--skip-invalid] [--strict]
             [--encoding <name>]
  import csv <file.csv|.tsv> --preset raceresult|runsignup|webscorer [--mapping <extra.json>] --event <id> …
  import xlsx <file.xlsx> [--sheet <name|number>] (--mapping … | --preset …) --event <id> --contest <id>
      Load a results export through a column mapping, or a preset for a well-known export (with a file
      laid over it, e.g. for the contest's splits). The encoding is detected (UTF-8, UTF-16, Windows-1252);
      --encoding <name> gives it when the file is refused as unsure. A time that cannot be real (a split after
      the finish) is set aside, listed, and not shown or ranked; --strict refuses its row instead.
  import iof <file.xml> --event <id> --contest <id> [--controls <codes.json>] [--classes A,B] [--skip-invalid]
      Load an IOF XML 3.0 ResultList; --controls maps control codes to split checkpoints.
  demo [--date YYYY-MM-DD] [--scale N] [--out bundle.json]
      Load the demo data set (or write it to a file).
  simulate --event <id> --contest <id> [--speed N] [--from <minutes>] [--tick-ms N] [--recompute-ms N]
           [--api <url> [--token <t>] [--batch N] [--reset]]
      Replay a contest live: sends reads on the race clock (--speed times the wall clock).
      Direct: clears its reads, moves its gun to now, writes the database and recomputes every few
      seconds. --api: POSTs batches to <url>/api/ingest/passings with the bearer token (--token,
      else INGEST_TOKEN), timed from the contest's gun; --reset also clears it in the database first.
      --from: start the race clock that many minutes after the gun (the reads due by then go at once).
  serve [--port N] [--demo]
      Serve the API (and the site) on one origin; --demo loads the demo data on first start.
${CLAIMS_USAGE}
${PRIVACY_USAGE}
${SET_ASIDE_USAGE}

The database is PostgreSQL when DATABASE_URL is set, else the embedded PGlite in .data/pglite.`;

const commands: Record<string, (args: string[]) => Promise<void>> = {
  import: async (args) => {
    await favourMemory();
    await runImport(args);
  },
  demo: runDemo,
  simulate: runSimulate,
  serve: runServe,
  claims: runClaims,
  privacy: runPrivacy,
  'set-aside': runSetAside,
};

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return;
  }
  const command = commands[name];
  if (!command) throw new CliError(`Unknown command "${name}".\n\n${USAGE}`, 2);
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(USAGE);
    return;
  }
  try {
    await command(rest);
  } catch (error) {
    // node:util parseArgs refuses unknown or malformed options: a usage error, not a crash.
    if (isParseArgsError(error)) throw new CliError(`${error.message}\n\n${USAGE}`, 2);
    throw error;
  }
}

function isParseArgsError(error: unknown): error is Error & { code: string } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS_')
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError) {
    console.error(error.message);
    process.exitCode = error.exitCode;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
