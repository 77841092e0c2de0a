/**
 * @finishline/ingest — parsers of import files and timing reads into core's ImportBundle shape.
 * Pure functions over strings and parsed JSON: the CLI reads files, the database writes bundles.
 * Formats: docs/import.md.
 */
export { parseBundle } from './parse-bundle.js';
export { serializeBundle } from './serialize-bundle.js';
export { csvCheckpointIds, parseResultsCsv, type CsvContest, type CsvResults } from './parse-results-csv.js';
export { parseResultsStream } from './parse-results-stream.js';
export {
  parseCsvMapping,
  CsvMappingSchema,
  COLUMN_KEYS,
  type ColumnKey,
  type CsvMapping,
} from './csv-mapping.js';
export { parsePassingsBatch, type PassingRead, type PassingsBatchResult } from './parse-passings-batch.js';
export { parseJsonText } from './parse-json-text.js';
export { formatProblems, formatProblem } from './format-problems.js';
export { DEFAULT_MAX_PROBLEMS, type ParseOptions, type ParseOutcome, type Problem } from './problems.js';
export { parseDuration, formatDuration, type DurationParse } from './parse-duration.js';
export { parseInstant, type InstantParse } from './parse-instant.js';
export { normalizeGender } from './normalize-gender.js';
export { normalizeStatus, type StatusParse } from './normalize-status.js';
export { type CountryParse, normalizeCountry } from './normalize-country.js';
export { splitName, type NameOrder, type NameParts } from './split-name.js';
export { detectDelimiter, DELIMITERS, type Delimiter } from './detect-delimiter.js';
export { MAPPING_PRESETS, type MappingPreset } from './presets/index.js';
export { iofCheckpointIds, parseIofResultList, type IofOptions } from './parse-iof-xml.js';
export {
  chooseSheet,
  isWorkbook,
  readSpreadsheet,
  type SheetChoice,
  SpreadsheetError,
  streamSpreadsheet,
  workbookSheets,
} from './read-spreadsheet.js';
export { decodeText, type DecodedText } from './decode-text.js';
export { decodeStream, type DecodedStream } from './decode-stream.js';
