import { describe, expect, it } from 'vitest';
import { LIST_MARKER, suggestionParts } from './suggestion-parts';

const sentence = (before: string, after: string) => `${before}${LIST_MARKER}${after}`;

describe('did-you-mean sentence', () => {
  it('puts the names where the marker is, in the locale’s "or" list', () => {
    expect(suggestionParts(sentence('Did you mean ', '?'), ['Müller'], 'en')).toEqual([
      { text: 'Did you mean ' },
      { index: 0 },
      { text: '?' },
    ]);
    expect(suggestionParts(sentence('Did you mean ', '?'), ['A', 'B', 'C'], 'en')).toEqual([
      { text: 'Did you mean ' },
      { index: 0 },
      { text: ', ' },
      { index: 1 },
      { text: ' or ' },
      { index: 2 },
      { text: '?' },
    ]);
    expect(suggestionParts(sentence('¿Quisiste decir ', '?'), ['A', 'B'], 'es')).toEqual([
      { text: '¿Quisiste decir ' },
      { index: 0 },
      { text: ' o ' },
      { index: 1 },
      { text: '?' },
    ]);
    const arabic = suggestionParts(sentence('هل تقصد ', '؟'), ['محمد', 'أحمد'], 'ar');
    expect(arabic.filter((part) => 'index' in part)).toEqual([{ index: 0 }, { index: 1 }]);
    expect(arabic.map((part) => ('text' in part ? part.text : '·')).join('')).toBe('هل تقصد · أو ·؟');
  });

  it('is empty without names, or when the sentence lost its marker', () => {
    expect(suggestionParts(sentence('Did you mean ', '?'), [], 'en')).toEqual([]);
    expect(suggestionParts('Did you mean?', ['A'], 'en')).toEqual([]);
  });
});
