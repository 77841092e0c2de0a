/**
 * `finishline privacy hide|show`: the organiser's flag that shows a participant anonymously (docs/privacy.md), for
 * a participant who asked through the claim form (`claims list` shows the request) or directly. Hiding empties
 * the stored name at once and makes every cached answer of the contest stale; showing clears the flag, and the
 * name comes back with the next import of the organiser's file.
 */
import { parseArgs } from 'node:util';
import { createDb, type Db, getEvent, type NameHiddenOutcome, setNameHidden } from '@finishline/db';
import { CliError } from '../cli-error.js';
import { purgingChanges } from '../edge-purge.js';

export const PRIVACY_USAGE = `  privacy hide|show --event <id> --participant <id>
      Show a participant anonymously (their name is erased from the database), or by name again from the
      next import of the file that holds it.`;

export type PrivacyAction = 'hide' | 'show';

/** Sets the flag; CliError for an unknown event or participant. */
export async function changeNameHidden(
  db: Db,
  action: PrivacyAction,
  ref: { eventId: string; participantId: string },
): Promise<NonNullable<NameHiddenOutcome>> {
  if (!(await getEvent(db, ref.eventId))) throw new CliError(`Unknown event "${ref.eventId}".`);
  const outcome = await setNameHidden(db, ref, action === 'hide');
  if (!outcome) throw new CliError(`Unknown participant "${ref.participantId}" of event "${ref.eventId}".`);
  return outcome;
}

/** What the command says once done. */
export function describeOutcome(action: PrivacyAction, participantId: string, changed: boolean): string {
  if (!changed)
    return `Participant ${participantId} was already ${action === 'hide' ? 'anonymous' : 'shown by name'}.`;
  return action === 'hide'
    ? `Participant ${participantId} is now anonymous: their name was erased from the database.`
    : `Participant ${participantId} will be shown by name again from the next import of the file holding it.`;
}

export async function runPrivacy(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { event: { type: 'string' }, participant: { type: 'string' } },
  });
  const action = positionals[0];
  if ((action !== 'hide' && action !== 'show') || positionals.length > 1) {
    throw new CliError(`Usage: finishline privacy hide|show …\n\n${PRIVACY_USAGE}`, 2);
  }
  if (!values.event) throw new CliError('--event is required.', 2);
  if (!values.participant) throw new CliError('--participant is required.', 2);
  const db = await createDb();
  try {
    const { changed } = await purgingChanges(db, () =>
      changeNameHidden(db, action, { eventId: values.event ?? '', participantId: values.participant ?? '' }),
    );
    console.log(describeOutcome(action, values.participant, changed));
  } finally {
    await db.close();
  }
}
