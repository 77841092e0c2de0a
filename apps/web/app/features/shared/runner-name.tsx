/**
 * A participant's name as pages show it. The API gives an empty name for a participant the organiser shows
 * anonymously (docs/privacy.md): they read "Anonymous runner" in the page's language, never a blank.
 */
import { useT } from '../../lib/i18n/i18n-context';
import { type Translate } from '../../lib/i18n/translator';

/** The name to print: the participant's, or the anonymous label. */
export function runnerLabel(name: string, t: Translate): string {
  return name.trim() === '' ? t('common.runner.anonymous') : name;
}

/** `runnerLabel` bound to the page's language. */
export function useRunnerLabel(): (name: string) => string {
  const t = useT();
  return (name) => runnerLabel(name, t);
}

/** The name, isolated for bidirectional text; the anonymous label is set in italics to read as a label. */
export function RunnerName({ name, className }: { name: string; className?: string }) {
  const t = useT();
  const isAnonymous = name.trim() === '';
  const classes = [className, isAnonymous ? 'italic' : ''].filter(Boolean).join(' ');
  return <bdi className={classes || undefined}>{runnerLabel(name, t)}</bdi>;
}
