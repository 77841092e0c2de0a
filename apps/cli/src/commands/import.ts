/** `finishline import bundle|csv …`: parse a file, then write it in one transaction. */
import { parseArgs } from 'node:util';
import { type ImportBundle, type SetAsideRead } from '@finishline/core';
import {
  createDb,
  type Db,
  DbError,
  getContestSetup,
  getEvent,
  loadOverallPlaces,
  previewImport,
  storedPlacesOf,
  upsertBundle,
  withPlacesMoved,
} from '@finishline/db';
import {
  csvCheckpointIds,
  type CsvContest,
  type CsvMapping,
  type CsvResults,
  formatProblems,
  iofCheckpointIds,
  MAPPING_PRESETS,
  parseBundle,
  parseCsvMapping,
  parseIofResultList,
  parseJsonText,
  parseResultsStream,
  type ParseOutcome,
} from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { createProgress } from '../progress.js';
import { purgingChanges } from '../edge-purge.js';
import { formatImportChanges, type ImportChangesExtras } from './import-changes.js';
import { readInput } from './read-input.js';
import { readResultsFile } from './read-results-file.js';
import { formatSetAside } from './set-aside.js';

const USAGE =
  'Usage: import bundle <file.json> | import csv|xlsx <file> (--mapping <m.json> | --preset <name> [--mapping <extra.json>]) [--sheet <name|n>] [--strict] ' +
  '--event <id> --contest <id> | import iof <file.xml> --event <id> --contest <id> [--controls <c.json>] [--classes a,b]' +
  ' [--encoding <name>] [--skip-invalid] [--dry-run]';

