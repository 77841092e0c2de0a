/** The race under way that live-race.mjs writes, and the ingest token the test server accepts. */
export const LIVE_RACE = { eventId: 'e2e-live-race', contestId: '10k' } as const;
export const E2E_INGEST_TOKEN = 'e2e-ingest-token-0123456789abcdef';
