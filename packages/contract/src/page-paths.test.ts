import { describe, expect, it } from 'vitest';
import {
  comparePagePath,
  contestPath,
  developersPath,
  embedContestPath,
  eventContestsPath,
  eventPath,
  eventsPath,
  localizePath,
  myRunnersPath,
  participantPath,
  participantsPath,
} from './page-paths.js';

describe('page paths', () => {
  it('build every page of the site from its ids', () => {
    expect(eventsPath()).toBe('/');
    expect(developersPath()).toBe('/developers');
    expect(eventPath('casa-26')).toBe('/event/casa-26');
    expect(eventContestsPath('casa-26')).toBe('/event/casa-26/contest');
    expect(contestPath('casa-26', '10k')).toBe('/event/casa-26/contest/10k');
    expect(contestPath('casa-26', '10k', 'results')).toBe('/event/casa-26/contest/10k/results');
    expect(comparePagePath('casa-26', '10k')).toBe('/event/casa-26/contest/10k/compare');
    expect(participantsPath('casa-26')).toBe('/event/casa-26/participants');
    expect(participantPath('casa-26', 'p1')).toBe('/event/casa-26/participants/p1');
    expect(myRunnersPath('casa-26')).toBe('/event/casa-26/my-runners');
    expect(embedContestPath('casa-26', '10k')).toBe('/embed/event/casa-26/contest/10k');
  });

  it('percent-encode ids, so an id never adds a segment or a query', () => {
    expect(contestPath('a/b', '1?x', 'live')).toBe('/event/a%2Fb/contest/1%3Fx/live');
    expect(participantPath('e', 'm 1#2')).toBe('/event/e/participants/m%201%232');
  });

  it('write the participants query in order, encoded, leaving empty values out', () => {
    expect(participantsPath('e', { q: 'Anna Müller', contest: '10k' })).toBe(
      '/event/e/participants?q=Anna%20M%C3%BCller&contest=10k',
    );
    expect(participantsPath('e', { q: '', club: undefined })).toBe('/event/e/participants');
    expect(participantsPath('e', { club: 'A&B=C' })).toBe('/event/e/participants?club=A%26B%3DC');
  });

  it('add the language prefix as the site does: none for English', () => {
    expect(localizePath('en', eventPath('x'))).toBe('/event/x');
    expect(localizePath('ar', eventPath('x'))).toBe('/ar/event/x');
    expect(localizePath('fr', eventsPath())).toBe('/fr');
    expect(localizePath('es', 'developers')).toBe('/es/developers');
  });
});
