/**
 * The public API contract: TypeBox schemas of every query and response of /api, and their static types. The API
 * validates and serialises with them and generates its OpenAPI description from them; the web and the tests read
 * the same types. See docs/api.md.
 */
export * from './codes.js';
export * from './code-names.js';
export * from './page-paths.js';
export * from './schema-helpers.js';
export * from './common.js';
export * from './contests.js';
export * from './events.js';
export * from './participants.js';
export * from './results.js';
export * from './search.js';
export * from './reference.js';
export * from './claims.js';
export * from './push.js';
export * from './media.js';
export * from './ingest.js';
export * from './live.js';
export * from './coming-next.js';
