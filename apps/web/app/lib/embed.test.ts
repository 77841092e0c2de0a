import { describe, expect, it } from 'vitest';
import { isEmbedPath as serverIsEmbedPath } from '@finishline/server/security-settings';
import { embedPath, isEmbedPath, parseEmbedQuery } from './embed';

describe('parseEmbedQuery', () => {
  it('reads top, theme and live', () => {
    expect(parseEmbedQuery(new URLSearchParams('top=5&theme=dark&live=1'))).toEqual({
      top: 5,
      theme: 'dark',
      live: true,
    });
  });

  it('falls back to the defaults for anything invalid, never an error', () => {
    for (const query of [
      '',
      'top=0',
      'top=101',
      'top=abc',
      'top=-3',
      'top=2.5',
      'top=1e2',
      'theme=blue',
      'live=yes',
    ])
      expect(parseEmbedQuery(new URLSearchParams(query)), query).toEqual({
        top: 10,
        theme: 'auto',
        live: false,
      });
    expect(parseEmbedQuery(new URLSearchParams('top=100')).top).toBe(100);
  });
});

describe('embedPath', () => {
  it('builds the widget’s path in a language, defaults left out', () => {
    expect(embedPath('en', 'e', 'c')).toBe('/embed/event/e/contest/c?top=10');
    expect(embedPath('fr', 'e', 'c', { top: 5, theme: 'light', live: true })).toBe(
      '/fr/embed/event/e/contest/c?top=5&theme=light&live=1',
    );
  });

  it('names paths the server lets other sites frame (security-settings)', () => {
    for (const path of [
      embedPath('ar', 'e', 'c').split('?')[0] ?? '',
      '/embed/event/e/contest/c.data',
      '/fr/event/e',
    ])
      expect(isEmbedPath(path), path).toBe(serverIsEmbedPath(path));
  });
});
