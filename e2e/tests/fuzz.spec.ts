/**
 * No request a visitor can type yields a 500 (issue "race day's long tail"): fast-check draws paths of every route
 * of the site and the API — ids that exist, ids that cannot (percent junk, slashes, dots, control characters, very
 * long, any script), language prefixes real and not — with queries of known and unknown names and any values, under
 * every method, and sends them raw (node:http: no client tidies the path). Each answer must be below 500.
 */
import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { WEB_PORT } from '../support/site';

const EVENT = 'marrakech-marathon';
const CONTEST = 'marathon';
const PARTICIPANT = '4435';

/** Route templates of the site (apps/web/app/routes.ts) and the API (its OpenAPI paths), `:x` to be filled. */
const ROUTES = [
  '/',
  '/event/:e',
  '/event/:e/contest',
  '/event/:e/contest/:c',
  '/event/:e/contest/:c/information',
  '/event/:e/contest/:c/startlist',
  '/event/:e/contest/:c/tracking',
  '/event/:e/contest/:c/results',
  '/event/:e/contest/:c/live',
  '/event/:e/contest/:c/contact',
  '/event/:e/contest/:c/compare',
  '/event/:e/participants',
  '/event/:e/participants/:p',
  '/event/:e/my-runners',
  '/embed/event/:e/contest/:c',
  '/developers',
  '/robots.txt',
  '/sitemap.xml',
  '/api/events',
  '/api/events/filters',
  '/api/events/:e',
  '/api/events/:e/contests',
  '/api/events/:e/contests/:c',
  '/api/events/:e/contests/:c/results',
  '/api/events/:e/contests/:c/participants',
  '/api/events/:e/contests/:c/tracking',
  '/api/events/:e/contests/:c/coming-next',
  '/api/events/:e/contests/:c/live/snapshot',
  '/api/events/:e/contests/:c/course',
  '/api/events/:e/contests/:c/results.csv',
  '/api/events/:e/participants/:p',
  '/api/events/:e/participants/:p/certificate.pdf',
  '/api/events/:e/search/participants',
  '/api/v1/events/:e/contests/:c/results',
  '/api/event-types',
  '/api/countries',
];

const PARAMS = [
  'page',
  'pageSize',
  'gender',
  'ageGroup',
  'nation',
  'club',
  'status',
  'checkpoint',
  'ranking',
  'ageGradeMin',
  'q',
  'text',
  'bib',
  'bibs',
  'find',
  'highlight',
  'others',
  'locale',
  'period',
  'sort',
  'top',
  'theme',
  'live',
  'contest',
  'runners',
  'add',
  'after',
  'limit',
  'type',
  'country',
  'city',
  'index',
  '_routes',
  'x',
  '__proto__',
  'constructor',
];

/** A path segment: a real id, or anything a visitor could type. */
const segment = (real: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(real) },
    fc.constantFrom(
      '%',
      '%zz',
      '%2f',
      '%2F..%2F',
      '..',
      '.',
      '%00',
      '%0a',
      'a%23b',
      '%3f',
      '~',
      '-',
      '%E2%80%AE',
      encodeURIComponent('ⓐ'),
      encodeURIComponent('مراكش'),
    ),
    fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
    fc.string({ minLength: 130, maxLength: 300 }).map((text) => encodeURIComponent(text)),
  );

const query = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PARAMS) }, fc.string({ maxLength: 8 })),
      fc.oneof(
        fc.constantFrom(
          '',
          '1',
          '0',
          '-1',
          '999999999',
          '1e9',
          'NaN',
          'm',
          'f',
          'x',
          'finished',
          'km30',
          'ageGrade',
          'es',
          'ar',
        ),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.string({ minLength: 200, maxLength: 400 }),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&'),
  );

const path = fc
  .record({
    route: fc.constantFrom(...ROUTES),
    prefix: fc.constantFrom('', '', '/es', '/fr', '/ar', '/xx', '/%'),
    e: segment(EVENT),
    c: segment(CONTEST),
    p: segment(PARTICIPANT),
    query,
    suffix: fc.constantFrom('', '', '/', '.data', '//'),
  })
  .map(({ route, prefix, e, c, p, query: text, suffix }) => {
    const filled = route.replace(':e', e).replace(':c', c).replace(':p', p);
    const base = route.startsWith('/api') || route.includes('.') ? filled : `${prefix}${filled}${suffix}`;
    return text ? `${base}?${text}` : base;
  });

/** One raw request: the status, or 0 when the connection broke. */
function send(method: string, target: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: WEB_PORT,
        path: target,
        method,
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.setTimeout(20_000, () => req.destroy());
    req.end(method === 'POST' ? 'bib=1' : undefined);
  });
}

test('no path, query or method a visitor can send yields a 500', async () => {
  test.setTimeout(240_000);
  await fc.assert(
    fc.asyncProperty(
      path,
      fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'TRACE', 'DELETE'),
      async (target, method) => {
        const status = await send(method, target);
        expect(status, `${method} ${target}`).toBeGreaterThan(0);
        expect(status, `${method} ${target}`).toBeLessThan(500);
      },
    ),
    { numRuns: 400 },
  );
});
