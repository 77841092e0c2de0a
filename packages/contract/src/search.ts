/** GET /api/events/{eventId}/search/participants. */
import { Type, type Static } from 'typebox';
import { IdString, pagingProperties, TextParam } from './common.js';
import { participantProperties } from './participants.js';
import { NullableInteger, Page } from './schema-helpers.js';

/** Query of the participant search: exactly one of `text` or `bib`. */
export const SearchQuery = Type.Object({
  text: Type.Optional(
    TextParam(
      100,
      'Words of a name or club, ignoring case and accents, Latin or Arabic script; each word matches a word start. ' +
        'All digits: searched as a bib.',
    ),
  ),
  bib: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,10}$',
      description: 'Bib number: digits only (anything else is a 400).',
    }),
  ),
  contest: Type.Optional(IdString('Restrict to one contest of the event.')),
  ...pagingProperties(20),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** A participant found by the search. */
export const SearchHit = Type.Object(
  {
    ...participantProperties,
    contestId: Type.String({ description: 'Id of the contest entered.' }),
    contestName: Type.String({ description: 'Name of the contest entered.' }),
    overallPlace: NullableInteger({ minimum: 1, description: 'Overall place; null for non-finishers.' }),
    officialTimeMs: NullableInteger({ minimum: 0, description: 'Official time; null for non-finishers.' }),
    resultsRank: NullableInteger({
      minimum: 1,
      description:
        "Position in the contest's full results list (finishers by official time, then the others): the runner is " +
        'on results page ceil(resultsRank / pageSize); null before the contest is first computed.',
    }),
  },
  { additionalProperties: false },
);
export type SearchHit = Static<typeof SearchHit>;

const SEARCH_RESULT = 'Participants of the event matching the search.';
const SearchPage = Page(SearchHit, SEARCH_RESULT);

/** Response of the participant search: exact bib matches first, then by name; "did you mean" after a miss. */
export const SearchResult = Type.Object(
  {
    ...SearchPage.properties,
    suggestions: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: 5,
        description:
          'Only when a `text` search found nobody (`total` 0): up to 5 names or clubs of the event (of the ' +
          '`contest`, when given) close to the text — typos, transposed or missing letters — most likely first, ' +
          'spelled as imported, to offer as "did you mean"; searching one as `text` finds its participants. ' +
          'Absent otherwise, and when nothing is close.',
      }),
    ),
  },
  { description: SEARCH_RESULT, additionalProperties: false },
);
export type SearchResult = Static<typeof SearchResult>;
