/**
 * Finish-line recordings, served from the media folder with HTTP range requests: a participant's clip is this URL
 * plus a media fragment (`#t=start,end`, lib/video-clip.ts), so nothing is cut or transcoded and a `<video>`
 * fetches only the bytes around the finish. Offered, like the clips, until the event's last day + 6 months.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BinaryResponse, ErrorResponse, RecordingHeaders, RecordingParams } from '@finishline/contract';
import { findRecordings, getContestVersion } from '@finishline/db';
import { isIfRangeFresh, parseRange } from '../../lib/byte-range.js';
import { matchesIfNoneMatch } from '../../lib/cache.js';
import { BUNDLED_MEDIA_DIR, findMediaFile } from '../../lib/media-files.js';
import {
  ApiError,
  FRESHNESS,
  isExternalSrc,
  makeEtag,
  notFound,
  videoContentType,
  videoOffer,
} from '@finishline/reads';

export type RecordingRoutesOptions = {
  /** Folder that relative recording `src` paths resolve against (default: the API's `assets` folder). */
  mediaDir?: string;
};

const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const recordingRoutes: FastifyPluginAsyncTypebox<RecordingRoutesOptions> = async (app, options) => {
  const { db, now } = app.deps;
  const mediaDir = options.mediaDir ?? BUNDLED_MEDIA_DIR;
  const { maxAge, staleWhileRevalidate } = FRESHNESS.completed;

  app.get(
    '/api/events/:eventId/contests/:contestId/recordings/:recordingId',
    {
      compress: false,
      schema: {
        tags: ['contests'],
        summary: 'A finish-line recording (video), with HTTP range requests',
        description:
          "Participants' clips point here with a media fragment (`#t=start,end`): the browser requests only the " +
          'byte ranges it needs. Offered until 6 months after the event; then, or for an unknown id, 404. ' +
          'A recording hosted elsewhere answers 302 to its URL.',
        params: RecordingParams,
        headers: RecordingHeaders,
        response: {
          200: BinaryResponse(VIDEO_TYPES, 'The whole recording.'),
          206: BinaryResponse(VIDEO_TYPES, 'The requested byte range, with `Content-Range`.'),
          302: { description: 'The recording is hosted elsewhere: `Location` is its URL.', type: 'null' },
          304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
          400: ErrorResponse,
          404: ErrorResponse,
          416: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, contestId, recordingId } = request.params;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      if (videoOffer(version.event, now()).isExpired) {
        throw new ApiError(404, 'not_found', 'Recording not offered any more (6 months after the event).');
      }
      const recording = (await findRecordings(db, eventId, contestId)).find((rec) => rec.id === recordingId);
      if (!recording) throw notFound('Recording');
      if (isExternalSrc(recording.src)) {
        return reply.header('cache-control', 'no-store').redirect(recording.src, 302);
      }
      const file = await findMediaFile(mediaDir, recording.src);
      if (!file) throw notFound('Recording file');

      const etag = makeEtag(['recording', eventId, contestId, recording, file.size, file.mtimeMs]);
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`)
        .header('accept-ranges', 'bytes')
        .type(videoContentType(recording.src));
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);

      const range = isIfRangeFresh(request.headers['if-range'], etag)
        ? parseRange(request.headers.range, file.size)
        : null;
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        throw new ApiError(
          416,
          'invalid_parameter',
          'Range not satisfiable: it starts past the end.',
          'range',
        );
      }
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      reply.header('content-length', String(end - start + 1));
      // A HEAD answer has no body: do not open the file just to drain it.
      if (request.method === 'HEAD' || file.size === 0) return reply.send(Readable.from([]));
      return reply.send(createReadStream(file.path, { start, end }));
    },
  );
};
