import { describe, expect, it } from 'vitest';
import { normalizeGender } from './normalize-gender.js';

describe('normalizeGender', () => {
  it.each([
    'M',
    'm',
    'H',
    'Male',
    'man',
    'Men',
    'Homme',
    'Hommes',
    'Masculin',
    'Hombre',
    'Masculino',
    'Herren',
    'Männlich',
    'ذكر',
    'ذكور',
    'رجال',
  ])('reads %j as m', (text) => {
    expect(normalizeGender(text)).toBe('m');
  });

  it.each([
    'F',
    'f',
    'W',
    'D',
    'Female',
    'Woman',
    'Women',
    'Femme',
    'Féminin',
    'Mujer',
    'Femenino',
    'Dame',
    'Damen',
    'Weiblich',
    'أنثى',
    'انثى',
    'إناث',
    'نساء',
    'سيدات',
  ])('reads %j as f', (text) => {
    expect(normalizeGender(text)).toBe('f');
  });

  it.each(['X', 'NB', 'non-binary', 'Non binaire', 'Other'])('reads %j as x', (text) => {
    expect(normalizeGender(text)).toBe('x');
  });

  it('returns null for unknown words', () => {
    expect(normalizeGender('Q')).toBeNull();
    expect(normalizeGender('1')).toBeNull();
  });

  it('lets the mapping add or override values (e.g. 1/2, or D meaning divers)', () => {
    expect(normalizeGender('1', { '1': 'm', '2': 'f' })).toBe('m');
    expect(normalizeGender('D', { D: 'x' })).toBe('x');
  });
});
