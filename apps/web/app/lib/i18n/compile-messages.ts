/**
 * Turns a locale's catalog files into the messages a page renders with: messages with ICU syntax are
 * parsed into ASTs, so the browser never needs the parser. The server compiles in process
 * (catalogs.server.ts) and the build writes the same output into each locale's static file
 * (vite/message-files.ts): one function, so both sides render the same text. The build's Vite config
 * loads this module too, hence no relative imports but types.
 */
import IntlMessageFormat from 'intl-messageformat';
import type { CompiledMessage, Messages } from './catalog';

/** A catalog file's content, checked: every value a string. */
export function toStringRecord(value: unknown, name: string): Record<string, string> {
  if (typeof value !== 'object' || value === null) throw new Error(`Missing catalog ${name}.json`);
  const record: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string') throw new Error(`${name}.json: ${key} is not a string`);
    record[key] = message;
  }
  return record;
}

/** Compiles one ICU message for `intlLocale` (INTL_LOCALES): a plain string when it has no syntax, else its AST. */
export function compileMessage(message: string, intlLocale: string): CompiledMessage {
  if (!/[{}'<]/.test(message)) return message;
  return new IntlMessageFormat(message, intlLocale, undefined, { ignoreTag: true }).getAst();
}

/**
 * Every message of a locale, compiled and keyed `namespace.key`, from its files (namespace → parsed
 * JSON, in NAMESPACES order); `name` is the locale, for errors.
 */
export function compileCatalog(
  files: Readonly<Record<string, unknown>>,
  intlLocale: string,
  name: string,
): Messages {
  const messages: Record<string, CompiledMessage> = {};
  for (const [namespace, file] of Object.entries(files)) {
    for (const [key, message] of Object.entries(toStringRecord(file, `${name}/${namespace}`))) {
      messages[`${namespace}.${key}`] = compileMessage(message, intlLocale);
    }
  }
  return messages;
}
