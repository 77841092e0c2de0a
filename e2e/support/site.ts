/** What the tests know about the site: its routes, locales and catalogs. */
import { readdirSync, readFileSync } from 'node:fs';

export const LOCALES = ['en', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const HTML_LANG: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', ar: 'ar-MA' };
type Catalog = Record<string, string>;
const localesDir = new URL('../../apps/web/app/locales/', import.meta.url);

function readCatalog(locale: Locale): Catalog {
  const catalog: Catalog = {};
  for (const file of readdirSync(new URL(`${locale}/`, localesDir))) {
    const namespace = file.replace(/\.json$/, '');
    const messages: unknown = JSON.parse(readFileSync(new URL(`${locale}/${file}`, localesDir), 'utf8'));
    if (typeof messages !== 'object' || messages === null) continue;
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') catalog[`${namespace}.${key}`] = value;
    }
  }
  return catalog;
}

/** Every message of each locale, keyed `namespace.key` as in the app. */
export const CATALOGS: Record<Locale, Catalog> = {
  en: readCatalog('en'),
  es: readCatalog('es'),
  fr: readCatalog('fr'),
  ar: readCatalog('ar'),
};

export function msg(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = CATALOGS[locale][key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export const EVENT_ID = 'duathlon-lyon';
export const EVENT_NAME = 'Duathlon de Lyon';
export const CONTEST_ID = 'sprint';
export const PARTICIPANT_ID = '1001';
export const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;

/** Slows the stand-in API for paths starting with `match` (0 turns it off). */
export async function setApiDelay(ms: number, match = ''): Promise<void> {
  await fetch(`${API_URL}/__mock/delay?ms=${ms}&match=${encodeURIComponent(match)}`);
}

/** Opens a page and waits until React has hydrated it (client navigation and handlers work). */
export async function gotoHydrated(page: import('@playwright/test').Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
