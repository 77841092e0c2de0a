import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './detect-delimiter.js';

describe('detectDelimiter', () => {
  it('detects comma, semicolon and tab from the header line', () => {
    expect(detectDelimiter('Bib,Name,Time\n1,"A, B",1:00:00')).toBe(',');
    expect(detectDelimiter('Dossard;Nom;Temps\n1;A;1:00:00,5')).toBe(';');
    expect(detectDelimiter('Bib\tName\tTime\n1\tA, B\t1:00:00')).toBe('\t');
  });

  it('ignores delimiters inside quoted header names', () => {
    expect(detectDelimiter('"Name, full";"Time; gun";Bib\n')).toBe(';');
  });

  it('falls back to comma for a one-column file', () => {
    expect(detectDelimiter('Bib\n1\n2')).toBe(',');
  });
});
