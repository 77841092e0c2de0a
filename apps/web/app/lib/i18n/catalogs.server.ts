/**
 * Loads the message catalogs (app/locales/<locale>/<namespace>.json) and compiles them once:
 * messages with ICU syntax are parsed here, so the browser gets ASTs and never needs the parser.
 */
import IntlMessageFormat from 'intl-messageformat';
import { type CompiledMessage, type Messages, NAMESPACES, type Namespace } from './catalog';
import { INTL_LOCALES, LOCALES, type Locale } from './locales';

const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Raw catalogs: locale → namespace → key → ICU message. */
export function readCatalogs(): Record<Locale, Record<Namespace, Record<string, string>>> {
  const result = {} as Record<Locale, Record<Namespace, Record<string, string>>>;
  for (const locale of LOCALES) {
    const namespaces = {} as Record<Namespace, Record<string, string>>;
    for (const namespace of NAMESPACES) {
      namespaces[namespace] = toStringRecord(
        files[`../../locales/${locale}/${namespace}.json`],
        `${locale}/${namespace}`,
      );
    }
    result[locale] = namespaces;
  }
  return result;
}

function toStringRecord(value: unknown, name: string): Record<string, string> {
  if (typeof value !== 'object' || value === null) throw new Error(`Missing catalog ${name}.json`);
  const record: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string') throw new Error(`${name}.json: ${key} is not a string`);
    record[key] = message;
  }
  return record;
}

/** Compiles one ICU message: a plain string when it has no syntax, else its AST. */
export function compileMessage(message: string, locale: Locale): CompiledMessage {
  if (!/[{}'<]/.test(message)) return message;
  return new IntlMessageFormat(message, INTL_LOCALES[locale], undefined, { ignoreTag: true }).getAst();
}

const compiled = new Map<Locale, Messages>();

/** Every message of `locale`, compiled, keyed `namespace.key`. */
export function getMessages(locale: Locale): Messages {
  const cached = compiled.get(locale);
  if (cached) return cached;
  const catalogs = readCatalogs()[locale];
  const messages: Record<string, CompiledMessage> = {};
  for (const namespace of NAMESPACES) {
    for (const [key, message] of Object.entries(catalogs[namespace])) {
      messages[`${namespace}.${key}`] = compileMessage(message, locale);
    }
  }
  compiled.set(locale, messages);
  return messages;
}
