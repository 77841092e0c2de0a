import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.js';

describe('parseFormBody', () => {
  it('decodes an HTML form post: + is a space, UTF-8 percent-encoding, empty fields kept', () => {
    expect({
      ...parseFormBody('bib=12&name=Amina+El%20Idrissi&time=&reason=%D8%B3%D9%84%D8%A7%D9%85'),
    }).toEqual({
      bib: '12',
      name: 'Amina El Idrissi',
      time: '',
      reason: 'سلام',
    });
  });

  it('turns a repeated field into an array (which the schema refuses) and keeps __proto__ a plain key', () => {
    const fields = parseFormBody('bib=1&bib=2&__proto__=x&constructor=y');
    expect(fields.bib).toEqual(['1', '2']);
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields['__proto__']).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
