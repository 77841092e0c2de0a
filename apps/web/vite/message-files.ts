/**
 * Each locale's messages as one static file for the browser (ADR 018): compiled as the server compiles
 * them (app/lib/i18n/compile-messages.ts), named by a hash of the content
 * (`/assets/messages/ar-<hash>.json`), so the origin serves it with the build's other hashed assets:
 * immutable, cached for a year, gzipped. Both bundles get the URLs as `__MESSAGE_FILES__`; the page
 * preloads its locale's file and entry.client.tsx awaits it before hydrating. The dev server compiles
 * the file afresh on every request instead.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { NAMESPACES } from '../app/lib/i18n/catalog.ts';
import { compileCatalog } from '../app/lib/i18n/compile-messages.ts';
import { INTL_LOCALES, LOCALES, type Locale } from '../app/lib/i18n/locales.ts';

const DEV_PATH = '/__messages/';

/** The content of `locale`'s file: its compiled messages as JSON. */
export function messagesFile(localesDir: string, locale: Locale): string {
  const files = Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')),
    ]),
  );
  return JSON.stringify(compileCatalog(files, INTL_LOCALES[locale], locale));
}

export function messageFiles(localesDir: string): Plugin {
  const built = new Map<string, string>();
  return {
    name: 'finishline:message-files',
    config(config, { command }) {
      const base = config.base ?? '/';
      const urls: Partial<Record<Locale, string>> = {};
      for (const locale of LOCALES) {
        if (command !== 'build') {
          urls[locale] = `${base}${DEV_PATH.slice(1)}${locale}.json`;
          continue;
        }
        const source = messagesFile(localesDir, locale);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        const fileName = `assets/messages/${locale}-${hash}.json`;
        built.set(fileName, source);
        urls[locale] = `${base}${fileName}`;
      }
      return { define: { __MESSAGE_FILES__: JSON.stringify(urls) } };
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (req, res, next) => {
        const name = /^\/([a-z]+)\.json$/.exec(req.url ?? '')?.[1];
        const locale = LOCALES.find((candidate) => candidate === name);
        if (!locale) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(messagesFile(localesDir, locale));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of built) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