const OPTIONS = {
  'skip-invalid': { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  mapping: { type: 'string' },
  preset: { type: 'string' },
  controls: { type: 'string' },
  classes: { type: 'string' },
  event: { type: 'string' },
  contest: { type: 'string' },
  sheet: { type: 'string' },
  encoding: { type: 'string' },
} as const;

type ImportValues = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

export async function runImport(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const [given, file] = positionals;
  // `import xlsx` is `import csv` of a workbook: the file's bytes say which it is either way.
  const format = given === 'xlsx' ? 'csv' : given;
  if (format !== 'bundle' && format !== 'csv' && format !== 'iof') throw new CliError(USAGE, 2);
  // A results export is read as a stream when it is parsed (big files); the others whole.
  const results = format === 'csv' ? await readResultsFile(file, values.sheet, values.encoding) : null;
  const text = results
    ? ''
    : await readInput(file, format === 'bundle' ? 'bundle' : 'results', values.encoding);

  const db = await createDb();
  try {
    const prepared = await prepareImport(db, { format, file, text, results, values });
    const setAside = prepared.bundle.setAside ?? [];
    const { replaceReads, gunTimePublished } = prepared;
    const isDryRun = values['dry-run'];
    // What the import changes, computed read-only before the write (docs/import.md, "Dry run and what changed").
    // A dry run ranks the contests as they would be; a real import reads the places back after its recompute
    // (the field ranked in memory, next to the file and the stored contest, would be its largest cost).
    const changes = await previewImport(db, prepared.bundle, {
      replaceReads,
      gunTimePublished,
      rankPlaces: isDryRun,
    }).catch((error: unknown) => {
      throw importFailure(file ?? 'stdin', error);
    });
    const extras: ImportChangesExtras = {
      isDryRun,
      setAsideReads: setAside.length > 0 ? setAside.length : undefined,
    };
    if (isDryRun) {
      console.log(formatImportChanges(changes, extras));
      reportSetAside(setAside, values.event ?? '', true);
      return;
    }
    const placesBefore = storedPlacesOf(await loadOverallPlaces(db, changes.contests));
    const imported = describeBundle(prepared.bundle);
    // A results export is the whole truth for its bibs at its checkpoints: their reads from earlier imports that
    // it no longer has go (a corrected time may be slower, a blanked split goes); live reads stay (docs/import.md).
    // The bundle is handed over, not kept here: it is not held through the recompute (bench/README.md).
    const summary = await purgingChanges(db, () =>
      upsertBundle(db, () => handOver(prepared), {
        onProgress: createProgress(),
        replaceReads,
        ...(gunTimePublished ? { gunTimePublished } : {}),
      }).catch((error: unknown) => {
        throw importFailure(file ?? 'stdin', error);
      }),
    );
    console.log(`${imported}; recomputed ${summary.recomputed.length} contest(s).`);
    const placesAfter = await loadOverallPlaces(db, changes.contests);
    console.log(formatImportChanges(withPlacesMoved(changes, placesBefore, placesAfter), extras));
    reportSetAside(setAside, values.event ?? '', false);
  } finally {
    await db.close();
  }
}

/** A parsed file: its bundle, and how it is written (docs/import.md). */
type PreparedImport = {
  bundle: ImportBundle;
  /** A results export's checkpoints: its reads replace the earlier imported ones there (docs/import.md). */
  replaceReads?: { checkpointIds: string[] };
  gunTimePublished?: { eventId: string; contestId: string; published: boolean };
};

const EMPTY_BUNDLE: ImportBundle = {
  events: [],
  contests: [],
  participants: [],
  passings: [],
  recordings: [],
};

/** What an import writes, in counts (no reference to the bundle's arrays is kept: see handOver). */
function describeBundle({ events, contests, participants, passings }: ImportBundle): string {
  return (
    `Imported ${events.length} events, ${contests.length} contests, ` +
    `${participants.length} participants, ${passings.length} passings`
  );
}

/** The bundle, taken out of `prepared` (left empty) so that only the write holds it. */
function handOver(prepared: PreparedImport): ImportBundle {
  const { bundle } = prepared;
  prepared.bundle = EMPTY_BUNDLE;
  return bundle;
}

/** Reads and checks the file into a bundle; a CliError naming the problems if it cannot be imported. */
async function prepareImport(
  db: Db,
  {
    format,
    file,
    text,
    results,
    values,
  }: {
    format: 'bundle' | 'csv' | 'iof';
    file: string | undefined;
    text: string;
    results: Awaited<ReturnType<typeof readResultsFile>> | null;
    values: ImportValues;
  },
): Promise<PreparedImport> {
  const { 'skip-invalid': skipInvalid, strict } = values;
  let outcome: ParseOutcome<ImportBundle>;
  let replaceReads: PreparedImport['replaceReads'];
  let gunTimePublished: PreparedImport['gunTimePublished'];
  if (format === 'bundle') {
    const json = parseJsonText(text);
    outcome = json.ok ? parseBundle(json.value, { skipInvalid }) : json;
  } else {
    const { event, contest } = values;
    if (!event || !contest) throw new CliError(`import ${format} needs --event <id> and --contest <id>.`, 2);
    const setup = await getContestSetup(db, event, contest);
    if (!setup)
      throw new CliError(`Unknown contest "${contest}" of event "${event}": import its bundle first.`);
    // The event's sport sets the speed limit of the plausibility checks.
    const csvContest: CsvContest = {
      eventId: event,
      contestId: contest,
      ...setup,
      eventType: (await getEvent(db, event))?.type ?? null,
    };
    let parsed: ParseOutcome<CsvResults>;
    if (format === 'csv') {
      const mapping = await readMapping(values.preset, values.mapping);
      parsed = await parseResultsStream(results?.() ?? [], mapping, csvContest, { skipInvalid, strict });
      replaceReads = { checkpointIds: csvCheckpointIds(mapping, setup.checkpoints) };
      // A file with finish times says whether gun times are published: not when it has a net time alone.
      const { time, gunTime, netTime } = mapping.columns;
      if (time !== undefined || gunTime !== undefined || netTime !== undefined)
        gunTimePublished = {
          eventId: event,
          contestId: contest,
          published: netTime === undefined || gunTime !== undefined || time !== undefined,
        };
    } else {
      const controls = values.controls ? await readControls(values.controls) : undefined;
      const classes = values.classes
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      parsed = parseIofResultList(text, csvContest, {
        skipInvalid,
        ...(controls ? { controls } : {}),
        ...(classes ? { classes } : {}),
      });
      replaceReads = { checkpointIds: iofCheckpointIds(setup.checkpoints, controls ?? {}) };
    }
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
  return {
    bundle: outcome.value,
    ...(replaceReads ? { replaceReads } : {}),
    ...(gunTimePublished ? { gunTimePublished } : {}),
  };
}

/** The times the file sets aside as impossible, each with its line, column, cell and why (docs/import.md). */
function reportSetAside(setAside: readonly SetAsideRead[], eventId: string, isDryRun: boolean): void {
  if (setAside.length === 0) return;
  const count = `${setAside.length} time${setAside.length === 1 ? '' : 's'}`;
  console.warn(
    `${isDryRun ? `Would set aside ${count}` : `Set aside ${count}`} that cannot be real: not shown, ranked ` +
      'or analysed; the runners and their other times are imported (--strict refuses such rows instead' +
      `${isDryRun ? '' : `; list them again with: finishline set-aside list --event ${eventId}`}).\n` +
      formatSetAside(setAside),
  );
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

/**
 * The mapping of an `import csv`: a preset (MAPPING_PRESETS), a mapping file, or a preset with a file laid over it
 * (its `columns` merged key by key: add the contest's `splits`, rename a column).
 */
async function readMapping(preset: string | undefined, path: string | undefined): Promise<CsvMapping> {
  let base: Record<string, unknown> = {};
  if (preset !== undefined) {
    const found = MAPPING_PRESETS[preset];
    if (!found)
      throw new CliError(
        `Unknown preset "${preset}": use one of ${Object.keys(MAPPING_PRESETS).join(', ')}.`,
        2,
      );
    base = found.mapping as Record<string, unknown>;
  } else if (path === undefined) {
    throw new CliError('import csv needs --mapping <mapping.json> or --preset <name>.', 2);
  }
  let json: unknown = base;
  if (path !== undefined) {
    const file = parseJsonText(await readInput(path, 'mapping'));
    if (!file.ok) throw new CliError(`${path}: the mapping is not valid.\n${formatProblems(file.problems)}`);
    const extra = (file.value ?? {}) as Record<string, unknown>;
    json = {
      ...base,
      ...extra,
      columns: { ...(base.columns as object | undefined), ...(extra.columns as object | undefined) },
    };
  }
  const mapping = parseCsvMapping(json);
  if (!mapping.ok) {
    const name = path ?? `preset ${preset ?? ''}`;
    throw new CliError(`${name}: the mapping is not valid.\n${formatProblems(mapping.problems)}`);
  }
  return mapping.value;
}

/** `--controls`: a JSON object of IOF control codes to checkpoint ids. */
async function readControls(path: string): Promise<Record<string, string>> {
  const json = parseJsonText(await readInput(path, 'controls'));
  const value = json.ok ? json.value : null;
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    !Object.values(value).every((id) => typeof id === 'string')
  ) {
    throw new CliError(
      `${path}: give an object of control codes to checkpoint ids, e.g. { "31": "km5" }.`,
      2,
    );
  }
  return value as Record<string, string>;
}
