/**
 * The message catalogs (app/locales/<locale>/<namespace>.json) in the server process, compiled once
 * per locale (compile-messages.ts). The browser gets the same compiled messages as a static file
 * (vite/message-files.ts), never as loader data.
 */
import { type Messages, NAMESPACES, type Namespace } from './catalog';
import { compileCatalog, toStringRecord } from './compile-messages';
import { INTL_LOCALES, LOCALES, type Locale } from './locales';

const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

function fileOf(locale: Locale, namespace: Namespace): unknown {
  return files[`../../locales/${locale}/${namespace}.json`];
}

/** Raw catalogs: locale → namespace → key → ICU message. */
export function readCatalogs(): Record<Locale, Record<Namespace, Record<string, string>>> {
  const result = {} as Record<Locale, Record<Namespace, Record<string, string>>>;
  for (const locale of LOCALES) {
    const namespaces = {} as Record<Namespace, Record<string, string>>;
    for (const namespace of NAMESPACES) {
      namespaces[namespace] = toStringRecord(fileOf(locale, namespace), `${locale}/${namespace}`);
    }
    result[locale] = namespaces;
  }
  return result;
}

const compiled = new Map<Locale, Messages>();

/** Every message of `locale`, compiled, keyed `namespace.key`. */
export function getMessages(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    const namespaces = Object.fromEntries(
      NAMESPACES.map((namespace) => [namespace, fileOf(locale, namespace)]),
    );
    messages = compileCatalog(namespaces, INTL_LOCALES[locale], locale);
    compiled.set(locale, messages);
  }
  return messages;
}
