import { isbot } from 'isbot';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ErrorPage, errorStatus, errorWords, missingKindOf } from './features/layout/error-page';
import { StaleNotice } from './features/layout/stale-notice';
import { LoadingNotice } from './features/layout/loading-notice';
import { SiteFooter } from './features/layout/site-footer';
import { SiteHeader } from './features/layout/site-header';
import { useNavigationGuard } from './lib/client/navigation-guard';
import { type EmbedTheme, isEmbedPath, parseEmbedQuery } from './lib/embed';
import { reloadOnce } from './lib/client/reload-guard';
import { getMessages } from './lib/i18n/catalogs.server';
import { detectLocale } from './lib/i18n/detect-locale';
import { I18nProvider, useT } from './lib/i18n/i18n-context';
import {
  DEFAULT_LOCALE,
  HTML_LANGS,
  type Locale,
  localeOfPath,
  localizePath,
  splitLocalePath,
  textDirection,
} from './lib/i18n/locales';
import { keepMessages, loadMessages, messagesFileUrl, messagesOf } from './lib/i18n/page-messages';
import { pageTitle, translatorFor } from './lib/seo';
import { siteOrigin } from './lib/site-origin.server';
import { EMBED_THEME_SCRIPT } from './lib/theme/embed-theme-script';
import { THEME_SCRIPT } from './lib/theme/theme-script';

export function loader({ request, url }: Route.LoaderArgs) {
  const { prefix, rest } = splitLocalePath(url.pathname);
  // The results widget is in the language of its URL, English without a prefix, whoever views it.
  if (isEmbedPath(url.pathname)) {
    const locale = prefix ?? DEFAULT_LOCALE;
    keepMessages(locale, getMessages(locale));
    return { locale, origin: siteOrigin() };
  }
  const isBot = isbot(request.headers.get('user-agent'));
  const { locale } = detectLocale({
    prefix,
    cookieHeader: request.headers.get('cookie'),
    // Crawlers always get the page at the URL they asked for.
    acceptLanguage: isBot ? null : request.headers.get('accept-language'),
  });
  if (!prefix && locale !== DEFAULT_LOCALE) {
    throw redirect(`${localizePath(locale, rest)}${url.search}`, {
      headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' },
    });
  }
  // The page renders with the catalog in process; the browser fetches its static file (ADR 018).
  keepMessages(locale, getMessages(locale));
  return { locale, origin: siteOrigin() };
}

/**
 * Runs when the root revalidates in the browser, i.e. on a language switch: the new language shows
 * once its messages have arrived too. Should they fail to load, a full page load of the destination
 * (once; reload-guard.ts) rather than a page without words.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const messages = loadMessages(localeOfPath(url.pathname)).catch((error: unknown) => {
    console.error(error);
    if (reloadOnce(`${url.pathname}${url.search}`)) return new Promise<never>(() => {});
    throw error;
  });
  const [data] = await Promise.all([serverLoader(), messages]);
  return data;
}

/** The root's data only changes with the language, i.e. with the URL prefix. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return splitLocalePath(currentUrl.pathname).prefix !== splitLocalePath(nextUrl.pathname).prefix;
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const status = errorStatus(isRouteErrorResponse(error) ? error.status : 500);
  const key = errorWords(status, isRouteErrorResponse(error) ? missingKindOf(error.data) : null).title;
  return [
    { title: pageTitle(loaderData, translatorFor(loaderData)(key)) },
    { name: 'robots', content: 'noindex' },
  ];
}

const NO_MESSAGES = {};

// The theme scripts run from the server's HTML, before first paint. React leaves a script's text alone when it
// hydrates, so the browser's bundle goes without them.
const themeScript = import.meta.env.SSR ? THEME_SCRIPT : '';
const embedThemeScript = import.meta.env.SSR ? EMBED_THEME_SCRIPT : '';

const COLOR_SCHEME: Record<EmbedTheme, string> = { auto: 'light dark', light: 'light', dark: 'dark' };

/**
 * The results widget's document (docs/embed.md): framed by other sites, so no header, footer or skip link, and the
 * theme its URL asks for (`theme=`), never the site's stored one — rendered by the server for light and dark, and
 * by a script of its own before first paint for auto. Also around its 404.
 */
function EmbedDocument({
  locale,
  theme,
  children,
}: {
  locale: Locale;
  theme: EmbedTheme;
  children: ReactNode;
}) {
  return (
    <html
      lang={HTML_LANGS[locale]}
      dir={textDirection(locale)}
      className={theme === 'dark' ? 'dark' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={COLOR_SCHEME[theme]} />
        <meta name="robots" content="noindex" />
        {theme === 'auto' ? (
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: embedThemeScript }} />
        ) : null}
        <link rel="preload" as="fetch" href={messagesFileUrl(locale)} crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas font-sans text-fg antialiased">
        <I18nProvider locale={locale} messages={messagesOf(locale) ?? NO_MESSAGES}>
          <EmbedMain>{children}</EmbedMain>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The widget's landmark, named: the page that frames it has a main landmark of its own. */
function EmbedMain({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main id="main" aria-label={t('embed.label')}>
      {children}
    </main>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale = data?.locale ?? localeOfPath(location.pathname);
  // In the layout, not App: it also renders around the error page, whose links need the guard too.
  useNavigationGuard();
  if (isEmbedPath(location.pathname)) {
    const { theme } = parseEmbedQuery(new URLSearchParams(location.search));
    return (
      <EmbedDocument locale={locale} theme={theme}>
        {children}
      </EmbedDocument>
    );
  }
  return (
    <html lang={HTML_LANGS[locale]} dir={textDirection(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#131923" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* Fetched by entry.client.tsx before it hydrates; same request, so served from this preload. */}
        <link rel="preload" as="fetch" href={messagesFileUrl(locale)} crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (docs/alerts.md): the manifest, and the icon iOS puts on the Home Screen. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-canvas font-sans text-fg antialiased">
        <I18nProvider locale={locale} messages={messagesOf(locale) ?? NO_MESSAGES}>
          <SkipLink />
          <StaleNotice />
          <SiteHeader />
          <LoadingNotice />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * "Skip to content": a plain `#main` link without scripts; with them, it moves focus to the content without a new
 * history entry (a hash change the router did not make is a navigation its guard's blocker warns about).
 */
function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow-lg"
    >
      {t('common.skip')}
    </a>
  );
}

export default function App() {
  // Marks the document once React has taken over (tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const missing = isRouteErrorResponse(error) ? missingKindOf(error.data) : null;
  return <ErrorPage status={errorStatus(status)} path={location.pathname} missing={missing} />;
}
