/**
 * The share card of a participant's result (the participant page's Open Graph / Twitter image) as a 1200×630 PNG in
 * the visitor's language: name, contest and event, the official time, places and splits — or, for anyone who has
 * not finished, their status and latest checkpoint (every participant page has a card). Cached like the
 * certificate: an ETag from the event's data version and the language, Cache-Control by the event's state, and the
 * rendered bytes kept in memory by ETag (a rendering costs ~20 ms). Kept out of the origin response cache too.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BinaryResponse,
  ErrorResponse,
  type LocaleCode,
  ParticipantParams,
  ShareCardQuery,
} from '@finishline/contract';
import { type Db, getEventVersion, getParticipantDetail, type ParticipantDetailRow } from '@finishline/db';
import { type ShareCardFacts, shareCardText } from '../../lib/certificate-text.js';
import { placeCounts } from '../../lib/finisher-counts.js';
import { createRenderedFiles } from '../../lib/rendered-files.js';
import { renderShareCardPng } from '../../lib/share-card-png.js';
import { wholeRacePaceMs } from '../../lib/whole-race-pace.js';
import { eventFreshness, eventTags, makeEtag, notFound, participantTag } from '@finishline/reads';

/** Memory for rendered cards (Latin-1 strings of the PNG bytes: their length is the byte count). A card is ~60 kB. */
const PNG_CACHE_BYTES = 32 * 1024 * 1024;

/** The card's facts: the certificate's, plus the status, the splits reached and the "of N" counts. */
async function factsOf(db: Db, row: ParticipantDetailRow): Promise<ShareCardFacts> {
  const { participant, event, contest, result } = row;
  const isFinisher = participant.status === 'finished' && result?.officialTimeMs != null;
  const { genderFinishers, ageGroupFinishers } = await placeCounts(db, row);
  return {
    name: participant.displayName,
    gender: participant.gender,
    bib: participant.bib,
    ageGroup: participant.ageGroup,
    eventName: event.name,
    city: event.city,
    country: event.country,
    timeZone: event.timeZone,
    contestName: contest.name,
    distanceM: contest.distanceM,
    startTime: contest.startTime,
    timeBasis: contest.timeBasis,
    precisionMs: contest.precisionMs,
    officialTimeMs: isFinisher ? (result?.officialTimeMs ?? null) : null,
    paceMs: wholeRacePaceMs(row),
    paceUnit: contest.paceUnit,
    overallPlace: result?.overallPlace ?? null,
    genderPlace: result?.genderPlace ?? null,
    ageGroupPlace: result?.ageGroupPlace ?? null,
    finisherCount: contest.finisherCount,
    timingCompany: contest.contact.timingCompany,
    status: participant.status,
    splits: row.splits.flatMap((split) =>
      split.isReached && split.fromStartMs !== null
        ? [{ name: split.name, fromStartMs: split.fromStartMs }]
        : [],
    ),
    genderFinishers,
    ageGroupFinishers,
  };
}

export const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  const files = createRenderedFiles(PNG_CACHE_BYTES);

  app.get(
    '/api/events/:eventId/participants/:participantId/card.png',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: "A participant's share card (PNG, 1200×630) in the visitor's language",
        description:
          "The participant page's Open Graph / Twitter image: name (or “Anonymous runner”), contest and event, " +
          'official time, places (overall, gender, age group, “12 of 3,456”) and splits; for anyone who has not ' +
          'finished, their status and latest checkpoint instead. In `en`, `es`, `fr` or `ar` (mirrored, right to ' +
          'left). Every participant has one; 404 only for an unknown event or participant.',
        params: ParticipantParams,
        querystring: ShareCardQuery,
        response: {
          200: BinaryResponse(['image/png'], 'The card, a 1200×630 PNG.'),
          304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, participantId } = request.params;
      const locale: LocaleCode = request.query.locale ?? 'en';
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Participant');
      return files.send(request, reply, {
        etag: makeEtag(['card', eventId, participantId, locale, version.key]),
        // Its ETag moves with the event's version (any contest's): so do its tags (the overview's).
        tags: [...eventTags(eventId), participantTag(eventId, participantId)],
        policy: eventFreshness(version.event, version.contests, now()),
        type: 'image/png',
        disposition: `inline; filename="result-${participantId}-${locale}.png"`,
        render: async () => {
          const row = await getParticipantDetail(db, eventId, participantId);
          if (!row) throw notFound('Participant');
          return renderShareCardPng(shareCardText(await factsOf(db, row), locale));
        },
      });
    },
  );
};
