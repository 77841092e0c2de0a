/**
 * OpenAPI 3.1 generated from the route schemas (the contract package), served as JSON at /api/docs/json and
 * browsable at /api/docs.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DESCRIPTION = `Public, read-only API of Finishline: events, contests, start lists, results with splits.

- Reads are GET; responses are JSON with camelCase fields, codes rather than sentences
  (\`status: "dnf"\`, \`type: "trail_running"\`) and raw values (milliseconds, ISO dates, country codes). The
  certificate answers a PDF and the finish-line recordings a video (with HTTP range requests). The one public write
  is the claim form (POST, JSON or urlencoded form, rate-limited: 429 with \`Retry-After\`).
- Lists answer \`{ items, total, page, pageSize }\`; \`pageSize\` is at most 500.
- Errors answer \`{ "error": { "code", "message" } }\`: 400 \`invalid_parameter\` names the parameter, 404 \`not_found\`.
- Every read has a strong \`ETag\` (send \`If-None-Match\` to get 304) and \`Cache-Control\`: a few seconds for
  contests under way, an hour for completed ones (a day at a shared cache the site purges on change).
- Every read names what it depends on in \`Surrogate-Key\` (space-separated) and \`Cache-Tag\` (comma-separated):
  \`site\`, \`catalog\`, \`event:<id>\`, \`overview:<id>\`, \`contest:<event>/<contest>\`,
  \`participant:<event>/<participant>\` — the tags a change purges.

Guide with examples: docs/api.md in the repository.`;

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Finishline public API', version: '1.0.0', description: DESCRIPTION },
      tags: [
        { name: 'events', description: 'Events and their filters.' },
        { name: 'contests', description: 'Contests of an event, start lists and results.' },
        { name: 'participants', description: 'Participant detail and search.' },
        { name: 'reference', description: 'Code lists with names in en, es, fr, ar.' },
        { name: 'alerts', description: 'Web Push alerts for followed runners (docs/alerts.md).' },
        { name: 'operations', description: 'Health checks.' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: true },
  });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
