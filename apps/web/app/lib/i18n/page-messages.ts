/**
 * The compiled messages pages render with, by locale. They are never loader data (ADR 018): the server
 * holds every catalog in process (the root loader puts its page's here), and the browser fetches its
 * locale's static file — preloaded from the page's <head> — before it hydrates, and another locale's
 * before a language switch shows it (the root's clientLoader).
 */
import type { Messages } from './catalog';
import type { Locale } from './locales';

const ready = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** The URL of `locale`'s messages file: content-hashed, immutable (vite/message-files.ts). */
export function messagesFileUrl(locale: Locale): string {
  const url = __MESSAGE_FILES__[locale];
  if (!url) throw new Error(`No messages file for ${locale}`);
  return url;
}

/** The messages of `locale`, when this process already has them. */
export function messagesOf(locale: Locale): Messages | undefined {
  return ready.get(locale);
}

/** Keeps the compiled messages of `locale` (the server's, from its own catalogs). */
export function keepMessages(locale: Locale, messages: Messages): void {
  ready.set(locale, messages);
}

async function fetchMessages(locale: Locale): Promise<Messages> {
  const url = messagesFileUrl(locale);
  // The same request as the page's <link rel="preload" as="fetch" crossorigin>, so it is served from there.
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`[i18n] ${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`[i18n] ${url} is not a catalog`);
  // Our own build's file, compiled from the typed catalogs.
  return body as Messages;
}

/** The messages of `locale`, fetched once (a failed fetch may be tried again). */
export function loadMessages(locale: Locale): Promise<Messages> {
  const messages = ready.get(locale);
  if (messages) return Promise.resolve(messages);
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetchMessages(locale).then(
      (fetched) => {
        ready.set(locale, fetched);
        return fetched;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
