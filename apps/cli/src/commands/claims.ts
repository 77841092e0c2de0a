/**
 * `finishline claims list`: the result claims sent through the site's claim form, for the contest's contact to
 * work through — as CSV (opens in a spreadsheet) or JSON. Claims are public input: the CSV quotes every field
 * that needs it and defuses text a spreadsheet would run as a formula.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type ClaimRow, createDb, type Db, findClaims, getContest, getEvent } from '@finishline/db';
import { CliError } from '../cli-error.js';

export const CLAIMS_USAGE = `  claims list --event <id> [--contest <id>] [--format csv|json] [--out file]
      Export the result claims of an event (or one contest), oldest first; to stdout without --out.`;

const FORMATS = ['csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

const COLUMNS = [
  ['reference', (row) => row.reference],
  ['created_at', (row) => new Date(row.createdAt).toISOString()],
  ['event', (row) => row.eventId],
  ['contest', (row) => row.contestId],
  ['bib', (row) => row.bib],
  ['name', (row) => row.name],
  ['time', (row) => row.time ?? ''],
  ['problem', (row) => row.problem],
  ['reason', (row) => row.reason],
] as const satisfies readonly (readonly [string, (row: ClaimRow) => string])[];

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, semicolon or line break, quotes doubled. Text
 * that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it instead of running it (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Claims as CSV: a UTF-8 byte order mark (spreadsheets then read Arabic and accents right), a header, CRLF lines. */
export function formatClaimsCsv(rows: readonly ClaimRow[]): string {
  const lines = [
    COLUMNS.map(([name]) => name),
    ...rows.map((row) => COLUMNS.map(([, cell]) => csvField(cell(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Claims as JSON: the rows with ISO instants. */
export function formatClaimsJson(rows: readonly ClaimRow[]): string {
  const items = rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  return `${JSON.stringify(items, null, 2)}\n`;
}

export type ListClaimsOptions = { eventId: string; contestId: string | null; format: Format };

/** The export text; CliError for an unknown event or contest. */
export async function listClaims(
  db: Db,
  options: ListClaimsOptions,
): Promise<{ text: string; count: number }> {
  if (!(await getEvent(db, options.eventId))) throw new CliError(`Unknown event "${options.eventId}".`);
  if (options.contestId !== null && !(await getContest(db, options.eventId, options.contestId))) {
    throw new CliError(`Unknown contest "${options.contestId}" of event "${options.eventId}".`);
  }
  const rows = await findClaims(db, options.eventId, options.contestId);
  const text = options.format === 'csv' ? formatClaimsCsv(rows) : formatClaimsJson(rows);
  return { text, count: rows.length };
}

export async function runClaims(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      event: { type: 'string' },
      contest: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
    },
  });
  if (positionals[0] !== 'list' || positionals.length > 1) {
    throw new CliError(`Usage: finishline claims list …\n\n${CLAIMS_USAGE}`, 2);
  }
  if (!values.event) throw new CliError('--event is required.', 2);
  const format = FORMATS.find((name) => name === values.format);
  if (!format) throw new CliError('--format must be csv or json.', 2);

  const db = await createDb();
  try {
    const { text, count } = await listClaims(db, {
      eventId: values.event,
      contestId: values.contest ?? null,
      format,
    });
    if (values.out) {
      await writeFile(values.out, text);
      console.log(`Wrote ${count} claim${count === 1 ? '' : 's'} to ${values.out}.`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await db.close();
  }
}
