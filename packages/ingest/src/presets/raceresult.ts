import { type MappingPreset } from './mapping-preset.js';

/**
 * RACE RESULT (12 and later): a CSV export of an output list whose columns carry RACE RESULT's own field names.
 * Its lists are defined per event, so the column titles below are the fields' default names, not a fixed format.
 */
export const raceresultPreset: MappingPreset = {
  description:
    'RACE RESULT: CSV export (comma or semicolon) of an output list with the columns Bib, Lastname, Firstname, ' +
    'Gender (m/f/d, d = diverse), YearOfBirth, Club, Nation (IOC codes), Finish (the finish result) and Status ' +
    "(DNF, DNS, DSQ; OTL counts as DNF). Splits depend on each contest's timing points, so the preset maps none: " +
    'copy it into a mapping file and add "splits" for yours. Rename columns there too if your list titles differ.',
  mapping: {
    delimiter: 'auto',
    columns: {
      bib: 'Bib',
      lastName: 'Lastname',
      firstName: 'Firstname',
      gender: 'Gender',
      birthYear: 'YearOfBirth',
      club: 'Club',
      nation: 'Nation',
      time: 'Finish',
      status: 'Status',
    },
    // RACE RESULT's third gender is "d" (diverse), not the "D" of Damen the built-in words read as female.
    genderValues: { d: 'x' },
    // Over the time limit: not a finisher, and core has no status of its own for it.
    statusValues: { OTL: 'dnf', 'Over time limit': 'dnf' },
  },
};
