import { type Gender } from '@finishline/core';
import { isParticipantId } from './bundle-fields.js';
import { attributeOf, childOf, childrenOf, childText, textOf, type XmlElement } from './iof-xml-tree.js';
import { normalizeCountry } from './normalize-country.js';
import { normalizeGender } from './normalize-gender.js';
import { type RowPerson } from './read-row-person.js';

/** Who a PersonResult is about: what a CSV row gives. */
export type IofPerson = RowPerson;

/**
 * Reads who an IOF XML 3.0 `<PersonResult>` is about (docs/import.md, "IOF XML 3.0"): the bib from its `<Result>`,
 * names, `sex` (absent: `x`), birth year, nationality, club (`<Organisation>`), SI card (`<ControlCard>`, the
 * chip) and the class as the age group. Problems go to `report`; the person is only meaningful without any.
 */
export function readIofPerson(
  personResult: XmlElement,
  result: XmlElement | undefined,
  className: string,
  report: (message: string) => void,
): IofPerson {
  const bib = childText(result, 'BibNumber');
  if (bib === '') report('the bib is missing (<BibNumber> in <Result>)');
  else if (!isParticipantId(bib))
    report(`bib "${bib}" cannot be a participant id: use letters, digits, ".", "_" or "-"`);
  const person = childOf(personResult, 'Person');
  const name = childOf(person, 'Name');
  const firstName = childrenOf(name, 'Given').map(textOf).filter(Boolean).join(' ');
  const lastName = childText(name, 'Family');
  const displayName = [firstName, lastName].filter(Boolean).join(' ');
  if (displayName === '') report('the name is missing (<Person><Name> with <Given> and <Family>)');
  const organisation = childOf(personResult, 'Organisation');
  return {
    id: bib,
    bib,
    chip: childText(result, 'ControlCard') || null,
    firstName,
    lastName,
    displayName,
    club: childText(organisation, 'Name') || childText(organisation, 'ShortName') || null,
    country: null,
    nation: readNationality(person, report),
    gender: readSex(person, report),
    birthYear: readBirthYear(person, report),
    age: null,
    ageGroup: className || null,
  };
}

/** `sex` is optional in IOF XML: without it the runner is `x` (ranked overall only), never guessed from the class. */
function readSex(person: XmlElement | undefined, report: (message: string) => void): Gender {
  const sex = attributeOf(person, 'sex');
  if (sex === '') return 'x';
  const gender = normalizeGender(sex);
  if (gender === null) report(`sex="${sex}" is not a gender (M or F)`);
  return gender ?? 'x';
}

function readBirthYear(person: XmlElement | undefined, report: (message: string) => void): number | null {
  const date = childText(person, 'BirthDate');
  if (date === '') return null;
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(date)?.[1];
  if (year === undefined || Number(year) < 1900 || Number(year) > 2100) {
    report(`<BirthDate> "${date}" is not a date (YYYY-MM-DD)`);
    return null;
  }
  return Number(year);
}

/** `<Nationality code="SWE">Sweden</Nationality>`: the code (IOC or ISO), else the name. */
function readNationality(person: XmlElement | undefined, report: (message: string) => void): string | null {
  const nationality = childrenOf(person, 'Nationality')[0];
  const text = attributeOf(nationality, 'code') || textOf(nationality);
  if (text === '') return null;
  // IOF XML 3.0 writes IOC codes: BRN is Bahrain there.
  const country = normalizeCountry(text, {}, 'ioc');
  if (!country.ok) report(`<Nationality> "${text}" is not a known country (an IOC or ISO code, or a name)`);
  return country.ok ? country.code : null;
}
