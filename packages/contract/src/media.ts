/**
 * The participant's media: GET …/participants/{participantId}/certificate.pdf (finisher certificate),
 * GET …/participants/{participantId}/card.png (the result's share card, an Open Graph image) and
 * GET …/contests/{contestId}/recordings/{recordingId} (a finish-line recording, served with HTTP range requests;
 * the participant's clip is a media fragment of it). All answer bytes, not JSON.
 */
import { Type, type Static } from 'typebox';
import { LOCALE_CODES } from './codes.js';
import { IdString } from './common.js';
import { StringEnum } from './schema-helpers.js';

/** Query of the certificate. */
export const CertificateQuery = Type.Object({
  locale: Type.Optional(
    StringEnum(LOCALE_CODES, {
      default: 'en',
      description:
        'Language of the certificate: `en` (default), `es`, `fr` or `ar` (Moroccan Arabic, right to left; Latin ' +
        'names stay left to right inside it).',
    }),
  ),
});
export type CertificateQuery = Static<typeof CertificateQuery>;

/** Query of the share card (…/participants/{participantId}/card.png). */
export const ShareCardQuery = Type.Object({
  locale: Type.Optional(
    StringEnum(LOCALE_CODES, {
      default: 'en',
      description:
        'Language of the card: `en` (default), `es`, `fr` or `ar` (Moroccan Arabic; the card is mirrored, Latin ' +
        'names stay left to right inside it).',
    }),
  ),
});
export type ShareCardQuery = Static<typeof ShareCardQuery>;

/** Path parameters of a finish-line recording. */
export const RecordingParams = Type.Object({
  eventId: IdString('Event id (URL-safe slug).'),
  contestId: IdString('Contest id, unique within the event.'),
  recordingId: IdString('Recording id, unique within the contest, e.g. `finish-cam`.'),
});
export type RecordingParams = Static<typeof RecordingParams>;

/** Request headers the recording honours. */
export const RecordingHeaders = Type.Object({
  range: Type.Optional(
    Type.String({
      description:
        'One byte range, `bytes=start-end`, `bytes=start-` or `bytes=-suffixLength`: answered 206 with ' +
        '`Content-Range`; 416 when it starts past the end. Several ranges, or another unit, get the whole file (200).',
    }),
  ),
  'if-range': Type.Optional(
    Type.String({ description: 'An ETag: the range is honoured only while the file still has it.' }),
  ),
});
export type RecordingHeaders = Static<typeof RecordingHeaders>;

/** A binary answer in the OpenAPI description (`content` per media type; Fastify does not serialise it). */
export function BinaryResponse(mediaTypes: readonly string[], description: string) {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary', description } }]),
  );
  return { description, content };
}
