/**
 * Formats a compiled message (its ICU syntax parsed into an AST by compile-messages.ts) as intl-messageformat does,
 * for the syntax the catalogs use: arguments, `{n, number}`, `select`, and `plural` with `#`, exact cases (`=0`) and
 * an offset. The browser then needs none of intl-messageformat (7 kB of every page's first JavaScript): its parser
 * still compiles the catalogs, on the server and in the build, and format-message.test.ts formats every message of
 * every catalog both ways. Other syntax (dates, times, number styles, tags) throws: add it here first.
 */
import type { MessageAst, MessageValues } from './catalog';

type Element = MessageAst[number];

// @formatjs/icu-messageformat-parser's element types (its `TYPE`), checked by the test.
export const ELEMENT = { literal: 0, argument: 1, number: 2, select: 5, plural: 6, pound: 7 } as const;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

/** The case of a select or plural for `key`, else its `other` case (which the parser requires). */
function option(options: Record<string, { value: Element[] } | undefined>, key: string): Element[] {
  const chosen = (Object.hasOwn(options, key) ? options[key] : undefined) ?? options.other;
  if (!chosen) throw new Error(`No case for ${key}`);
  return chosen.value;
}

function formatElements(
  elements: readonly Element[],
  locale: string,
  values: MessageValues | undefined,
  pluralValue: number | undefined,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === ELEMENT.literal) text += element.value;
    else if (element.type === ELEMENT.pound)
      text += pluralValue === undefined ? '' : numberFormat(locale).format(pluralValue);
    else {
      if (!values || !(element.value in values)) throw new Error(`No value for ${element.value}`);
      const value = values[element.value];
      if (element.type === ELEMENT.argument) text += typeof value === 'number' || value ? String(value) : '';
      else if (element.type === ELEMENT.number && element.style === null)
        text += numberFormat(locale).format(Number(value));
      else if (element.type === ELEMENT.select)
        text += formatElements(option(element.options, String(value)), locale, values, undefined);
      else if (element.type === ELEMENT.plural) {
        const count = Number(value) - (element.offset || 0);
        const exact = `=${String(value)}`;
        const key = Object.hasOwn(element.options, exact)
          ? exact
          : pluralRule(locale, element.pluralType ?? 'cardinal').select(count);
        text += formatElements(option(element.options, key), locale, values, count);
      } else throw new Error(`Unsupported message syntax (element type ${element.type})`);
    }
  }
  return text;
}

/** The text of `message` in `locale` (an Intl tag: INTL_LOCALES) with `values`. */
export function formatMessage(message: MessageAst, locale: string, values?: MessageValues): string {
  return formatElements(message, locale, values, undefined);
}
