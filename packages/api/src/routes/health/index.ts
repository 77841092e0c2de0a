/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '@finishline/contract';
import { pingDatabase } from '@finishline/db';

/** `instance` names this process in an X-Instance header (which worker of a cluster answered). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ instance: string }> = async (app, { instance }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('x-instance', instance);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers a query',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-instance', instance);
      try {
        await pingDatabase(app.deps.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
