/** `finishline demo`: load the deterministic demo data set, or write it to a file. */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { todayInZone } from '@finishline/core';
import { createDb, type Db, upsertBundle } from '@finishline/db';
import { serializeBundle } from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { generateDemo } from '../demo/generate-demo.js';
import { createProgress } from '../progress.js';

export async function runDemo(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      date: { type: 'string', default: demoToday() },
      scale: { type: 'string', default: '1' },
      out: { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new CliError('--date must be YYYY-MM-DD.', 2);
  if (!(scale > 0 && scale <= 10)) throw new CliError('--scale must be a number in (0, 10].', 2);

  const bundle = generateDemo({ referenceDate: values.date, scale });
  if (values.out) {
    await writeFile(values.out, serializeBundle(bundle));
    console.log(`Wrote the demo bundle to ${values.out}.`);
    return;
  }
  const db = await createDb();
  try {
    await loadDemo(db, values.date, scale);
  } finally {
    await db.close();
  }
}

/** Loads the demo set into an open database; used by `demo` and by `serve --demo` on first start. */
/**
 * "Today" for the demo: the day in Morocco, where its live event runs. The API decides what is live in each
 * event's own zone, so a UTC date would make tonight's race "completed" an hour before midnight UTC.
 */
export function demoToday(now = Date.now()): string {
  return todayInZone(now, 'Africa/Casablanca');
}

export async function loadDemo(db: Db, referenceDate: string, scale = 1): Promise<void> {
  const started = Date.now();
  const bundle = generateDemo({ referenceDate, scale });
  await upsertBundle(db, bundle, { onProgress: createProgress() });
  console.log(
    `Loaded the demo data: ${bundle.events.length} events, ${bundle.contests.length} contests, ` +
      `${bundle.participants.length.toLocaleString('en')} participants, ` +
      `${bundle.passings.length.toLocaleString('en')} passings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
