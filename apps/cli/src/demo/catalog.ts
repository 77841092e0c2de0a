/**
 * The demo events, placed relative to a reference date so that the site always has upcoming,
 * live and completed events. Everything else is generated from seeds.
 */
import { type EventSpec } from './catalog-spec.js';
import { EUROPE_EVENTS } from './catalog-europe.js';
import { MOROCCO_EVENTS } from './catalog-morocco.js';

export type { CheckpointSpec, ContestSpec, EventSpec, Leg } from './catalog-spec.js';

export const DEMO_EVENTS: EventSpec[] = [...MOROCCO_EVENTS, ...EUROPE_EVENTS];
