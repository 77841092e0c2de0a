/**
 * A finisher's certificate as a PDF in the visitor's language, at a stable URL. Like every read it carries an ETag
 * from the event's data version (a timing correction makes a new certificate) and a Cache-Control by the event's
 * state; rendered PDFs are kept in memory by ETag, since a rendering costs tens of milliseconds.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BinaryResponse,
  CertificateQuery,
  ErrorResponse,
  type LocaleCode,
  ParticipantParams,
} from '@finishline/contract';
import { type Db, getEventVersion, getParticipantDetail, type ParticipantDetailRow } from '@finishline/db';
import { renderCertificatePdf } from '../../lib/certificate-pdf.js';
import { type CertificateFacts, certificateText } from '../../lib/certificate-text.js';
import { placeCounts } from '../../lib/finisher-counts.js';
import { createRenderedFiles } from '../../lib/rendered-files.js';
import { wholeRacePaceMs } from '../../lib/whole-race-pace.js';
import { eventFreshness, eventTags, makeEtag, notFound, participantTag } from '@finishline/reads';

/** Memory for rendered certificates (the response cache measures string length; a PDF's is its byte count). */
const PDF_CACHE_BYTES = 32 * 1024 * 1024;

/** The certificate's facts, or null for anyone who did not finish (no official time). */
async function factsOf(db: Db, row: ParticipantDetailRow): Promise<CertificateFacts | null> {
  const { participant, event, contest, result } = row;
  if (participant.status !== 'finished' || result?.officialTimeMs == null) return null;
  return {
    ...(await placeCounts(db, row)),
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
    officialTimeMs: result.officialTimeMs,
    // In the contest's unit, as its pages show it; none on a multisport course.
    paceMs: wholeRacePaceMs(row),
    paceUnit: contest.paceUnit,
    overallPlace: result.overallPlace,
    genderPlace: result.genderPlace,
    ageGroupPlace: result.ageGroupPlace,
    finisherCount: contest.finisherCount,
    timingCompany: contest.contact.timingCompany,
  };
}

export const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  const files = createRenderedFiles(PDF_CACHE_BYTES);

  app.get(
    '/api/events/:eventId/participants/:participantId/certificate.pdf',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: "A finisher's certificate (PDF) in the visitor's language",
        description:
          "Name, contest, event date (in the event time zone), official time, average pace (in the contest's " +
          '`paceUnit`; none on a multisport course) and places (overall, gender, age group), each with its number of finishers, in `en`, `es`, ' +
          '`fr` or `ar` (right to left, shaped by HarfBuzz, its text extractable). Dates follow the site: ' +
          '`10 May 2026` in English. ' +
          'Finishers only: 404 for anyone else. `media.certificate.url` of the participant detail links here.',
        params: ParticipantParams,
        querystring: CertificateQuery,
        response: {
          200: BinaryResponse(['application/pdf'], 'The certificate, one A4 landscape page.'),
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
        etag: makeEtag(['certificate', eventId, participantId, locale, version.key]),
        // Its ETag moves with the event's version (any contest's): so do its tags (the overview's).
        tags: [...eventTags(eventId), participantTag(eventId, participantId)],
        policy: eventFreshness(version.event, version.contests, now()),
        type: 'application/pdf',
        disposition: `inline; filename="certificate-${participantId}-${locale}.pdf"`,
        render: async () => {
          const row = await getParticipantDetail(db, eventId, participantId);
          const facts = row && (await factsOf(db, row));
          if (!facts) throw notFound('Certificate (finishers only)');
          return renderCertificatePdf(certificateText(facts, locale), facts.startTime);
        },
      });
    },
  );
};
