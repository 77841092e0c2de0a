import { SearchQuery } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { classifySearch, searchParams } from './search-input';

/** Checks a value against the contract's string schema of a search parameter. */
function accepts(name: 'bib' | 'text', value: string): boolean {
  const schema = SearchQuery.properties[name] as { pattern?: string; minLength?: number; maxLength?: number };
  return (
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity)
  );
}

describe('classifySearch (spec §5: a number is a bib, anything else a name)', () => {
  it('sends digits as a bib', () => {
    expect(classifySearch('1234')).toEqual({ kind: 'bib', bib: '1234' });
    expect(classifySearch('  42 ')).toEqual({ kind: 'bib', bib: '42' });
    expect(classifySearch('#7')).toEqual({ kind: 'bib', bib: '7' });
    expect(classifySearch('007')).toEqual({ kind: 'bib', bib: '007' });
  });

  it('reads Arabic-Indic and Persian digits as a bib', () => {
    expect(classifySearch('١٢٣')).toEqual({ kind: 'bib', bib: '123' });
    expect(classifySearch('۴۵')).toEqual({ kind: 'bib', bib: '45' });
  });

  it('sends anything else as text, tidied', () => {
    expect(classifySearch('ben')).toEqual({ kind: 'text', text: 'ben' });
    expect(classifySearch('  Amina   El\tIdrissi ')).toEqual({ kind: 'text', text: 'Amina El Idrissi' });
    expect(classifySearch('12a')).toEqual({ kind: 'text', text: '12a' });
    expect(classifySearch('1 2')).toEqual({ kind: 'text', text: '1 2' });
    expect(classifySearch('-5')).toEqual({ kind: 'text', text: '-5' });
    expect(classifySearch('محمد')).toEqual({ kind: 'text', text: 'محمد' });
    expect(classifySearch('a\u0000b')).toEqual({ kind: 'text', text: 'a b' });
  });

  it('treats blank input as no search', () => {
    expect(classifySearch('')).toEqual({ kind: 'empty' });
    expect(classifySearch('   ')).toEqual({ kind: 'empty' });
    expect(classifySearch(null)).toEqual({ kind: 'empty' });
    expect(classifySearch('\u0001')).toEqual({ kind: 'empty' });
  });

  it('cuts text to the API limit', () => {
    const input = classifySearch('x'.repeat(300));
    expect(input.kind === 'text' && input.text.length).toBe(100);
  });
});

describe('searchParams', () => {
  it('builds a query the API accepts', () => {
    const samples = ['1234', 'ben', ' José  Ñandú ', '١٢', '#12', 'x'.repeat(500), '\'%_"', '12a'];
    for (const sample of samples) {
      const params = searchParams(classifySearch(sample));
      expect(params, sample).not.toBeNull();
      const entries = Object.entries(params ?? {}) as ['bib' | 'text', string][];
      expect(entries, sample).toHaveLength(1);
      for (const [name, value] of entries) expect(accepts(name, value), `${name}=${value}`).toBe(true);
    }
  });

  it('uses bib= for digits and text= for names', () => {
    expect(searchParams(classifySearch('1234'))).toEqual({ bib: '1234' });
    expect(searchParams(classifySearch('ben'))).toEqual({ text: 'ben' });
  });

  it('asks nothing for a blank entry or a number longer than any bib', () => {
    expect(searchParams(classifySearch(' '))).toBeNull();
    expect(searchParams(classifySearch('12345678901'))).toBeNull();
  });
});
