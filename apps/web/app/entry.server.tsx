import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type EntryContext, type HandleDataRequestFunction, ServerRouter } from 'react-router';
import { createNonce, setSecurityHeaders } from './lib/csp.server';
import { isEmbedPath } from './lib/embed';
import { createLoadContext } from './lib/services.server';
import { detectLocale } from './lib/i18n/detect-locale';
import { splitLocalePath } from './lib/i18n/locales';

export const streamTimeout = 5_000;

/** The build id, as a header and as Server-Timing (which the page's scripts can read). */
function setBuildHeaders(headers: Headers): void {
  headers.set('X-Build-Id', __BUILD_ID__);
  headers.append('Server-Timing', `build;desc="${__BUILD_ID__}"`);
}

type ScheduleState = 'upcoming' | 'ongoing' | 'completed';

/** Seconds a visitor is asked to wait before trying a 503 page again (the API's RETRY_AFTER_SECONDS). */
const RETRY_AFTER_SECONDS = 5;

/**
 * How long a shared cache (the origin's own, a CDN) may keep a page, by what it shows: a contest or event on today
 * changes by the second, finished results only when the timer corrects them. Browsers always revalidate
 * (max-age=0), which the ETag makes a 304. A page the origin renders for its cache gets the shortest freshness of
 * the answers its loaders read instead (packages/server answer-tags.ts, ADR 032): this is what the other pages keep.
 */
const FRESHNESS: Record<ScheduleState | 'catalog', string> = {
  ongoing: 's-maxage=5, stale-while-revalidate=5',
  upcoming: 's-maxage=60, stale-while-revalidate=600',
  completed: 's-maxage=3600, stale-while-revalidate=86400',
  catalog: 's-maxage=60, stale-while-revalidate=600',
};

type WithState = { state?: ScheduleState };
type PageData = Record<
  string,
  | {
      contest?: WithState;
      event?: WithState & { contests?: WithState[] };
      detail?: { contest?: WithState };
    }
  | undefined
>;

/**
 * The schedule state a page is kept by, from the loaders' data: its contest's (a contest tab, the widget, a
 * participant's page); else live when any contest of its event is (an ultra past the event's last day), else the
 * event's; else the catalogue's.
 */
function stateOf(context: EntryContext): ScheduleState | 'catalog' {
  const data = context.staticHandlerContext.loaderData as PageData;
  const contest =
    data['routes/contest']?.contest?.state ??
    data['routes/embed-contest']?.contest?.state ??
    data['routes/participant']?.detail?.contest?.state;
  if (contest) return contest;
  const event = data['routes/event']?.event;
  if (event?.contests?.some((summary) => summary.state === 'ongoing')) return 'ongoing';
  return event?.state ?? 'catalog';
}

/** Headers every page and data response carries: the build id, and caching rules. */
function addCommonHeaders(request: Request, headers: Headers, status: number, context: EntryContext): void {
  setBuildHeaders(headers);
  if (status >= 400 || headers.has('Cache-Control')) {
    if (status >= 400) headers.set('Cache-Control', 'no-store');
    // The database is out of reach for a moment (lib/services.server.ts): say when to come back.
    if (status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return;
  }
  // Unprefixed URLs follow the locale cookie and Accept-Language (non-English visitors are redirected); the
  // widget's are English whoever views them (the organiser chose the language in its URL).
  const { pathname } = new URL(request.url);
  if (!splitLocalePath(pathname).prefix && !isEmbedPath(pathname))
    headers.append('Vary', 'Cookie, Accept-Language');
  headers.set('Cache-Control', `public, max-age=0, ${FRESHNESS[stateOf(context)]}`);
}

/**
 * What a page varies on besides its URL, for the origin's response cache (packages/server): the locale an
 * unprefixed URL resolves to from the locale cookie and Accept-Language; nothing for a prefixed one.
 */
export function cacheVariant(path: string, headers: Record<string, string | string[] | undefined>): string {
  const prefix = splitLocalePath(path).prefix;
  if (prefix || isEmbedPath(path)) return '';
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
  return detectLocale({
    prefix: null,
    cookieHeader: first(headers.cookie),
    acceptLanguage: first(headers['accept-language']),
  }).locale;
}

/**
 * The load context of a request, built by the one-origin server (packages/server) with the reads it shares with the
 * API: exported here so that the context keys are this build's own.
 */
export { createLoadContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const userAgent = request.headers.get('user-agent');
  const isCrawler = Boolean(userAgent && isbot(userAgent));
  addCommonHeaders(request, responseHeaders, responseStatusCode, routerContext);
  // A fresh nonce per response for React Router's and React's inline scripts (see lib/csp.server.ts).
  const nonce = createNonce();
  // The path decides whether other sites may frame the page: only the results widget's (lib/embed.ts).
  setSecurityHeaders(responseHeaders, nonce, new URL(request.url).pathname);

  // Crawlers get the status code of an error, never an error page (spec §8).
  if (request.method.toUpperCase() === 'HEAD' || (isCrawler && responseStatusCode >= 400)) {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    // Crawlers wait for the whole document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isCrawler || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          if (isShellRendered) console.error(error);
        },
      },
    );
  });
}

/** Data requests of client navigations carry the build id too, so a stale client can notice. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setBuildHeaders(response.headers);
  setSecurityHeaders(response.headers, undefined, new URL(request.url).pathname);
  return response;
};
