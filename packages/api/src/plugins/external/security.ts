/** Security headers (helmet) and CORS for the read-only API: any origin may GET, nothing else crosses origins. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityOptions = { corsOrigin: string };

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Public data read by other origins (the site, CDNs, third-party widgets).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const origins = options.corsOrigin
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length === 0 || origins.includes('*') ? '*' : origins,
    methods: ['GET', 'HEAD'],
    // The public API's rate-limit headers too, so a browser client can pace itself.
    exposedHeaders: [
      'ETag',
      'Cache-Control',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ],
    maxAge: 86_400,
  });
}

export const securityPlugin = fp(security, { name: 'security' });
