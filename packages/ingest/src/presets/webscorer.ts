import { type MappingPreset } from './mapping-preset.js';

/** Webscorer: the results download of webscorer.com, as CSV or tab-delimited TXT, one "First Last" name column. */
export const webscorerPreset: MappingPreset = {
  description:
    'Webscorer: results download as CSV or tab-delimited TXT (save UTF-16 TXT files as UTF-8 first) with the ' +
    'columns Bib, Name (first name first), Team name, Age, Gender and Time; Place, Category and Difference are ' +
    'ignored. A status word in the Time column (DNF, DNS, DQ) is read; a status written only in the Place column ' +
    "is not, and such a runner imports without a time or status. Splits and laps depend on each contest's " +
    'checkpoints, so the preset maps none: copy it into a mapping file and add "splits" for yours.',
  mapping: {
    delimiter: 'auto',
    nameOrder: 'first_last',
    columns: {
      bib: 'Bib',
      name: 'Name',
      club: 'Team name',
      age: 'Age',
      gender: 'Gender',
      time: 'Time',
    },
  },
};
