import { type CsvMapping } from '../csv-mapping.js';

/** A ready-made mapping for the results export of a well-known timing or registration system. */
export type MappingPreset = {
  /** What the preset expects of the file and what it leaves out, for `--preset` help and docs. */
  description: string;
  mapping: CsvMapping;
};
