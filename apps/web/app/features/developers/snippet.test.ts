import { describe, expect, it } from 'vitest';
import { parseWidgetForm, type Race, widgetSnippet } from './snippet';

const races: Race[] = [
  { eventId: 'rabat-10k', eventName: 'Rabat 10K', contestId: '10k', contestName: '10 km', state: 'upcoming' },
  {
    eventId: 'm',
    eventName: 'Marathon "M"',
    contestId: 'marathon',
    contestName: 'Marathon',
    state: 'completed',
  },
];

describe('parseWidgetForm', () => {
  it('defaults to the first finished race, in the page’s language', () => {
    expect(parseWidgetForm(new URLSearchParams(), races, 'fr')).toEqual({
      race: 'm/marathon',
      top: 10,
      theme: 'auto',
      lang: 'fr',
      live: false,
    });
  });

  it('reads the form, and ignores a race that does not exist', () => {
    const form = parseWidgetForm(
      new URLSearchParams('race=rabat-10k/10k&top=5&theme=dark&lang=ar&live=1'),
      races,
      'en',
    );
    expect(form).toEqual({ race: 'rabat-10k/10k', top: 5, theme: 'dark', lang: 'ar', live: true });
    expect(parseWidgetForm(new URLSearchParams('race=nope/x'), races, 'en').race).toBe('m/marathon');
  });
});

describe('widgetSnippet', () => {
  it('is an iframe of the widget on the site’s origin, attributes escaped', () => {
    const form = parseWidgetForm(new URLSearchParams('top=10&theme=light&lang=fr'), races, 'en');
    expect(widgetSnippet('https://results.example', form, 'Marathon "M"')).toBe(
      '<iframe src="https://results.example/fr/embed/event/m/contest/marathon?top=10&theme=light" ' +
        'title="Marathon &quot;M&quot;" width="100%" height="640" style="border:0" loading="lazy"></iframe>',
    );
  });
});
