/**
 * `finishline set-aside list`: the times imports set aside because they cannot be real (docs/import.md, "Set
 * aside"), for the organiser to check against the timing system and correct in the file.
 */
import { parseArgs } from 'node:util';
import { type SetAsideRead } from '@finishline/core';
import {
  createDb,
  type Db,
  getContest,
  getEvent,
  listSetAsideReads,
  type SetAsideReadRow,
} from '@finishline/db';
import { formatProblems } from '@finishline/ingest';
import { CliError } from '../cli-error.js';

export const SET_ASIDE_USAGE = `  set-aside list --event <id> [--contest <id>] [--format text|json]
      The times imports set aside as implausible (not shown or ranked), with the file's line, column, cell and why.`;

const FORMATS = ['text', 'json'] as const;

/** Set-aside reads as the report lines an import prints: `line 14, column "40K": bib 123, "3:10:00": why`. */
export function formatSetAside(
  reads: readonly Pick<SetAsideRead, 'line' | 'column' | 'bib' | 'value' | 'reason'>[],
): string {
  return formatProblems(
    reads.map((read) => ({
      ...(read.line === null ? {} : { line: read.line }),
      ...(read.column === null ? {} : { column: read.column }),
      message: `bib ${read.bib}, "${read.value}": ${read.reason}`,
    })),
  );
}

/** The listing's text: per contest, a heading and one line per set-aside time. */
export function formatSetAsideList(rows: readonly SetAsideReadRow[]): string {
  if (rows.length === 0) return 'No time was set aside.\n';
  const contests = [...new Set(rows.map((row) => row.contestId))];
  return `${contests
    .map((contestId) => {
      const ofContest = rows.filter((row) => row.contestId === contestId);
      const count = `${ofContest.length} time${ofContest.length === 1 ? '' : 's'} set aside`;
      return `Contest ${contestId}: ${count}\n${formatSetAside(ofContest)}`;
    })
    .join('\n\n')}\n`;
}

export async function listSetAside(
  db: Db,
  eventId: string,
  contestId: string | null,
): Promise<SetAsideReadRow[]> {
  if (!(await getEvent(db, eventId))) throw new CliError(`Unknown event "${eventId}".`);
  if (contestId !== null && !(await getContest(db, eventId, contestId)))
    throw new CliError(`Unknown contest "${contestId}" of event "${eventId}".`);
  return listSetAsideReads(db, eventId, contestId);
}

export async function runSetAside(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      event: { type: 'string' },
      contest: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
  });
  if (positionals[0] !== 'list' || positionals.length > 1)
    throw new CliError(`Usage: finishline set-aside list …\n\n${SET_ASIDE_USAGE}`, 2);
  if (!values.event) throw new CliError('--event is required.', 2);
  const format = FORMATS.find((name) => name === values.format);
  if (!format) throw new CliError('--format must be text or json.', 2);
  const db = await createDb();
  try {
    const rows = await listSetAside(db, values.event, values.contest ?? null);
    process.stdout.write(
      format === 'json'
        ? `${JSON.stringify(
            rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
            null,
            2,
          )}\n`
        : formatSetAsideList(rows),
    );
  } finally {
    await db.close();
  }
}
