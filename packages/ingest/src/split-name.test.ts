import { describe, expect, it } from 'vitest';
import { splitName } from './split-name.js';

describe('splitName', () => {
  it('splits "Last, First" at the comma whatever the order setting', () => {
    expect(splitName('El Idrissi, Amina', 'last_first')).toEqual({
      lastName: 'El Idrissi',
      firstName: 'Amina',
    });
    expect(splitName('García López,  María José', 'first_last')).toEqual({
      lastName: 'García López',
      firstName: 'María José',
    });
  });

  it('splits "First Last" at the last word', () => {
    expect(splitName('Daniel Kiptoo', 'first_last')).toEqual({ firstName: 'Daniel', lastName: 'Kiptoo' });
    expect(splitName('Marie Claire Dubois', 'first_last')).toEqual({
      firstName: 'Marie Claire',
      lastName: 'Dubois',
    });
  });

  it('splits "Last First" without a comma at the first word', () => {
    expect(splitName('Kiptoo Daniel', 'last_first')).toEqual({ lastName: 'Kiptoo', firstName: 'Daniel' });
  });

  it('keeps particles with the last name, both ways', () => {
    expect(splitName('Jean de La Fontaine', 'first_last')).toEqual({
      firstName: 'Jean',
      lastName: 'de La Fontaine',
    });
    expect(splitName('Amina El Idrissi', 'first_last')).toEqual({
      firstName: 'Amina',
      lastName: 'El Idrissi',
    });
    expect(splitName('van der Berg Jan', 'last_first')).toEqual({
      lastName: 'van der Berg',
      firstName: 'Jan',
    });
  });

  it('takes upper-case words as the last name when the rest is not upper case', () => {
    expect(splitName('EL IDRISSI Amina', 'last_first')).toEqual({
      lastName: 'EL IDRISSI',
      firstName: 'Amina',
    });
    expect(splitName('Amina EL IDRISSI', 'first_last')).toEqual({
      firstName: 'Amina',
      lastName: 'EL IDRISSI',
    });
    expect(splitName('DE LA FONTAINE Jean', 'last_first')).toEqual({
      lastName: 'DE LA FONTAINE',
      firstName: 'Jean',
    });
  });

  it('puts a single word in the last name and splits Arabic script by the order', () => {
    expect(splitName('Madonna', 'first_last')).toEqual({ firstName: '', lastName: 'Madonna' });
    expect(splitName('أمينة الإدريسي', 'first_last')).toEqual({ firstName: 'أمينة', lastName: 'الإدريسي' });
  });
});
