/**
 * Every path @finishline/contract's page-paths builds is a page of routes.ts, in every language: a renamed route
 * or a builder that drifts from it fails here, not as a 404 in a visitor's hands.
 */
import {
  comparePagePath,
  CONTEST_TABS,
  contestPath,
  developersPath,
  embedContestPath,
  eventContestsPath,
  eventPath,
  eventsPath,
  localizePath,
  myRunnersPath,
  participantPath,
  participantsPath,
} from '@finishline/contract/page-paths';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { LOCALES } from './i18n/locales';

type ConfigRoute = { file: string; path?: string; index?: boolean; children?: ConfigRoute[] };

function toRouteObjects(config: readonly ConfigRoute[]): RouteObject[] {
  return config.map((route) =>
    route.index
      ? { id: route.file, index: true }
      : { id: route.file, path: route.path, children: toRouteObjects(route.children ?? []) },
  );
}

const routeObjects = toRouteObjects(routes as ConfigRoute[]);

/** The page file that renders `path`. */
function pageOf(path: string): string | undefined {
  return matchRoutes(routeObjects, path.split('?')[0] ?? path)?.at(-1)?.route.id;
}

const PAGES: [string, string][] = [
  [eventsPath(), 'routes/events.tsx'],
  [developersPath(), 'routes/developers.tsx'],
  [eventPath('casa 26'), 'routes/event-detail.tsx'],
  [eventContestsPath('casa 26'), 'routes/event-contests.tsx'],
  [contestPath('casa 26', '10k'), 'routes/contest-index.tsx'],
  ...CONTEST_TABS.map((tab): [string, string] => [
    contestPath('casa 26', '10/k', tab),
    `routes/contest-${tab}.tsx`,
  ]),
  [comparePagePath('casa 26', '10k'), 'routes/contest-compare.tsx'],
  [participantsPath('casa 26', { q: 'a b' }), 'routes/participants.tsx'],
  [participantPath('casa 26', 'p/1'), 'routes/participant.tsx'],
  [myRunnersPath('casa 26'), 'routes/event-my-runners.tsx'],
  [embedContestPath('casa 26', '10k'), 'routes/embed-contest.tsx'],
];

describe('page paths', () => {
  it.each(LOCALES)('lead to their pages in %s', (locale) => {
    for (const [path, file] of PAGES) expect(pageOf(localizePath(locale, path)), path).toBe(file);
  });
});
