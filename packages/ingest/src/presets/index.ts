/**
 * Mappings for the results exports organisers meet most (docs/import.md, "Presets"), used by
 * `finishline import csv <file> --preset <name>` in place of a mapping file.
 */
import { type MappingPreset } from './mapping-preset.js';
import { raceresultPreset } from './raceresult.js';
import { runsignupPreset } from './runsignup.js';
import { webscorerPreset } from './webscorer.js';

export { type MappingPreset } from './mapping-preset.js';

export const MAPPING_PRESETS: Record<string, MappingPreset> = {
  raceresult: raceresultPreset,
  runsignup: runsignupPreset,
  webscorer: webscorerPreset,
};
