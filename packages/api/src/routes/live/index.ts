/**
 * The live view of a contest:
 * - GET …/live: Server-Sent Events (`passings`, `ranking`, `: ping`), resumable with Last-Event-ID or `?after=`;
 *   written straight to the socket (hijacked), so neither compression nor any other onSend hook buffers it;
 * - GET …/live/snapshot: the same data as JSON for a server-rendered first view, with the cursor to resume from.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContestParams,
  ErrorResponse,
  LIVE_LEADERS_PER_CHECKPOINT,
  LIVE_RANKING_SIZE,
  LIVE_RECENT_PASSINGS,
  LiveSnapshot,
  LiveStreamQuery,
} from '@finishline/contract';
import { type Db, getLiveContest } from '@finishline/db';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { sendAnswer } from '../../lib/cache.js';
import { createLiveHub, type LiveHub, type LiveHubOptions } from './live-hub.js';
import { parseResumeCursor, POLL_FRAME, RETRY_FRAME } from './sse-frames.js';
import { createSseSink } from './sse-sink.js';
import { localStreamPermits, type StreamPermits } from './stream-permits.js';
import { ApiError, clientAddress, notFound } from '@finishline/reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live fan-out of this instance (stats for tests and metrics). */
    liveHub: LiveHub;
  }
}

export type LiveRoutesOptions = Omit<LiveHubOptions, 'log'> & {
  /** The primary database (see LiveHubOptions.db); the snapshot reads `app.deps.db`. */
  db: Db;
  /** Who may open another stream (default: at most DEFAULT_STREAMS_PER_CLIENT per client, counted here). */
  streamPermits?: StreamPermits;
};

/** Seconds a client refused another stream is asked to wait. */
const STREAM_RETRY_AFTER_SECONDS = 30;

const RETRY = Buffer.from(RETRY_FRAME);

const STREAM_DESCRIPTION =
  'Server-Sent Events (`text/event-stream`). Events: `passings` (data: LivePassingsEvent — new reads, oldest ' +
  'first) and `ranking` (data: LiveRanking — on connect, then whenever the live ranking or the leaders change, ' +
  "with the contest's lists: at most every 5 s while live). Each `id:` is the passing cursor; reconnecting with " +
  '`Last-Event-ID` (browsers do it by themselves) or `?after=` replays every read received after it, then the ' +
  'ranking. A `: ping` ' +
  'comment comes every 15 s. Never cached, never compressed. One client (an address, an IPv6 /64) holds at most ' +
  'LIVE_STREAMS_PER_CLIENT streams (default 50) at once: beyond (many phones behind one carrier NAT), the answer ' +
  'is one `poll` event (data: `{"everyMs": 5000}`) and the end of the stream: poll `…/live/snapshot` (cached) ' +
  'that often instead, and try the stream again later (`retry:` 60 s).';

async function liveRoutesPlugin(root: FastifyInstance, options: LiveRoutesOptions): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const hub = createLiveHub({ ...options, log: app.log });
  const permits = options.streamPermits ?? localStreamPermits();
  app.decorate('liveHub', hub);
  // Before the server stops accepting: open streams would otherwise keep close() waiting forever.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/api/events/:eventId/contests/:contestId/live',
    {
      compress: false,
      schema: {
        tags: ['contests'],
        summary: 'Live stream of a contest: passings and ranking (Server-Sent Events)',
        description: STREAM_DESCRIPTION,
        params: ContestParams,
        querystring: LiveStreamQuery,
        response: {
          200: {
            description: STREAM_DESCRIPTION,
            content: { 'text/event-stream': { schema: Type.String({ description: 'An event stream.' }) } },
          },
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const contest = await getLiveContest(options.db, eventId, contestId);
      if (contest === null) throw notFound('Contest');
      if (request.method === 'HEAD') {
        // HEAD gets the headers of a stream, not a subscription that would never end.
        return reply
          .code(200)
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('');
      }
      if (hub.isFull())
        throw new ApiError(503, 'unavailable', 'Too many live streams on this server; retry later.');
      const client = clientAddress(request.clientIp);
      if (!(await permits.acquire(client))) {
        // Thousands of phones at a finish area share one address behind a carrier's NAT: past the address's share,
        // the page polls the cached snapshot instead of being refused (ADR 033).
        return reply
          .code(200)
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('retry-after', String(STREAM_RETRY_AFTER_SECONDS))
          .send(POLL_FRAME);
      }
      try {
        await hub.start();
      } catch (error) {
        permits.release(client);
        throw error;
      }
      const after = parseResumeCursor(request.headers['last-event-id'], request.query.after, Date.now());

      reply.hijack();
      const res = reply.raw;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
      }
      // The body ends with the connection (Node then says `Connection: close`), not chunked: the bytes of an
      // event are the bytes on the wire, so one Buffer per broadcast goes to every socket as it is (sse-sink.ts).
      // The stream is never reused for another request anyway.
      res.useChunkedEncodingByDefault = false;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      // Headers on the socket now, so what the sink writes to the socket comes after them.
      res.flushHeaders();
      const sink = createSseSink(res, {
        maxBufferBytes: options.maxBufferBytes ?? 256 * 1024,
        onDrop: (bytes) => request.log.info({ bytes }, 'dropped a live client that reads too slowly'),
      });
      sink.write(RETRY);
      res.on('close', () => {
        hub.remove(contest, sink);
        permits.release(client);
      });
      hub.subscribe(contest, sink, after);
    },
  );

  app.get(
    '/api/events/:eventId/contests/:contestId/live/snapshot',
    {
      schema: {
        tags: ['contests'],
        summary: 'Live view of a contest as JSON: ranking, leaders per checkpoint, latest passings',
        description:
          `The first ${LIVE_RANKING_SIZE} of the live ranking (furthest checkpoint, then time there), the first ` +
          `${LIVE_LEADERS_PER_CHECKPOINT} at each checkpoint and the ${LIVE_RECENT_PASSINGS} latest reads. Open ` +
          'the stream with `?after=<cursor>` to follow on from exactly this state.',
        params: ContestParams,
        response: { 200: LiveSnapshot, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, app.deps.reads.liveSnapshot(request.params)),
  );
}

export const liveRoutes = fp(liveRoutesPlugin, { name: 'live-routes' });
