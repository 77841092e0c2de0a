/**
 * Calendar files (iCalendar, RFC 5545): `…/{eventId}/calendar.ics` (a VEVENT per contest, or one all-day VEVENT
 * for an event without contests) and `…/contests/{contestId}/calendar.ics` (the contest alone), in the language of
 * `?locale=` with a link back to the site's page. Cached like the event and contest they describe; the choices
 * (UTC times, the estimated end) are explained in calendar-events.ts.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BinaryResponse,
  CalendarQuery,
  ContestParams,
  ErrorResponse,
  EventParams,
  type LocaleCode,
  contestPath,
  eventPath,
} from '@finishline/contract';
import { findContests, getContest, getContestVersion, getEvent, getEventVersion } from '@finishline/db';
import { type FastifyReply } from 'fastify';
import { answerEarly } from '../../lib/cache.js';
import { type CalendarContext, contestVevent, eventVevent, pageUrl } from './calendar-events.js';
import { renderCalendar } from './ics.js';
import {
  clockBucket,
  contestFreshness,
  contestTags,
  eventFreshness,
  eventTags,
  makeEtag,
  notFound,
} from '@finishline/reads';

export type CalendarRoutesOptions = {
  /** The public site's origin (PUBLIC_URL) for each VEVENT's URL; without it URL is left out (it must be absolute). */
  siteOrigin?: string | null;
};

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const notModified = { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' } as const;

function sendCalendar(reply: FastifyReply, filename: string, body: string): FastifyReply {
  return reply
    .type(CALENDAR_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

export const calendarRoutes: FastifyPluginAsyncTypebox<CalendarRoutesOptions> = async (app, options) => {
  const { db, now } = app.deps;
  const siteOrigin = options.siteOrigin ?? null;
  const contextAt = (nowMs: number, locale: LocaleCode): CalendarContext => ({
    stampMs: clockBucket(nowMs) * 900_000,
    siteOrigin,
    locale,
  });
  const localeDescription =
    ' In the language of `locale` (description, country name, distance), with the site’s page in that language ' +
    'as `URL` and on the description’s last line.';

  app.get(
    '/api/events/:eventId/calendar.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file: one VEVENT per contest',
        description:
          'Each contest from its start (UTC) to an estimated end (its distance at a slow pace for the sport, ' +
          'within the event’s last day); an event without contests is one all-day VEVENT over its dates. ' +
          'Stable UIDs `{contestId}.{eventId}@finishline` (or `{eventId}@finishline`), so importing again updates. ' +
          'Each VEVENT links the event page.' +
          localeDescription,
        params: EventParams,
        querystring: CalendarQuery,
        response: {
          200: BinaryResponse(['text/calendar'], 'An iCalendar (RFC 5545) file, UTF-8.'),
          304: notModified,
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const locale = request.query.locale ?? 'en';
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Event');
      const nowMs = now();
      const etag = makeEtag(['event-calendar', eventId, version.key, clockBucket(nowMs), siteOrigin, locale]);
      if (
        answerEarly(
          request,
          reply,
          etag,
          eventFreshness(version.event, version.contests, nowMs),
          eventTags(eventId),
        )
      )
        return reply;
      // Not JSON: the response cache (which answers as JSON) must not keep it. Building it costs two queries.
      reply.cacheKey = null;
      const event = await getEvent(db, eventId);
      if (!event) throw notFound('Event');
      const contests = await findContests(db, eventId);
      const context = contextAt(nowMs, locale);
      const link = { kind: 'event', url: pageUrl(context, eventPath(eventId)) } as const;
      const components =
        contests.length === 0
          ? [eventVevent(event, context)]
          : contests.map((contest) => contestVevent(contest, event, context, link));
      return sendCalendar(reply, `${eventId}.ics`, renderCalendar(components));
    },
  );

  app.get(
    '/api/events/:eventId/contests/:contestId/calendar.ics',
    {
      schema: {
        tags: ['contests'],
        summary: 'The contest as an iCalendar file: one VEVENT',
        description:
          'From the contest’s start (UTC) to an estimated end: its distance at a slow pace for the sport, at ' +
          'least an hour, within the event’s last day. UID `{contestId}.{eventId}@finishline`, as in the ' +
          'event’s file. It links the contest’s page.' +
          localeDescription,
        params: ContestParams,
        querystring: CalendarQuery,
        response: {
          200: BinaryResponse(['text/calendar'], 'An iCalendar (RFC 5545) file, UTF-8.'),
          304: notModified,
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const locale = request.query.locale ?? 'en';
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const nowMs = now();
      const etag = makeEtag([
        'contest-calendar',
        eventId,
        contestId,
        version.eventKey,
        clockBucket(nowMs),
        siteOrigin,
        locale,
      ]);
      if (
        answerEarly(
          request,
          reply,
          etag,
          contestFreshness(version.clock, nowMs),
          contestTags(eventId, contestId),
        )
      )
        return reply;
      reply.cacheKey = null;
      const [event, contest] = await Promise.all([getEvent(db, eventId), getContest(db, eventId, contestId)]);
      if (!event || !contest) throw notFound('Contest');
      const context = contextAt(nowMs, locale);
      const link = { kind: 'contest', url: pageUrl(context, contestPath(eventId, contestId)) } as const;
      const body = renderCalendar([contestVevent(contest, event, context, link)]);
      return sendCalendar(reply, `${eventId}-${contestId}.ics`, body);
    },
  );
};
