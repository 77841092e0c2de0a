/**
 * Problems found while parsing an import, and the outcome every parser returns (docs/import.md,
 * "Errors"). A problem points at a line and column of a CSV file, or at a JSON path of a bundle.
 */

export type Problem = {
  /** 1-based line in the file as a text editor shows it (the CSV header is line 1). */
  line?: number;
  /** JSON path in a bundle, e.g. `participants[12].gender`. */
  path?: string;
  /** CSV column name as written in the header. */
  column?: string;
  message: string;
};

/**
 * All-or-nothing by default: any problem fails the whole file and every problem is listed.
 * With `skipInvalid`, readable records are kept and the problems of skipped ones are reported.
 */
export type ParseOutcome<T> = { ok: true; value: T; skipped: Problem[] } | { ok: false; problems: Problem[] };

export type ParseOptions = {
  /** Keep the readable records and report the skipped ones instead of failing the file. */
  skipInvalid?: boolean;
  /** Problems listed before the rest is summarised in one last problem (default 100). */
  maxProblems?: number;
  /**
   * Refuse a row with an implausible split instead of setting the split aside (docs/import.md, "Set aside"): the
   * row is then a problem like any other (failing the file, or skipped with skipInvalid).
   */
  strict?: boolean;
};

/** How many problems a report lists before summarising the rest. */
export const DEFAULT_MAX_PROBLEMS = 100;

/**
 * Caps a problem list: keeps the first `max` problems and adds one that counts the others,
 * so a file with 20 000 bad rows gives a readable report.
 */
export function capProblems(problems: readonly Problem[], max = DEFAULT_MAX_PROBLEMS): Problem[] {
  if (problems.length <= max) return [...problems];
  const rest = problems.length - max;
  return [
    ...problems.slice(0, max),
    { message: `…and ${rest} more problem${rest === 1 ? '' : 's'} (${problems.length} in all)` },
  ];
}

/**
 * Turns the value and the problems collected by a parser into its outcome, applying the
 * all-or-nothing or skip-invalid rule. `fatal` problems fail the file even with skipInvalid.
 */
export function settleOutcome<T>(
  value: T,
  problems: readonly Problem[],
  options: ParseOptions = {},
  fatal: readonly Problem[] = [],
): ParseOutcome<T> {
  const max = options.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (fatal.length > 0) return { ok: false, problems: capProblems([...fatal, ...problems], max) };
  if (problems.length > 0 && options.skipInvalid !== true) {
    return { ok: false, problems: capProblems(problems, max) };
  }
  return { ok: true, value, skipped: capProblems(problems, max) };
}
