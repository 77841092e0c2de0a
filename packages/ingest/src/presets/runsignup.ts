import { type MappingPreset } from './mapping-preset.js';

/** RunSignup: the CSV its results pages download, with clock (gun) and chip (net) times in separate columns. */
export const runsignupPreset: MappingPreset = {
  description:
    'RunSignup: results download (CSV) with the columns Bib, First Name, Last Name, Gender, Age, Country ' +
    '(residence), Clock Time (gun) and Chip Time (net); Place, City, State and Pace are ignored. The export has no ' +
    'status column: DNF, DNS or DQ written in the time columns is read as the status. Splits depend on each ' +
    'contest\'s timing points, so the preset maps none: copy it into a mapping file and add "splits" for yours.',
  mapping: {
    delimiter: ',',
    columns: {
      bib: 'Bib',
      firstName: 'First Name',
      lastName: 'Last Name',
      gender: 'Gender',
      age: 'Age',
      country: 'Country',
      gunTime: 'Clock Time',
      netTime: 'Chip Time',
    },
  },
};
