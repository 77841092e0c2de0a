/** Sentences of the compare page built from several runners: the title's "A vs B" and the chart's summary. */
import type { PrecisionValue } from '@finishline/contract';
import { INTL_LOCALES, type Locale } from '../../lib/i18n/locales';
import { tidySpaces } from '../../lib/i18n/tidy-spaces';
import type { Translate } from '../../lib/i18n/translator';
import { checkpointName } from '../shared/checkpoint-name';
import { formatDiff, isolate } from '../shared/format-result';
import { type CompareRow, lastComparison } from './compare-data';

// A checkpoint's name as every page shows it.
export { checkpointName };

/** `A vs B vs C`, in the page's language. */
export function versus(t: Translate, names: readonly string[]): string {
  const [first, ...rest] = names;
  return rest.reduce((text, name) => t('compare.meta.versus', { first: text, second: name }), first ?? '');
}

/** `A, B and C`: the locale's own list. */
function list(items: readonly string[], locale: Locale): string {
  return tidySpaces(new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(items));
}

/** "At Finish, A is ahead of B (+1:23) and C (+4:56)."; empty when no checkpoint has two times. */
export function chartSummary(
  t: Translate,
  locale: Locale,
  rows: readonly CompareRow[],
  names: readonly string[],
  precisionMs: PrecisionValue,
): string {
  const last = lastComparison(rows);
  if (!last) return '';
  const [leader, ...others] = last.gaps;
  return t('compare.chart.summary', {
    checkpoint: isolate(checkpointName(t, last)),
    leader: isolate(names[leader?.index ?? 0] ?? ''),
    others: list(
      others.map((other) =>
        t('compare.chart.behind', {
          name: isolate(names[other.index] ?? ''),
          gap: isolate(formatDiff(other.gapMs, precisionMs)),
        }),
      ),
      locale,
    ),
  });
}
