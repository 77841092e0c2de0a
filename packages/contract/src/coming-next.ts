/** GET /api/events/{eventId}/contests/{contestId}/coming-next: who spectators at a checkpoint should expect next. */
import { Type, type Static } from 'typebox';
import { IdString } from './common.js';
import { Forecast, participantProperties } from './participants.js';

/** Most runners one "coming next" answer lists. */
export const MAX_COMING_NEXT = 50;

export const ComingNextQuery = Type.Object({
  checkpoint: IdString('Split or finish checkpoint id where the spectator stands.'),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_COMING_NEXT,
      default: 10,
      description: 'How many runners (default 10).',
    }),
  ),
});
export type ComingNextQuery = Static<typeof ComingNextQuery>;

export const ComingNextEntry = Type.Object(
  { ...participantProperties, forecast: Forecast },
  { additionalProperties: false, description: 'A runner on the course and when they are expected there.' },
);
export type ComingNextEntry = Static<typeof ComingNextEntry>;

export const ComingNext = Type.Object(
  {
    checkpointId: Type.String({ description: 'The checkpoint asked for.' }),
    name: Type.String({ description: 'Its name.' }),
    distanceM: Type.Number({ minimum: 0, description: 'Its distance from the start in metres.' }),
    items: Type.Array(ComingNextEntry, {
      maxItems: MAX_COMING_NEXT,
      description:
        'Runners on the course whose last read is the checkpoint just before this one, by expected arrival; ' +
        'those more than ten minutes past the late end of their range are left out (stopped, or missed by the ' +
        'mat). Estimates (docs/results.md §Forecasts).',
    }),
  },
  { additionalProperties: false },
);
export type ComingNext = Static<typeof ComingNext>;
