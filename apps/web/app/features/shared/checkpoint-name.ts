/**
 * A checkpoint's name as the site shows it: a start or finish checkpoint that is just called "Start" or "Finish"
 * (the usual names, as in the demo data) gets the page's word for it (contest.checkpoint.*), the one every tab,
 * the participant page and the compare page use; any other name is the organiser's.
 */
import type { CheckpointKindCode } from '@finishline/contract';
import type { Translate } from '../../lib/i18n/translator';

type Named = { kind: CheckpointKindCode; name: string };

/** Whether a start or finish checkpoint just says "Start" or "Finish" (then shown translated). */
export function hasGenericName(checkpoint: Named): boolean {
  const name = checkpoint.name.trim().toLowerCase();
  if (checkpoint.kind === 'finish') return name === 'finish' || name === 'finish line';
  if (checkpoint.kind === 'start') return name === 'start' || name === 'start line';
  return false;
}

/** A checkpoint's name in the page's language when it is the generic one. */
export function checkpointName(t: Translate, checkpoint: Named): string {
  if (!hasGenericName(checkpoint)) return checkpoint.name;
  return checkpoint.kind === 'finish' ? t('contest.checkpoint.finish') : t('contest.checkpoint.start');
}
