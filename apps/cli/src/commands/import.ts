/** `finishline import bundle|csv …`: parse a file, then write it in one transaction. */
import { parseArgs } from 'node:util';
import { type ImportBundle } from '@finishline/core';
import { createDb, DbError, getContestSetup, getEvent, upsertBundle } from '@finishline/db';
import {
  csvCheckpointIds,
  formatProblems,
  parseBundle,
  parseCsvMapping,
  parseJsonText,
  parseResultsCsv,
  type ParseOutcome,
} from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { createProgress } from '../progress.js';
import { readInput } from './read-input.js';

export async function runImport(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'skip-invalid': { type: 'boolean', default: false },
      mapping: { type: 'string' },
      event: { type: 'string' },
      contest: { type: 'string' },
    },
  });
  const [format, file] = positionals;
  const skipInvalid = values['skip-invalid'];
  if (format !== 'bundle' && format !== 'csv')
    throw new CliError(
      'Usage: import bundle <file.json> | import csv <file> --mapping <m.json> --event <id> --contest <id>',
      2,
    );
  const text = await readInput(file, format === 'bundle' ? 'bundle' : 'results');

  const db = await createDb();
  try {
    let outcome: ParseOutcome<ImportBundle>;
    /** A results export's checkpoints: its reads replace the earlier imported ones there (docs/import.md). */
    let replaceReads: { checkpointIds: string[] } | undefined;
    if (format === 'bundle') {
      const json = parseJsonText(text);
      outcome = json.ok ? parseBundle(json.value, { skipInvalid }) : json;
    } else {
      const { event, contest } = values;
      if (!event || !contest) throw new CliError('import csv needs --event <id> and --contest <id>.', 2);
      const mappingJson = parseJsonText(await readInput(values.mapping, 'mapping'));
      const mapping = mappingJson.ok ? parseCsvMapping(mappingJson.value) : mappingJson;
      if (!mapping.ok)
        throw new CliError(
          `${values.mapping}: the mapping is not valid.\n${formatProblems(mapping.problems)}`,
        );
      const setup = await getContestSetup(db, event, contest);
      if (!setup)
        throw new CliError(`Unknown contest "${contest}" of event "${event}": import its bundle first.`);
      const parsed = parseResultsCsv(
        text,
        mapping.value,
        // The event's sport sets the speed limit of the plausibility checks.
        {
          eventId: event,
          contestId: contest,
          ...setup,
          eventType: (await getEvent(db, event))?.type ?? null,
        },
        { skipInvalid },
      );
      replaceReads = { checkpointIds: csvCheckpointIds(mapping.value, setup.checkpoints) };
      outcome = parsed.ok
        ? {
            ok: true,
            skipped: parsed.skipped,
            value: { events: [], contests: [], recordings: [], ...parsed.value },
          }
        : parsed;
    }
    if (!outcome.ok) {
      throw new CliError(`${file}: nothing was imported.\n${formatProblems(outcome.problems)}`);
    }
    if (outcome.skipped.length > 0) {
      console.warn(`${file}: skipped the unreadable records:\n${formatProblems(outcome.skipped)}`);
    }
    const bundle = outcome.value;
    // A results export is the whole truth for its bibs at its checkpoints: their reads from earlier imports that
    // it no longer has go (a corrected time may be slower, a blanked split goes); live reads stay (docs/import.md).
    const summary = await upsertBundle(db, bundle, { onProgress: createProgress(), replaceReads }).catch(
      (error: unknown) => {
        throw importFailure(file ?? 'stdin', error);
      },
    );
    console.log(
      `Imported ${bundle.events.length} events, ${bundle.contests.length} contests, ` +
        `${bundle.participants.length} participants, ${bundle.passings.length} passings; ` +
        `recomputed ${summary.recomputed.length} contest(s).`,
    );
  } finally {
    await db.close();
  }
}

/**
 * What an import that the database refused or could not finish says: one line (after the progress line), no stack.
 * The import is one transaction, so nothing of it was written either way.
 */
export function importFailure(file: string, error: unknown): CliError {
  if (error instanceof DbError) return new CliError(`\n${file}: nothing was imported. ${error.message}`);
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if (isConnectionFailure(error)) {
    return new CliError(
      `\n${file}: nothing was imported: the database failed (${reason}). Nothing was written; check that the ` +
        'database is running and reachable (DATABASE_URL, or the PGlite folder), then run the same import again.',
    );
  }
  return new CliError(
    `\n${file}: nothing was imported: the database refused it (${reason}). Nothing was written; this is a ` +
      'check the import should have made: please report it with the file.',
  );
}

/** A lost or refused connection, or a statement cancelled for time (SQLSTATE classes 08 and 57, socket errors). */
function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (/^(08|57)/.test(code) || /^E(CONN|TIMEDOUT|HOSTUNREACH|PIPE|NOTFOUND)/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /timeout|terminated|connect/i.test(message);
}
