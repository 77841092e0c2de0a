/**
 * "Did you mean A, B or C?" with each name a link: the sentence is translated with a marker where the list goes,
 * and the list is the locale's own "or" list (Intl.ListFormat), so translators keep the word order and Arabic
 * gets "أو" — and the names can still become links.
 */
import { tidySpaces } from '../../lib/i18n/tidy-spaces';
import { INTL_LOCALES, type Locale } from '../../lib/i18n/locales';

/** A piece of the sentence: text as is, or the name at `index` of the suggestions. */
export type SuggestionPart = { text: string } | { index: number };

/** Stands for the list in the translated sentence (a private-use character no message contains). */
export const LIST_MARKER = '\uE000';

/** The parts of `sentence` (translated with `LIST_MARKER` for the list) with `names` in place of the marker. */
export function suggestionParts(
  sentence: string,
  names: readonly string[],
  locale: Locale,
): SuggestionPart[] {
  const at = sentence.indexOf(LIST_MARKER);
  if (names.length === 0 || at < 0) return [];
  const parts: SuggestionPart[] = [];
  const push = (text: string) => {
    if (text !== '') parts.push({ text });
  };
  push(sentence.slice(0, at));
  let index = 0;
  for (const part of new Intl.ListFormat(INTL_LOCALES[locale], { type: 'disjunction' }).formatToParts(
    names,
  )) {
    if (part.type === 'element') parts.push({ index: index++ });
    else push(tidySpaces(part.value));
  }
  push(sentence.slice(at + LIST_MARKER.length));
  return parts;
}
