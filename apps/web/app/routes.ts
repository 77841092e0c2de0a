/**
 * Every page exists in English with no prefix and under /es, /fr and /ar: one route tree under
 * an optional `:lang?` segment, validated in routes/locale.tsx (an unknown prefix is a 404).
 */
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('build-id.json', 'routes/build-id.ts'),
  route(':lang?', 'routes/locale.tsx', [
    index('routes/events.tsx'),
    route('event/:eventId', 'routes/event.tsx', [
      index('routes/event-detail.tsx'),
      route('contest', 'routes/event-contests.tsx'),
      route('contest/:contestId', 'routes/contest.tsx', [
        index('routes/contest-index.tsx'),
        route('information', 'routes/contest-information.tsx'),
        route('startlist', 'routes/contest-startlist.tsx'),
        route('tracking', 'routes/contest-tracking.tsx'),
        route('results', 'routes/contest-results.tsx'),
        route('live', 'routes/contest-live.tsx'),
        route('contact', 'routes/contest-contact.tsx'),
      ]),
      route('contest/:contestId/compare', 'routes/contest-compare.tsx'),
      route('participants', 'routes/participants.tsx'),
      route('participants/:participantId', 'routes/participant.tsx'),
      route('my-runners', 'routes/event-my-runners.tsx'),
    ]),
    // The results widget organisers frame on their own sites (docs/embed.md), and its documentation page.
    route('embed/event/:eventId/contest/:contestId', 'routes/embed-contest.tsx'),
    route('developers', 'routes/developers.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
